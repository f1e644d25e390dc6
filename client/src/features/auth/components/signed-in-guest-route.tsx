import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { FullPageStatus } from '@/components/ui/full-page-status';
import { AppApolloProvider } from '@/lib/apollo-provider';
import { useSession } from '../api/use-session';
import { CHECKING_ACCESS } from '../utils/checking-access';
import { roleHome } from '../utils/role-home';
import { SessionUnreachable } from './session-unreachable';

function SessionCheck({ children }: { children: ReactNode }) {
  const session = useSession();

  if (session.status === 'checking') return <FullPageStatus message={CHECKING_ACCESS} />;
  if (session.status === 'unreachable') return <SessionUnreachable error={session.error} retry={session.retry} />;
  if (session.status === 'authenticated') return <Navigate to={roleHome(session.me.role)} replace />;
  if (session.status === 'offline') return <Navigate to={roleHome(session.snapshot.role)} replace />;
  return children;
}

/** GuestRoute with a stored token: the session is checked (with Apollo Client, loaded for it). */
export function SignedInGuestRoute({ children }: { children: ReactNode }) {
  return (
    <AppApolloProvider>
      <SessionCheck>{children}</SessionCheck>
    </AppApolloProvider>
  );
}
