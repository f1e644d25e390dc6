import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function BusinessStats() {
  return <PagePlaceholder title="Estadísticas del Negocio" description="Ingresos, citas y servicios más vendidos." />;
}
