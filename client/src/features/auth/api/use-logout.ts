import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '@/gql/gql';
import { clearToken } from '@/lib/auth-token';
import { LOGIN_PATH } from '../utils/role-home';

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
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout] = useMutation(LogoutMutation);

  return useCallback(async () => {
    await logout().catch(() => undefined);
    clearToken();
    navigate(LOGIN_PATH, { replace: true });
    await client.clearStore();
  }, [client, logout, navigate]);
}
