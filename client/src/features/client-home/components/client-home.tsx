import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function ClientHome() {
  return <PagePlaceholder title="Bienvenido" description="Agenda tu próxima cita o revisa las que ya tienes." />;
}
