import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { LoginValues } from '@common/validation/auth';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { ValidatedForm } from '@/components/ui/validated-form';
import { bindFields } from '@/lib/bind-fields';
import { lazyYupResolver } from '@/lib/lazy-yup-resolver';
import { notifySucceeded } from '@/lib/notify-outcome';
import { useLogin } from '../api/use-login';
import { afterLoginPath } from '../utils/login-return';
import { EmailField } from './email-field';

// The first screen of most visits: yup arrives with the first submit, not with the page.
const resolver = lazyYupResolver<LoginValues>(() => import('@common/validation/auth').then((m) => m.loginSchema));

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const form = useForm<LoginValues>({ resolver, defaultValues: { email: '', password: '' } });
  const { isSubmitting } = form.formState;
  const bind = bindFields(form);

  const onSubmit = (values: LoginValues) =>
    notifySucceeded(
      async () => {
        const user = await login(values);
        navigate(afterLoginPath(user.role, location.state), { replace: true });
      },
      { error: 'Error al iniciar sesión' },
    );

  return (
    <ValidatedForm form={form} onSubmit={onSubmit} className="auth-form">
      <EmailField {...bind('email')} />
      <TextField
        label="Contraseña"
        type="password"
        autoComplete="current-password"
        placeholder="Tu contraseña"
        {...bind('password')}
      />
      <div className="auth-form__aside">
        <Link to="/forgot-password" className="auth-link">
          ¿Olvidaste tu contraseña?
        </Link>
      </div>
      <SubmitButton block className="auth-form__submit" pending={isSubmitting} pendingLabel="Iniciando sesión...">
        Iniciar Sesión
      </SubmitButton>
    </ValidatedForm>
  );
}
