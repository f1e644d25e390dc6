import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import { useEndSession } from '@/lib/use-end-session';

const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

/**
 * SPEC §4: log-out removes the token, clears the Apollo store and goes to /login. The server ends the
 * session first, so a copy of the token left anywhere is worthless; signing out never waits on it.
 */
export function useLogout() {
  const endSession = useEndSession();
  const [logout] = useMutation(LogoutMutation);

  return useCallback(async () => {
    await logout().catch(() => undefined);
    await endSession();
  }, [endSession, logout]);
}
