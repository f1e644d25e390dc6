import type { ReactNode } from 'react';
import type { Role } from '@/gql/graphql';
import { AccessGuard } from './access-guard';

const AREA_ROLES = { ADMIN: ['ADMIN'], CLIENT: ['CLIENT'], BARBER: ['BARBER'] } as const satisfies Record<
  Role,
  readonly Role[]
>;

/** Area guard: only the area's role; anyone else goes to /login. */
export function AreaRoute({ role, children }: { role: Role; children: ReactNode }) {
  return (
    <AccessGuard roles={AREA_ROLES[role]} wrongRoleTo="login">
      {children}
    </AccessGuard>
  );
}
