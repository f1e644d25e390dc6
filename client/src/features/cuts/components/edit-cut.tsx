import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function EditCut() {
  return <PagePlaceholder title="Editar Corte" description="Actualiza los datos del servicio." />;
}
