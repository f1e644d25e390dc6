import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { Toaster } from '@/components/ui/toaster';
import { apolloClient } from '@/lib/apollo-client';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider client={apolloClient}>
      {children}
      <Toaster />
    </ApolloProvider>
  );
}
