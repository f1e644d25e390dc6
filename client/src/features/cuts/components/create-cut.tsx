import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function CreateCut() {
  return <PagePlaceholder title="Nuevo Corte" description="Añade un servicio al catálogo." />;
}
