import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function CreateAppointment() {
  return <PagePlaceholder title="Agendar Cita" description="Elige el servicio, la fecha y la hora." />;
}
