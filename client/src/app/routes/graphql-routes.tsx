import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page';

/** Routes whose screens talk GraphQL: a lazy layout brings Apollo Client with the first of them (decision 0012). */
export function graphqlRoutes(children: RouteObject[]): RouteObject {
  return {
    lazy: lazyPage(
      () => import('./apollo-outlet'),
      (m) => <m.ApolloOutlet />,
    ),
    children,
  };
}
