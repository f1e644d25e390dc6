import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { accountMessages, resetPasswordSchema, type ResetPasswordValues } from '@common/validation/account';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { LoadingPanel } from '@/components/ui/state-panel';
import { SubmitButton } from '@/components/ui/submit-button';
import { useSchemaForm } from '@/lib/use-schema-form';
import { ValidatedForm } from '@/components/ui/validated-form';
import { usePasswordResetLinkValid } from '../api/use-password-reset-link-valid';
import { useResetPassword } from '../api/use-reset-password';
import { AuthCard } from './auth-card';
import { AuthNotice } from './auth-notice';

/**
 * /reset-password?token=…: the new password, twice; then to the login. A used or expired link says so
 * on opening, instead of after the password has been typed twice.
 */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const link = usePasswordResetLinkValid(token);
  const form = useSchemaForm(resetPasswordSchema, { token, password: '', confirmPassword: '' });
  const { isSubmitting } = form.formState;

  const onSubmit = async (values: ResetPasswordValues) => {
    if ((await resetPassword({ input: values })).ok) navigate('/login', { replace: true });
  };

  const deadLink = !token || link.valid === false;
  let body;
  if (deadLink) {
    body = (
      <AuthNotice role="alert" next={{ to: '/forgot-password', label: 'Pedir otro enlace' }}>
        <p>{accountMessages.resetLinkInvalid}</p>
      </AuthNotice>
    );
  } else if (link.checking) {
    body = <LoadingPanel message="Comprobando el enlace..." />;
  } else {
    // Also when the server could not answer: sending the form still tells.
    body = (
      <ValidatedForm form={form} onSubmit={onSubmit} className="auth-form">
        <NewPasswordFields form={form} passwordLabel="Contraseña nueva" confirmLabel="Repite la contraseña" />
        <SubmitButton block className="auth-form__submit" pending={isSubmitting}>
          Guardar contraseña
        </SubmitButton>
      </ValidatedForm>
    );
  }
  return (
    <AuthCard
      title="Nueva contraseña"
      subtitle="Elige una contraseña nueva para tu cuenta"
      footer={
        // A dead link's notice already leads there.
        deadLink ? undefined : (
          <p>
            <Link to="/forgot-password" className="auth-link">
              Pedir otro enlace
            </Link>
          </p>
        )
      }
    >
      {body}
    </AuthCard>
  );
}
