import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function ClientList() {
  return <PagePlaceholder title="Gestión de Clientes" description="Busca, consulta y administra a tus clientes." />;
}
