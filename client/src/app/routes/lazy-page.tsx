import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router-dom';

/** An area's index route, in a route table: `lazyPage(INDEX, …)`. */
export const INDEX = { index: true } as const;

/** The exports of a screen module that render with no props. */
type PageName<M> = {
  [K in keyof M]: M[K] extends ComponentType<Record<string, never>> ? K : never;
}[keyof M] &
  string;

/** A route's loader, in a module of its own: it loads with the route's code, not after it. */
export type Prefetch = () => Promise<LoaderFunction>;

// Route-level code splitting: the module downloads when the route is first visited.
function lazyElement<M>(load: () => Promise<M>, page: PageName<M>) {
  return async () => {
    const Page = (await load())[page] as ComponentType;
    return <Page />;
  };
}

// `prefetch` (lib/prefetch-query) starts the screen's query as soon as its own small module is in: the
// router runs a lazy loader without waiting for the screen's code, so on a phone the session check and the
// screen's data leave together, while the chunks are still arriving.
function lazyRoute<M>(load: () => Promise<M>, page: PageName<M>, prefetch?: Prefetch) {
  // The loader first: its chunks are asked for before the screen's many, ahead of them in the browser's queue.
  return prefetch ? { loader: prefetch, element: lazyElement(load, page) } : { element: lazyElement(load, page) };
}

/** One screen of a route table, on one line: its path (or INDEX), its module and the screen it exports. */
export function lazyPage<M>(
  where: string | typeof INDEX,
  load: () => Promise<M>,
  page: PageName<M>,
  prefetch?: Prefetch,
): RouteObject {
  const lazy = lazyRoute(load, page, prefetch);
  return typeof where === 'string' ? { path: where, lazy } : { ...where, lazy };
}

/** A lazily loaded layout around `children` (with no path, it only wraps them). */
export function lazyLayout<M>(
  path: string | undefined,
  load: () => Promise<M>,
  page: PageName<M>,
  children: RouteObject[],
  prefetch?: Prefetch,
): RouteObject {
  return { path, lazy: lazyRoute(load, page, prefetch), children };
}
