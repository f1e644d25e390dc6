import { useSearchParams } from 'react-router-dom';
import { accountMessages } from '@common/validation/account';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { errorMessage } from '@/lib/error-message';
import { useUnsubscribe } from '../api/use-unsubscribe';
import { AuthCard } from './auth-card';

/**
 * /unsubscribe?token=… (the link in every mail): no sign-in; a button rather than on load, so a
 * mail scanner opening the link does not unsubscribe anyone.
 */
export function UnsubscribeScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [unsubscribe, { data, error, loading }] = useUnsubscribe();

  let body;
  if (data) {
    body = (
      <div className="auth-card__notice" role="status">
        <p>{data.unsubscribe}</p>
        <p>Puedes volver a activarlos cuando quieras en Mi Perfil.</p>
        <ButtonLink to="/client/profile" block>
          Ir a Mi Perfil
        </ButtonLink>
      </div>
    );
  } else if (!token || error) {
    body = (
      <div className="auth-card__notice" role="alert">
        <p>{token ? errorMessage(error, accountMessages.unsubscribeInvalid) : accountMessages.unsubscribeInvalid}</p>
        <ButtonLink to="/client/profile" block>
          Ir a Mi Perfil
        </ButtonLink>
      </div>
    );
  } else {
    body = (
      <div className="auth-card__notice">
        <p>Dejarás de recibir los correos de tus reservas y los recordatorios de tus citas.</p>
        <Button
          block
          disabled={loading}
          onClick={() => void unsubscribe({ variables: { token } }).catch(() => undefined)}
        >
          {loading ? 'Guardando...' : 'Darme de baja'}
        </Button>
      </div>
    );
  }
  return (
    <AuthCard title="Darse de baja" subtitle="Correos de citas y recordatorios">
      {body}
    </AuthCard>
  );
}
