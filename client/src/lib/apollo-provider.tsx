import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { apolloClient } from './apollo-client';

/** Only screens that talk GraphQL sit inside it, in lazy chunks: a visitor's first load carries no Apollo Client. */
export function AppApolloProvider({ children }: { children: ReactNode }) {
  return <ApolloProvider client={apolloClient}>{children}</ApolloProvider>;
}
