import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function MyAppointments() {
  return <PagePlaceholder title="Mis Citas" description="Consulta y gestiona tus próximas citas." />;
}
