import { sessionMessages } from '@common/messages';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { forgetSessionExpiredNotice, sessionExpiredNotice } from '@/lib/auth-token';
import { AuthCard } from './auth-card';
import { AuthNotice } from './auth-notice';
import { LoginForm } from './login-form';

export function LoginScreen() {
  // Read once: the notice is for the visit that follows the session's end, not for later ones.
  const [expired] = useState(sessionExpiredNotice);
  useEffect(() => forgetSessionExpiredNotice, []);

  return (
    <AuthCard
      title="Iniciar Sesión"
      subtitle="Accede a tu cuenta para gestionar tus citas"
      footer={
        <p>
          ¿No tienes una cuenta?{' '}
          <Link to="/register" className="auth-link">
            Regístrate aquí
          </Link>
        </p>
      }
    >
      {expired ? (
        <AuthNotice role="alert" aboveForm>
          <p>{sessionMessages.expired}</p>
        </AuthNotice>
      ) : null}
      <LoginForm />
    </AuthCard>
  );
}
