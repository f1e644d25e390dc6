import type { ReactNode } from 'react';
import { AccessGuard } from './access-guard';

const ADMIN_ONLY = ['ADMIN'] as const;

/** Area guard: only admins; anyone else goes to /login. */
export function AdminRoute({ children }: { children: ReactNode }) {
  return (
    <AccessGuard roles={ADMIN_ONLY} wrongRoleTo="login">
      {children}
    </AccessGuard>
  );
}
