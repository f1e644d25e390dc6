import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '@/gql/gql';
import { clearToken } from '@/lib/auth-token';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';

const DeleteMyAccountMutation = graphql(`
  mutation DeleteMyAccount($password: String!) {
    deleteMyAccount(password: $password)
  }
`);

/** 'Eliminar mi cuenta': resolves to the error message to show, or null once the account is gone. */
export function useDeleteMyAccount() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [mutate] = useMutation(DeleteMyAccountMutation);

  return useCallback(
    async (password: string): Promise<string | null> => {
      try {
        await mutate({ variables: { password } });
      } catch (error) {
        return errorMessage(error, 'Error al eliminar la cuenta');
      }
      clearToken();
      navigate('/login', { replace: true });
      await client.clearStore();
      notify.success('Tu cuenta ha sido eliminada');
      return null;
    },
    [client, mutate, navigate],
  );
}
