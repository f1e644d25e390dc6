import { PagePlaceholder } from '@/components/ui/page-placeholder';

type Area = 'admin' | 'client';

export function CutList({ area }: { area: Area }) {
  return area === 'admin' ? (
    <PagePlaceholder title="Gestión de Cortes" description="Crea, edita y elimina los servicios de la barbería." />
  ) : (
    <PagePlaceholder title="Nuestros Servicios" description="Elige un servicio para agendar tu cita." />
  );
}
