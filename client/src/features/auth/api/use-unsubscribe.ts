import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql/gql';

const UnsubscribeMutation = graphql(`
  mutation Unsubscribe($token: String!, $rebookOnly: Boolean) {
    unsubscribe(token: $token, rebookOnly: $rebookOnly)
  }
`);

/**
 * Unsubscribes with the mailed token when asked (`rebookOnly`: from «Recordatorios para volver» alone); a refusal
 * is kept in `error` for the screen to show.
 */
export function useUnsubscribe(token: string, rebookOnly = false) {
  const [mutate, { data, error, loading }] = useMutation(UnsubscribeMutation, { variables: { token, rebookOnly } });
  const unsubscribe = useCallback(() => void mutate().catch(() => undefined), [mutate]);
  return { unsubscribe, answer: data?.unsubscribe, error, loading };
}
