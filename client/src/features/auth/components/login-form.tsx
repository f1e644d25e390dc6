import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { LoginValues } from '@common/validation/auth';
import { FormError } from '@/components/ui/form-error';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { ValidatedForm } from '@/components/ui/validated-form';
import { bindFields } from '@/lib/bind-fields';
import { errorMessage } from '@/lib/error-message';
import { lazyYupResolver } from '@/lib/lazy-yup-resolver';
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
  // Issue 31: a refused sign-in is said under the form, not in a toast over the header; typing again clears it.
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = async (values: LoginValues) => {
    // Gone while the attempt is on its way, so a second refusal is announced again.
    setRefusal(null);
    try {
      const user = await login(values);
      navigate(afterLoginPath(user.role, location.state), { replace: true });
    } catch (error) {
      setRefusal(errorMessage(error, 'Error al iniciar sesión'));
    }
  };

  return (
    <ValidatedForm form={form} onSubmit={onSubmit} onInput={() => setRefusal(null)} className="auth-form">
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
      <FormError message={refusal} />
    </ValidatedForm>
  );
}
