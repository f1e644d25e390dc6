import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '@/gql/gql';
import { clearToken } from '@/lib/auth-token';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';

const LogoutAllMutation = graphql(`
  mutation LogoutAll {
    logoutAll
  }
`);

/** 'Cerrar sesión en todos los dispositivos': every token of the account stops working, this one too. */
export function useLogoutAll() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [mutate] = useMutation(LogoutAllMutation);

  return useCallback(async () => {
    try {
      await mutate();
    } catch (error) {
      notify.error(errorMessage(error, 'Error al cerrar las sesiones'));
      return;
    }
    clearToken();
    navigate('/login', { replace: true });
    await client.clearStore();
    notify.success('Sesión cerrada en todos los dispositivos');
  }, [client, mutate, navigate]);
}
