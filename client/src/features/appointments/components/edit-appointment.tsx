import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function EditAppointment() {
  return <PagePlaceholder title="Editar Cita" description="Modifica los datos de tu cita." />;
}
