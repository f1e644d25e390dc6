import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function BusinessConfig() {
  return <PagePlaceholder title="Configuración del Negocio" description="Datos de contacto de la barbería." />;
}
