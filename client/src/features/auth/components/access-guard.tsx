import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullPageStatus } from '@/components/ui/full-page-status';
import type { Role } from '@/gql/graphql';
import { useSession } from '../api/use-session';
import { CHECKING_ACCESS } from '../utils/checking-access';
import type { LoginReturn } from '../utils/login-return';
import { LOGIN_PATH, roleHome } from '../utils/role-home';
import { SessionUnreachable } from './session-unreachable';

type AccessGuardProps = {
  /** Roles allowed through; any signed-in user when omitted. */
  roles?: readonly Role[];
  /** Where a signed-in user with another role goes: /login (area guards) or their own area (generic guard). */
  wrongRoleTo: 'login' | 'own-area';
  children: ReactNode;
};

/** SPEC §2 "Access guard". */
export function AccessGuard({ roles, wrongRoleTo, children }: AccessGuardProps) {
  const session = useSession();
  const location = useLocation();

  if (session.status === 'checking') return <FullPageStatus message={CHECKING_ACCESS} />;
  if (session.status === 'unreachable') return <SessionUnreachable error={session.error} retry={session.retry} />;
  if (session.status === 'anonymous') {
    // A mail's link opened while signed out leads back to it once the user signs in.
    const state: LoginReturn = { from: location.pathname + location.search + location.hash };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  const role = session.status === 'offline' ? session.snapshot.role : session.me.role;
  if (roles && !roles.includes(role)) {
    // A barber who opens the admin's or a client's address goes back to their agenda (issue 32).
    const toLogin = wrongRoleTo === 'login' && role !== 'BARBER';
    return <Navigate to={toLogin ? LOGIN_PATH : roleHome(role)} replace />;
  }
  return children;
}
