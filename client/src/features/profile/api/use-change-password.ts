import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { accountMessages, type ChangePasswordValues } from '@common/validation/account';
import { graphql } from '@/gql/gql';
import { notifySucceeded } from '@/lib/notify-outcome';

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
    (values: ChangePasswordValues) =>
      notifySucceeded(() => mutate({ variables: { input: values } }), {
        success: accountMessages.passwordChanged,
        error: 'No se pudo cambiar la contraseña',
      }),
    [mutate],
  );
}
