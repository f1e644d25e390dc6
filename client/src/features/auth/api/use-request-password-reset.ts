import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql/gql';

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

/** Asks for a reset link; resolves with the server's neutral answer. Rejects with the Apollo error. */
export function useRequestPasswordReset() {
  const [mutate] = useMutation(RequestPasswordResetMutation);
  return async (email: string) => {
    const { data } = await mutate({ variables: { email: email.trim() } });
    return data?.requestPasswordReset ?? '';
  };
}
