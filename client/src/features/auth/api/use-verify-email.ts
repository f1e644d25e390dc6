import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql/gql';

const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token)
  }
`);

export function useVerifyEmail() {
  return useMutation(VerifyEmailMutation);
}
