import { useState } from 'react';
import { Link } from 'react-router-dom';
import { forgotPasswordSchema, type ForgotPasswordValues } from '@common/validation/account';
import { SubmitButton } from '@/components/ui/submit-button';
import { bindFields } from '@/lib/bind-fields';
import { useSchemaForm } from '@/lib/use-schema-form';
import { ValidatedForm } from '@/components/ui/validated-form';
import { useRequestPasswordReset } from '../api/use-request-password-reset';
import { AuthCard } from './auth-card';
import { AuthNotice } from './auth-notice';
import { EmailField } from './email-field';

/** /forgot-password: asks for the email and always answers the same, whether or not it has an account. */
export function ForgotPasswordScreen() {
  const requestReset = useRequestPasswordReset();
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useSchemaForm(forgotPasswordSchema, { email: '' });
  const { isSubmitting } = form.formState;
  const bind = bindFields(form);

  const onSubmit = async (values: ForgotPasswordValues) => {
    const sent = await requestReset({ email: values.email.trim() });
    if (sent.ok) setAnswer(sent.value.data?.requestPasswordReset ?? '');
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
        <AuthNotice role="status" next={{ to: '/login', label: 'Volver a Iniciar Sesión' }}>
          <p>{answer}</p>
        </AuthNotice>
      ) : (
        <ValidatedForm form={form} onSubmit={onSubmit} className="auth-form">
          <EmailField {...bind('email')} />
          <SubmitButton block className="auth-form__submit" pending={isSubmitting} pendingLabel="Enviando...">
            Enviar enlace
          </SubmitButton>
        </ValidatedForm>
      )}
    </AuthCard>
  );
}
