import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function AdminDashboard() {
  return <PagePlaceholder title="Panel de administración" description="Resumen del día de tu barbería." />;
}
