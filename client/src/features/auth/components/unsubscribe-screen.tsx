import { useSearchParams } from 'react-router-dom';
import { accountMessages } from '@common/validation/account';
import { Button } from '@/components/ui/button';
import { useUnsubscribe } from '../api/use-unsubscribe';
import { AuthCard } from './auth-card';
import { AuthNotice, BadLinkNotice } from './auth-notice';

const TO_PROFILE = { to: '/client/profile', label: 'Ir a Mi Perfil' };

/**
 * /unsubscribe?token=… (the link in every mail): no sign-in; a button rather than on load, so a
 * mail scanner opening the link does not unsubscribe anyone. `&kind=rebook` («¿Toca corte?») turns off that
 * kind alone.
 */
export function UnsubscribeScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const rebookOnly = params.get('kind') === 'rebook';
  const { unsubscribe, answer, error, loading } = useUnsubscribe(token, rebookOnly);

  let body;
  if (answer !== undefined) {
    body = (
      <AuthNotice role="status" next={TO_PROFILE}>
        <p>{answer}</p>
        <p>Puedes volver a activarlos cuando quieras en Mi Perfil.</p>
      </AuthNotice>
    );
  } else if (!token || error) {
    body = <BadLinkNotice token={token} error={error} invalid={accountMessages.unsubscribeInvalid} next={TO_PROFILE} />;
  } else {
    body = (
      <AuthNotice>
        <p>
          {rebookOnly
            ? 'Dejarás de recibir los recordatorios para volver («¿Toca corte?»). Los correos de tus citas siguen llegando.'
            : 'Dejarás de recibir los correos de tus reservas y los recordatorios de tus citas.'}
        </p>
        <Button block disabled={loading} onClick={unsubscribe}>
          {loading ? 'Guardando...' : 'Darme de baja'}
        </Button>
      </AuthNotice>
    );
  }
  return (
    <AuthCard
      title="Darse de baja"
      subtitle={rebookOnly ? 'Recordatorios para volver' : 'Correos de citas y recordatorios'}
    >
      {body}
    </AuthCard>
  );
}
