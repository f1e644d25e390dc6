import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { clearToken } from './auth-token';

/**
 * SPEC §4: leaving the account (log-out, log-out everywhere, account deleted) drops the token, goes
 * to /login and clears the Apollo store, in that order so no screen refetches with the old token.
 */
export function useEndSession() {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    clearToken();
    navigate('/login', { replace: true });
    await client.clearStore();
  }, [client, navigate]);
}
