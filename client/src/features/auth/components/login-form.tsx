import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { loginSchema, type LoginValues } from '@common/validation/auth';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { useLogin } from '../api/use-login';

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: yupResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async (values: LoginValues) => {
    try {
      const user = await login(values);
      // SPEC §2: admin to /admin, client to / (history replaced).
      navigate(user.role === 'ADMIN' ? '/admin' : '/', { replace: true });
    } catch (error) {
      notify.error(errorMessage(error, 'Error al iniciar sesión'));
    }
  };

  return (
    <form className="auth-form" onSubmit={handleSubmit(onSubmit)} noValidate aria-busy={isSubmitting}>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="tu@email.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Contraseña"
        type="password"
        autoComplete="current-password"
        placeholder="Tu contraseña"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="auth-form__aside">
        <Link to="/forgot-password" className="auth-link">
          ¿Olvidaste tu contraseña?
        </Link>
      </div>
      <Button type="submit" block className="auth-form__submit" disabled={isSubmitting}>
        {isSubmitting ? 'Iniciando sesión...' : 'Iniciar Sesión'}
      </Button>
    </form>
  );
}
