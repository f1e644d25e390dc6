import type { ReactNode } from 'react';
import type { Role } from '@/gql/graphql';
import { AccessGuard } from './access-guard';

/** Generic guard: signed-in users whose role is not allowed go to their own area. */
export function ProtectedRoute({ roles, children }: { roles?: readonly Role[]; children: ReactNode }) {
  return (
    <AccessGuard roles={roles} wrongRoleTo="own-area">
      {children}
    </AccessGuard>
  );
}
