import { accountMessages } from '@common/validation/account';
import { graphql } from '@/gql/gql';
import { useToastedMutation } from '@/lib/use-toasted-mutation';

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      id
      updatedAt
    }
  }
`);

/** The other sessions end; this one goes on. */
export function useChangePassword() {
  return useToastedMutation(ChangePasswordMutation, {
    toasts: { success: accountMessages.passwordChanged, error: 'No se pudo cambiar la contraseña' },
  });
}
