import { useEffect } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import { getToken, setToken, useAuthToken } from '@/lib/auth-token';

const RenewSessionMutation = graphql(`
  mutation RenewSession {
    renewSession
  }
`);

const DAY_MS = 24 * 60 * 60_000;
// A tab left open for days (the barber's tablet) checks again every hour.
const CHECK_EVERY_MS = 60 * 60_000;

/** When the token was issued, from its payload: only the server judges it, this only schedules renewal. */
function issuedAt(token: string | null): number | null {
  try {
    const payload = JSON.parse(atob(token!.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { iat?: unknown };
    return typeof payload.iat === 'number' ? payload.iat * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Sessions last a week from their last renewal: a token more than a day old is swapped for a fresh one,
 * so whoever keeps using the app is never signed out in the middle of their work.
 */
export function useSessionRenewal() {
  const token = useAuthToken();
  const [renew] = useMutation(RenewSessionMutation);

  useEffect(() => {
    if (!token) return;
    const check = () => {
      const issued = issuedAt(getToken());
      if (issued === null || Date.now() - issued < DAY_MS) return;
      renew()
        .then(({ data }) => {
          // Signed out or into another account meanwhile: that token is not this one's to replace.
          if (data && getToken() === token) setToken(data.renewSession);
        })
        .catch(() => undefined);
    };
    check();
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [token, renew]);
}
