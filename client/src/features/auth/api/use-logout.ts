import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { clearToken } from '@/lib/auth-token';
import { LOGIN_PATH } from '../utils/role-home';

/** SPEC §4: log-out removes the token, clears the Apollo store and goes to /login. */
export function useLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();

  return useCallback(async () => {
    clearToken();
    navigate(LOGIN_PATH, { replace: true });
    await client.clearStore();
  }, [client, navigate]);
}
