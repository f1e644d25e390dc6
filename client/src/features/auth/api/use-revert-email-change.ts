import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '@/gql/gql';

const RevertEmailChangeMutation = graphql(`
  mutation RevertEmailChange($token: String!) {
    revertEmailChange(token: $token)
  }
`);

/**
 * Puts the old address back with the mailed token when asked: `revert` resolves to the server's answer, or
 * undefined when refused (the refusal is kept in `error` for the screen to show).
 */
export function useRevertEmailChange(token: string) {
  const client = useApolloClient();
  const [mutate, { error, loading }] = useMutation(RevertEmailChangeMutation, { variables: { token } });
  const revert = useCallback(
    () =>
      mutate().then(
        (result) => result.data?.revertEmailChange,
        () => undefined,
      ),
    [mutate],
  );
  // Every session of that account has ended: this browser's, if it was one of them, is asked about and forgotten.
  const recheckSession = useCallback(
    () => void client.refetchQueries({ include: ['Me'] }).catch(() => undefined),
    [client],
  );
  return { revert, recheckSession, error, loading };
}
