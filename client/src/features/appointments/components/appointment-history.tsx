import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function AppointmentHistory() {
  return <PagePlaceholder title="Mi Historial" description="Todas tus citas, de la más reciente a la más antigua." />;
}
