import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { accountMessages } from '@common/validation/account';
import { Button } from '@/components/ui/button';
import { useRevertEmailChange } from '../api/use-revert-email-change';
import { AuthCard } from './auth-card';
import { AuthNotice, BadLinkNotice } from './auth-notice';

type Restored = { restored?: string } | null;

/**
 * /revert-email?token=… (the link mailed to the old address after an email change): a button rather than on
 * load, so a mail scanner opening the link does not end anyone's sessions. The answer is kept in the page's
 * history entry: once the sessions end, this page is drawn again outside the signed-in area.
 */
export function RevertEmailScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const { revert, recheckSession, error, loading } = useRevertEmailChange(token);
  const restored = (location.state as Restored)?.restored;

  const onRevert = async () => {
    const answer = await revert();
    if (answer === undefined) return;
    navigate({ search: location.search }, { replace: true, state: { restored: answer } });
    recheckSession();
  };

  let body;
  if (restored) {
    body = (
      <AuthNotice role="status" next={{ to: '/login', label: 'Ir a iniciar sesión' }}>
        <p>{restored}</p>
        <p>
          ¿No te llega el correo?{' '}
          <Link to="/forgot-password" className="auth-link">
            Pide otro enlace
          </Link>
        </p>
      </AuthNotice>
    );
  } else if (!token || error) {
    body = (
      <BadLinkNotice
        token={token}
        error={error}
        invalid={accountMessages.revertLinkInvalid}
        next={{ to: '/forgot-password', label: 'Restablecer la contraseña' }}
      />
    );
  } else {
    body = (
      <AuthNotice>
        <p>Se ha cambiado el email de tu cuenta. Si no has sido tú, recupérala aquí.</p>
        <p>
          Tu cuenta volverá a este email, se cerrarán todas sus sesiones (también la de quien hizo el cambio) y te
          enviaremos un enlace para elegir una contraseña nueva.
        </p>
        <Button block disabled={loading} onClick={() => void onRevert()}>
          {loading ? 'Recuperando...' : 'Recuperar mi cuenta'}
        </Button>
        <p>Si el cambio lo hiciste tú, no tienes que hacer nada.</p>
      </AuthNotice>
    );
  }
  return (
    <AuthCard title="Recuperar tu cuenta" subtitle="Deshacer el cambio de email">
      {body}
    </AuthCard>
  );
}
