import { useEffect } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import { dropRefusedToken, useAuthToken } from '@/lib/auth-token';
import { isNetworkFailure } from '@/lib/connectivity';
import { readOfflineSnapshot } from '@/lib/offline-store';
import { isAuthError } from '@/lib/error-message';

export const MeQuery = graphql(`
  query Me {
    me {
      id
      role
      ...UserMenu_user
      ...VerifyEmailBanner_user
    }
  }
`);

/**
 * SPEC §4: signed in = a stored token AND a successful `me` lookup.
 * `me` runs only with a token; a rejected token is removed (/login says so when it had run out). A lookup that never reached the server
 * (offline, a proxy's 502 during a deploy) is 'unreachable', not a sign-out: the token stays and
 * the lookup is asked again when the browser is back online or the user retries.
 * Issue 34: with no network at all, the token's user is still known by what this device kept for them
 * ('offline', with that snapshot); never by another account's.
 */
export function useSession() {
  const token = useAuthToken();
  const { data, error, refetch } = useQuery(MeQuery, token ? { fetchPolicy: 'cache-first' } : skipToken);

  const rejected = Boolean(token && error && isAuthError(error));
  useEffect(() => {
    if (rejected) dropRefusedToken(token);
  }, [rejected, token]);

  const unreachable = Boolean(token && error && !rejected);
  useEffect(() => {
    if (!unreachable) return;
    const retry = () => void refetch().catch(() => undefined);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [unreachable, refetch]);

  const me = token ? data?.me : undefined;
  if (me) return { status: 'authenticated', me } as const;
  if (!token || rejected) return { status: 'anonymous', me: undefined } as const;
  const retry = () => refetch();
  const snapshot = error && (isNetworkFailure(error) || !navigator.onLine) ? readOfflineSnapshot(token) : null;
  if (snapshot) return { status: 'offline', me: undefined, snapshot, retry } as const;
  if (error) return { status: 'unreachable', me: undefined, error, retry } as const;
  return { status: 'checking', me: undefined } as const;
}
