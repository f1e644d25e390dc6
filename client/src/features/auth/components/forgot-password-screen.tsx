import { useState } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { forgotPasswordSchema, type ForgotPasswordValues } from '@common/validation/account';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { useRequestPasswordReset } from '../api/use-request-password-reset';
import { AuthCard } from './auth-card';

/** /forgot-password: asks for the email and always answers the same, whether or not it has an account. */
export function ForgotPasswordScreen() {
  const requestReset = useRequestPasswordReset();
  const [answer, setAnswer] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({ resolver: yupResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = async (values: ForgotPasswordValues) => {
    try {
      setAnswer(await requestReset(values.email));
    } catch (error) {
      notify.error(errorMessage(error, 'No se pudo enviar el enlace'));
    }
  };

  return (
    <AuthCard
      title="Recuperar contraseña"
      subtitle="Te enviaremos un enlace para elegir una contraseña nueva"
      footer={
        <p>
          ¿La recordaste?{' '}
          <Link to="/login" className="auth-link">
            Inicia sesión
          </Link>
        </p>
      }
    >
      {answer ? (
        <div className="auth-card__notice" role="status">
          <p>{answer}</p>
          <ButtonLink to="/login" block>
            Volver a Iniciar Sesión
          </ButtonLink>
        </div>
      ) : (
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
          <Button type="submit" block className="auth-form__submit" disabled={isSubmitting}>
            {isSubmitting ? 'Enviando...' : 'Enviar enlace'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
