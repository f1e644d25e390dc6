import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { accountMessages, type ChangePasswordValues } from '@common/validation/account';
import { graphql } from '@/gql/gql';
import { setToken } from '@/lib/auth-token';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      token
      user {
        id
      }
    }
  }
`);

/** The other sessions end; this one goes on with the token the server returns. Resolves to whether it changed. */
export function useChangePassword() {
  const [mutate] = useMutation(ChangePasswordMutation);
  return useCallback(
    async (values: ChangePasswordValues): Promise<boolean> => {
      try {
        const { data } = await mutate({ variables: { input: values } });
        if (!data) return false;
        setToken(data.changePassword.token);
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
