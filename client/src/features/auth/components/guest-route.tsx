import { lazy, Suspense, type ReactNode } from 'react';
import { FullPageStatus } from '@/components/ui/full-page-status';
import { useAuthToken } from '@/lib/auth-token';
import { CHECKING_ACCESS } from '../utils/checking-access';

const SignedInGuestRoute = lazy(() =>
  import('./signed-in-guest-route').then((m) => ({ default: m.SignedInGuestRoute })),
);

/**
 * SPEC §2 public layout: a signed-in user is sent (replace) to their area. Without a token there is
 * no session to check, so a visitor's form renders at once, without loading Apollo Client.
 */
export function GuestRoute({ children }: { children: ReactNode }) {
  if (!useAuthToken()) return children;
  return (
    <Suspense fallback={<FullPageStatus message={CHECKING_ACCESS} />}>
      <SignedInGuestRoute>{children}</SignedInGuestRoute>
    </Suspense>
  );
}
