import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { ConfirmProvider } from '@/components/ui/confirm-dialog';
import { Toaster } from '@/components/ui/toaster';
import { apolloClient } from '@/lib/apollo-client';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider client={apolloClient}>
      <ConfirmProvider>{children}</ConfirmProvider>
      <Toaster />
    </ApolloProvider>
  );
}
