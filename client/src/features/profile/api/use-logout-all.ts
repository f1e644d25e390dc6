import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import { notify } from '@/lib/notify';
import { notifySucceeded } from '@/lib/notify-outcome';
import { useEndSession } from '@/lib/use-end-session';

const LogoutAllMutation = graphql(`
  mutation LogoutAll {
    logoutAll
  }
`);

/** 'Cerrar sesión en todos los dispositivos': every token of the account stops working, this one too. */
export function useLogoutAll() {
  const endSession = useEndSession();
  const [mutate] = useMutation(LogoutAllMutation);

  return useCallback(async () => {
    if (!(await notifySucceeded(() => mutate(), { error: 'Error al cerrar las sesiones' }))) return;
    await endSession();
    notify.success('Sesión cerrada en todos los dispositivos');
  }, [endSession, mutate]);
}
