import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { accountMessages } from '@common/validation/account';
import { ButtonLink } from '@/components/ui/button-link';
import { LoadingPanel } from '@/components/ui/state-panel';
import { errorMessage } from '@/lib/error-message';
import { useVerifyEmail } from '../api/use-verify-email';
import { AuthCard } from './auth-card';

/** /verify-email?token=…: opening the mailed link is the verification; signed in or not. */
export function VerifyEmailScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [verify, { data, error, called }] = useVerifyEmail();
  const sent = useRef(false);

  useEffect(() => {
    // Once, even under StrictMode's double effect: the token is single-use.
    if (!token || sent.current) return;
    sent.current = true;
    verify({ variables: { token } }).catch(() => undefined);
  }, [token, verify]);

  let body;
  if (!token || error) {
    body = (
      <div className="auth-card__notice" role="alert">
        <p>{token ? errorMessage(error, accountMessages.verifyLinkInvalid) : accountMessages.verifyLinkInvalid}</p>
        <ButtonLink to="/" block>
          Ir a mi cuenta
        </ButtonLink>
      </div>
    );
  } else if (!called || !data) {
    body = <LoadingPanel message="Verificando tu email..." />;
  } else {
    body = (
      <div className="auth-card__notice" role="status">
        <p>{data.verifyEmail}. Ya recibirás tus citas y recordatorios en este correo.</p>
        <ButtonLink to="/" block>
          Ir a mi cuenta
        </ButtonLink>
      </div>
    );
  }
  return (
    <AuthCard title="Verificar email" subtitle="Confirmamos que este correo es tuyo">
      {body}
    </AuthCard>
  );
}
