import type { ReactNode } from 'react';

/** Route-level code splitting: `lazy: lazyPage(() => import('...'), (m) => <m.Page />)`. */
export function lazyPage<M>(load: () => Promise<M>, render: (module: M) => ReactNode) {
  return async () => ({ element: render(await load()) });
}
