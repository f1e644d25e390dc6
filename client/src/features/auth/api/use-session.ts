import { useEffect } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import { clearToken, useAuthToken } from '@/lib/auth-token';
import { isAuthError } from '@/lib/error-message';

const MeQuery = graphql(`
  query Me {
    me {
      id
      role
      ...UserMenu_user
    }
  }
`);

/**
 * SPEC §4: signed in = a stored token AND a successful `me` lookup.
 * `me` runs only with a token and is not retried; a rejected token is removed.
 */
export function useSession() {
  const token = useAuthToken();
  const { data, error } = useQuery(MeQuery, token ? { fetchPolicy: 'cache-first' } : skipToken);

  const rejected = Boolean(token && error && isAuthError(error));
  useEffect(() => {
    if (rejected) clearToken();
  }, [rejected]);

  const me = token ? data?.me : undefined;
  if (me) return { status: 'authenticated', me } as const;
  if (!token || error) return { status: 'anonymous', me: undefined } as const;
  return { status: 'checking', me: undefined } as const;
}
