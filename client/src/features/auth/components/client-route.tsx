import type { ReactNode } from 'react';
import { AccessGuard } from './access-guard';

const CLIENT_ONLY = ['CLIENT'] as const;

/** Area guard: only clients; anyone else goes to /login. */
export function ClientRoute({ children }: { children: ReactNode }) {
  return (
    <AccessGuard roles={CLIENT_ONLY} wrongRoleTo="login">
      {children}
    </AccessGuard>
  );
}
