import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

/** An area's index route, in a route table: `lazyPage(INDEX, …)`. */
export const INDEX = { index: true } as const;

/** The exports of a screen module that render with no props. */
type PageName<M> = {
  [K in keyof M]: M[K] extends ComponentType<Record<string, never>> ? K : never;
}[keyof M] &
  string;

/** What a route renders from its module: an export by name, or a function for a screen that takes props. */
type Page<M> = PageName<M> | ((module: M) => ReactNode);

// Route-level code splitting: the module downloads when the route is first visited.
function lazyElement<M>(load: () => Promise<M>, page: Page<M>) {
  const render =
    typeof page === 'function'
      ? page
      : (module: M) => {
          const Screen = module[page] as ComponentType;
          return <Screen />;
        };
  return async () => ({ element: render(await load()) });
}

/** One screen of a route table, on one line: its path (or INDEX), its module and what it renders. */
export function lazyPage<M>(where: string | typeof INDEX, load: () => Promise<M>, page: Page<M>): RouteObject {
  const lazy = lazyElement(load, page);
  return typeof where === 'string' ? { path: where, lazy } : { ...where, lazy };
}

/** A lazily loaded layout around `children` (with no path, it only wraps them). */
export function lazyLayout<M>(
  path: string | undefined,
  load: () => Promise<M>,
  page: Page<M>,
  children: RouteObject[],
): RouteObject {
  return { path, lazy: lazyElement(load, page), children };
}
