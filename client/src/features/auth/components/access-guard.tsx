import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { FullPageStatus } from '@/components/ui/full-page-status';
import type { Role } from '@/gql/graphql';
import { useSession } from '../api/use-session';
import { CHECKING_ACCESS } from '../utils/checking-access';
import { LOGIN_PATH, roleHome } from '../utils/role-home';

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

  if (session.status === 'checking') return <FullPageStatus message={CHECKING_ACCESS} />;
  if (session.status === 'anonymous') return <Navigate to={LOGIN_PATH} replace />;
  if (roles && !roles.includes(session.me.role)) {
    return <Navigate to={wrongRoleTo === 'login' ? LOGIN_PATH : roleHome(session.me.role)} replace />;
  }
  return children;
}
