import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql/gql';

const UnsubscribeMutation = graphql(`
  mutation Unsubscribe($token: String!) {
    unsubscribe(token: $token)
  }
`);

export function useUnsubscribe() {
  return useMutation(UnsubscribeMutation);
}
