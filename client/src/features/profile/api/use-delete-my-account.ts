import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { successMessages } from '@common/messages';
import { graphql } from '@/gql/gql';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { useEndSession } from '@/lib/use-end-session';

const DeleteMyAccountMutation = graphql(`
  mutation DeleteMyAccount($password: String!) {
    deleteMyAccount(password: $password)
  }
`);

/** 'Eliminar mi cuenta': resolves to the error message to show, or null once the account is gone. */
export function useDeleteMyAccount() {
  const endSession = useEndSession();
  const [mutate] = useMutation(DeleteMyAccountMutation);

  return useCallback(
    async (password: string): Promise<string | null> => {
      try {
        await mutate({ variables: { password } });
      } catch (error) {
        return errorMessage(error, 'Error al eliminar la cuenta');
      }
      await endSession();
      notify.success(successMessages.accountDeleted);
      return null;
    },
    [endSession, mutate],
  );
}
