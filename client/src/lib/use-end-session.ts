import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { clearToken } from './auth-token';
import { forgetDevicePush } from './device-push';

/**
 * SPEC §4: leaving the account (log-out, log-out everywhere, account deleted) drops the token, goes
 * to /login and clears the Apollo store, in that order so no screen refetches with the old token; and this
 * device stops receiving the account's notifications (issue 34).
 */
export function useEndSession() {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    clearToken();
    navigate('/login', { replace: true });
    // The server forgets this device with the session; the browser's own subscription ends too, so its
    // push service refuses anything still addressed to it.
    await Promise.all([client.clearStore(), forgetDevicePush()]);
  }, [client, navigate]);
}
