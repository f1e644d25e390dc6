import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function AdminCalendar() {
  return <PagePlaceholder title="Calendario de Citas" description="Confirma, rechaza y completa las citas del mes." />;
}
