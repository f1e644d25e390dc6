import { graphql } from '@/gql/gql';
import { useToastedMutation } from '@/lib/use-toasted-mutation';

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

/** Asks for a reset link; the server answers the same neutral text whether or not the account exists. */
export function useRequestPasswordReset() {
  return useToastedMutation(RequestPasswordResetMutation, { toasts: { error: 'No se pudo enviar el enlace' } });
}
