import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { apolloClient } from './apollo-client';
import { getToken } from './auth-token';

/**
 * Sends a screen's query from its route's loader, as soon as the route's code is in: on a phone the session
 * check and the screen's data then travel together instead of one after the other. The screen's own
 * useQuery joins the same request (Apollo deduplicates it) or finds its answer in the cache; a failure
 * here is the screen's to show when it asks.
 */
export function prefetchQuery<Data, Variables extends OperationVariables>(
  query: TypedDocumentNode<Data, Variables>,
  variables?: Variables,
): null {
  if (getToken())
    void apolloClient
      .query<Data, Variables>({ query, variables } as ApolloClient.QueryOptions<Data, Variables>)
      .catch(() => undefined);
  return null;
}
