import { lazy, Suspense } from 'react';
import { useToastsRequested } from '@/lib/notify';

const ToastContainer = lazy(() => import('./toast-container').then((m) => ({ default: m.AppToastContainer })));

/** Mount once near the root: the toast container (and its stylesheet) arrives with the first toast. */
export function Toaster() {
  if (!useToastsRequested()) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
