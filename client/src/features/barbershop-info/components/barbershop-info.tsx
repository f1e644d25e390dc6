import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function BarbershopInfo() {
  return <PagePlaceholder title="Información de la Barbería" description="Contacto, ubicación y horarios." />;
}
