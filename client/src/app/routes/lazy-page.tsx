import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/** An area's index route, in a route table: `lazyPage(INDEX, …)`. */
export const INDEX = { index: true } as const;

/** The exports of a screen module that render with no props. */
type PageName<M> = {
  [K in keyof M]: M[K] extends ComponentType<Record<string, never>> ? K : never;
}[keyof M] &
  string;

// Route-level code splitting: the module downloads when the route is first visited.
function lazyElement<M>(load: () => Promise<M>, page: PageName<M>) {
  return async () => {
    const Page = (await load())[page] as ComponentType;
    return { element: <Page /> };
  };
}

/** One screen of a route table, on one line: its path (or INDEX), its module and the screen it exports. */
export function lazyPage<M>(where: string | typeof INDEX, load: () => Promise<M>, page: PageName<M>): RouteObject {
  const lazy = lazyElement(load, page);
  return typeof where === 'string' ? { path: where, lazy } : { ...where, lazy };
}

/** A lazily loaded layout around `children` (with no path, it only wraps them). */
export function lazyLayout<M>(
  path: string | undefined,
  load: () => Promise<M>,
  page: PageName<M>,
  children: RouteObject[],
): RouteObject {
  return { path, lazy: lazyElement(load, page), children };
}
