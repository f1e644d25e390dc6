import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { FullPageStatus } from '@/components/ui/full-page-status';
import { useSession } from '../api/use-session';
import { roleHome } from '../utils/role-home';
import { CHECKING_ACCESS } from './access-guard';

/** SPEC §2 public layout: a signed-in user is sent (replace) to their area. */
export function GuestRoute({ children }: { children: ReactNode }) {
  const session = useSession();

  if (session.status === 'checking') return <FullPageStatus message={CHECKING_ACCESS} />;
  if (session.status === 'authenticated') return <Navigate to={roleHome(session.me.role)} replace />;
  return children;
}
