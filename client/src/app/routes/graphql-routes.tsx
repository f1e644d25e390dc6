import type { RouteObject } from 'react-router-dom';
import { lazyLayout } from './lazy-page';

/** Routes whose screens talk GraphQL: a lazy layout brings Apollo Client with the first of them (decision 0012). */
export function graphqlRoutes(children: RouteObject[]): RouteObject {
  return lazyLayout(
    undefined,
    () => import('./apollo-outlet'),
    'ApolloOutlet',
    children,
    () => import('./session-prefetch').then((module) => module.loader),
  );
}
