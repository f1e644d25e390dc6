import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql/gql';

const UnsubscribeMutation = graphql(`
  mutation Unsubscribe($token: String!) {
    unsubscribe(token: $token)
  }
`);

/** Unsubscribes with the mailed token when asked; a refusal is kept in `error` for the screen to show. */
export function useUnsubscribe(token: string) {
  const [mutate, { data, error, loading }] = useMutation(UnsubscribeMutation, { variables: { token } });
  const unsubscribe = useCallback(() => void mutate().catch(() => undefined), [mutate]);
  return { unsubscribe, answer: data?.unsubscribe, error, loading };
}
