import { ButtonLink } from '@/components/ui/button-link';
import { AuthCard } from './auth-card';

/** SPEC §2: /forgot-password is linked from login; its screen is not built yet. */
export function ForgotPasswordNotice() {
  return (
    <AuthCard title="Recuperar contraseña" subtitle="Esta pantalla todavía no está disponible.">
      <div className="auth-card__notice">
        <p>Si no recuerdas tu contraseña, contacta con la barbería para que te ayudemos a recuperar el acceso.</p>
        <ButtonLink to="/login" block>
          Volver a Iniciar Sesión
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
