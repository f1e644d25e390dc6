import { skipToken, useQuery } from '@apollo/client/react';
import { graphql } from '@/gql/gql';

const PasswordResetLinkValidQuery = graphql(`
  query PasswordResetLinkValid($token: String!) {
    passwordResetLinkValid(token: $token)
  }
`);

/**
 * Whether the mailed reset link still works (`valid` stays undefined when the server could not say).
 * Always asked anew: a link gets used or expires while an earlier answer sits in the cache.
 */
export function usePasswordResetLinkValid(token: string) {
  const { data, loading } = useQuery(
    PasswordResetLinkValidQuery,
    token ? { variables: { token }, fetchPolicy: 'network-only' } : skipToken,
  );
  return { valid: data?.passwordResetLinkValid, checking: loading };
}
