import { successMessages } from '@common/messages';
import { graphql } from '@/gql/gql';
import { notify } from '@/lib/notify';
import { useEndSession } from '@/lib/use-end-session';
import { useToastedMutation } from '@/lib/use-toasted-mutation';

const LogoutAllMutation = graphql(`
  mutation LogoutAll {
    logoutAll
  }
`);

/** 'Cerrar sesión en todos los dispositivos': every token of the account stops working, this one too. */
export function useLogoutAll() {
  const endSession = useEndSession();
  const logoutAll = useToastedMutation(LogoutAllMutation, { toasts: { error: 'Error al cerrar las sesiones' } });

  return async () => {
    if (!(await logoutAll()).ok) return;
    await endSession();
    notify.success(successMessages.loggedOutEverywhere);
  };
}
