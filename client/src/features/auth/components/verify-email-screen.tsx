import { useSearchParams } from 'react-router-dom';
import { accountMessages } from '@common/validation/account';
import { LoadingPanel } from '@/components/ui/state-panel';
import { useVerifyEmail } from '../api/use-verify-email';
import { AuthCard } from './auth-card';
import { AuthNotice, BadLinkNotice } from './auth-notice';

const TO_ACCOUNT = { to: '/', label: 'Ir a mi cuenta' };

/** /verify-email?token=…: opening the mailed link is the verification; signed in or not. */
export function VerifyEmailScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { answer, error } = useVerifyEmail(token);

  let body;
  if (!token || error) {
    body = <BadLinkNotice token={token} error={error} invalid={accountMessages.verifyLinkInvalid} next={TO_ACCOUNT} />;
  } else if (answer === undefined) {
    body = <LoadingPanel message="Verificando tu email..." />;
  } else {
    body = (
      <AuthNotice role="status" next={TO_ACCOUNT}>
        <p>{answer}. Ya recibirás tus citas y recordatorios en este correo.</p>
      </AuthNotice>
    );
  }
  return (
    <AuthCard title="Verificar email" subtitle="Confirmamos que este correo es tuyo">
      {body}
    </AuthCard>
  );
}
