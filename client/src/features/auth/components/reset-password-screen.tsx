import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { accountMessages, resetPasswordSchema, type ResetPasswordValues } from '@common/validation/account';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { useSchemaForm } from '@/lib/use-schema-form';
import { ValidatedForm } from '@/components/ui/validated-form';
import { useResetPassword } from '../api/use-reset-password';
import { AuthCard } from './auth-card';
import { AuthNotice } from './auth-notice';

/** /reset-password?token=…: the new password, twice; then to the login. */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const form = useSchemaForm(resetPasswordSchema, { token, password: '', confirmPassword: '' });
  const { isSubmitting } = form.formState;

  const onSubmit = async (values: ResetPasswordValues) => {
    if ((await resetPassword({ input: values })).ok) navigate('/login', { replace: true });
  };

  return (
    <AuthCard
      title="Nueva contraseña"
      subtitle="Elige una contraseña nueva para tu cuenta"
      footer={
        <p>
          <Link to="/forgot-password" className="auth-link">
            Pedir otro enlace
          </Link>
        </p>
      }
    >
      {token ? (
        <ValidatedForm form={form} onSubmit={onSubmit} className="auth-form">
          <NewPasswordFields form={form} passwordLabel="Contraseña nueva" confirmLabel="Repite la contraseña" />
          <SubmitButton block className="auth-form__submit" pending={isSubmitting}>
            Guardar contraseña
          </SubmitButton>
        </ValidatedForm>
      ) : (
        <AuthNotice role="alert" next={{ to: '/forgot-password', label: 'Pedir otro enlace' }}>
          <p>{accountMessages.resetLinkInvalid}</p>
        </AuthNotice>
      )}
    </AuthCard>
  );
}
