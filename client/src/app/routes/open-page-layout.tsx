import { FullPageStatus } from '@/components/ui/full-page-status';
import { useSession } from '@/features/auth/api/use-session';
import { CHECKING_ACCESS } from '@/features/auth/utils/checking-access';
import { AdminShell } from './admin/admin-layout';
import { BarberShell } from './barber/barber-layout';
import { ClientShell } from './client/client-layout';
import { PublicLayout } from './public/public-layout';

/**
 * Pages anyone may open (mail links, the privacy policy from any footer): a signed-in user sees them in
 * their own area's shell (their menu and name), not with the visitor's 'Iniciar Sesión'.
 */
export function OpenPageLayout() {
  const session = useSession();
  if (session.status === 'checking') return <FullPageStatus message={CHECKING_ACCESS} />;
  if (session.me?.role === 'ADMIN') return <AdminShell />;
  if (session.me?.role === 'CLIENT') return <ClientShell />;
  if (session.me?.role === 'BARBER') return <BarberShell />;
  return <PublicLayout guestsOnly={false} />;
}
