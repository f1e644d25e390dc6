import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '@/gql/gql';

const PushPublicKeyQuery = graphql(`
  query PushPublicKey {
    pushPublicKey
  }
`);

/** The server's VAPID key, read only when someone switches notifications on. */
export function usePushPublicKey() {
  const client = useApolloClient();
  return useCallback(async () => (await client.query({ query: PushPublicKeyQuery })).data?.pushPublicKey, [client]);
}
