import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function ProfilePage() {
  return <PagePlaceholder title="Mi Perfil" description="Tus datos de contacto." />;
}
