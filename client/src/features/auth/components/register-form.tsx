import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { useNavigate, Link } from 'react-router-dom';
import { registerSchema, type RegisterValues } from '@common/validation/auth';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { useRegister } from '../api/use-register';

export const REGISTER_SUCCESS = 'Cuenta creada exitosamente. Ya puedes iniciar sesión.';

const EMPTY: RegisterValues = { name: '', email: '', phone: '', password: '', confirmPassword: '' };

export function RegisterForm() {
  const navigate = useNavigate();
  const registerAccount = useRegister();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    resolver: yupResolver(registerSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = async (values: RegisterValues) => {
    try {
      await registerAccount(values);
      notify.success(REGISTER_SUCCESS);
      reset(EMPTY);
      navigate('/login');
    } catch (error) {
      notify.error(errorMessage(error, 'Error al crear la cuenta'));
    }
  };

  return (
    <form className="auth-form" onSubmit={handleSubmit(onSubmit)} noValidate aria-busy={isSubmitting}>
      <TextField
        label="Nombre completo"
        autoComplete="name"
        placeholder="Tu nombre"
        error={errors.name?.message}
        {...register('name')}
      />
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
        label="Teléfono (opcional)"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+1 (555) 123-4567"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <div className="auth-form__row">
        <TextField
          label="Contraseña"
          type="password"
          autoComplete="new-password"
          placeholder="Mínimo 6 caracteres"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Confirmar contraseña"
          type="password"
          autoComplete="new-password"
          placeholder="Repite la contraseña"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>
      <p className="auth-form__legal">
        Al crear la cuenta, la barbería guarda tus datos para gestionar tus citas. Lee la{' '}
        <Link to="/privacidad" className="auth-link">
          política de privacidad
        </Link>
        .
      </p>
      <Button type="submit" block className="auth-form__submit" disabled={isSubmitting}>
        {isSubmitting ? 'Creando cuenta...' : 'Crear Cuenta'}
      </Button>
    </form>
  );
}
