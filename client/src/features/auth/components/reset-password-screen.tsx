import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { accountMessages, resetPasswordSchema, type ResetPasswordValues } from '@common/validation/account';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { useResetPassword } from '../api/use-reset-password';
import { AuthCard } from './auth-card';

/** /reset-password?token=…: the new password, twice; then to the login. */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: yupResolver(resetPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = async (values: ResetPasswordValues) => {
    try {
      notify.success(await resetPassword(values));
      navigate('/login', { replace: true });
    } catch (error) {
      notify.error(errorMessage(error, 'No se pudo restablecer la contraseña'));
    }
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
        <form className="auth-form" onSubmit={handleSubmit(onSubmit)} noValidate aria-busy={isSubmitting}>
          <TextField
            label="Contraseña nueva"
            type="password"
            autoComplete="new-password"
            placeholder="Mínimo 6 caracteres"
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            label="Repite la contraseña"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button type="submit" block className="auth-form__submit" disabled={isSubmitting}>
            {isSubmitting ? 'Guardando...' : 'Guardar contraseña'}
          </Button>
        </form>
      ) : (
        <div className="auth-card__notice" role="alert">
          <p>{accountMessages.resetLinkInvalid}</p>
          <ButtonLink to="/forgot-password" block>
            Pedir otro enlace
          </ButtonLink>
        </div>
      )}
    </AuthCard>
  );
}
