import { Outlet } from 'react-router-dom';
import { AppApolloProvider } from '@/lib/apollo-provider';

export function ApolloOutlet() {
  return (
    <AppApolloProvider>
      <Outlet />
    </AppApolloProvider>
  );
}
