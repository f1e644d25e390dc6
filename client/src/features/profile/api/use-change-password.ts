import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { accountMessages, type ChangePasswordValues } from '@common/validation/account';
import { graphql } from '@/gql/gql';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      id
      updatedAt
    }
  }
`);

/** The other sessions end; this one goes on. Resolves to whether it changed. */
export function useChangePassword() {
  const [mutate] = useMutation(ChangePasswordMutation);
  return useCallback(
    async (values: ChangePasswordValues): Promise<boolean> => {
      try {
        await mutate({ variables: { input: values } });
        notify.success(accountMessages.passwordChanged);
        return true;
      } catch (error) {
        notify.error(errorMessage(error, 'No se pudo cambiar la contraseña'));
        return false;
      }
    },
    [mutate],
  );
}
