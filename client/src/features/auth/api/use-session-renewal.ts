import { useEffect } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import { dropRefusedToken, getToken, setToken, tokenClaims, tokenExpiresAt, useAuthToken } from '@/lib/auth-token';
import { isAuthError } from '@/lib/error-message';
import { MeQuery } from './use-session';

const RenewSessionMutation = graphql(`
  mutation RenewSession {
    renewSession
  }
`);

const DAY_MS = 24 * 60 * 60_000;
// A tab left open for days (the barber's tablet) checks again every hour.
const CHECK_EVERY_MS = 60 * 60_000;
// The longest a browser timer waits (about 24.8 days); a later end is checked again by then.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Sessions last a week from their last renewal: a token more than a day old is swapped for a fresh one,
 * so whoever keeps using the app is not signed out in the middle of their work. A session ends for good
 * 30 days after its sign-in (the token's expiry says when): then the page goes to /login, which says so.
 */
export function useSessionRenewal() {
  const token = useAuthToken();
  const [renew] = useMutation(RenewSessionMutation);
  const client = useApolloClient();

  useEffect(() => {
    if (!token) return;
    const check = () => {
      const { iat } = tokenClaims(getToken());
      if (typeof iat !== 'number' || Date.now() - iat * 1000 < DAY_MS) return;
      renew()
        .then(({ data }) => {
          // Signed out or into another account meanwhile: that token is not this one's to replace.
          if (data && getToken() === token) setToken(data.renewSession);
        })
        .catch((error: unknown) => {
          if (isAuthError(error)) dropRefusedToken(token);
        });
    };
    check();
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    // At the token's end (a second late, so the server has let it go too) the server is asked, not this
    // device's clock, which may be wrong: only its refusal ends the session.
    const askServer = () =>
      client.query({ query: MeQuery, fetchPolicy: 'network-only' }).catch((error: unknown) => {
        if (isAuthError(error)) dropRefusedToken(token);
      });
    const expiresAt = tokenExpiresAt(token);
    const ending =
      expiresAt === null
        ? undefined
        : window.setTimeout(
            () => void askServer(),
            Math.min(LONGEST_TIMER_MS, Math.max(0, expiresAt - Date.now() + 1000)),
          );
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(ending);
    };
  }, [token, renew, client]);
}
