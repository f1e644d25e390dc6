import { graphql } from '@/gql/gql';
import { useToastedMutation } from '@/lib/use-toasted-mutation';

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

/** Sets the new password with the mailed token; the server's message is the success toast. */
export function useResetPassword() {
  return useToastedMutation(ResetPasswordMutation, {
    toasts: { success: ({ data }) => data?.resetPassword, error: 'No se pudo restablecer la contraseña' },
  });
}
