import { useNavigate, Link } from 'react-router-dom';
import { registerSchema, type RegisterValues } from '@common/validation/auth';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { bindFields } from '@/lib/bind-fields';
import { notifySucceeded } from '@/lib/notify-outcome';
import { useSchemaForm } from '@/lib/use-schema-form';
import { ValidatedForm } from '@/components/ui/validated-form';
import { useRegister } from '../api/use-register';
import { EmailField } from './email-field';

export const REGISTER_SUCCESS = 'Cuenta creada exitosamente. Ya puedes iniciar sesión.';

const EMPTY: RegisterValues = { name: '', email: '', phone: '', password: '', confirmPassword: '' };

export function RegisterForm() {
  const navigate = useNavigate();
  const registerAccount = useRegister();
  const form = useSchemaForm(registerSchema, EMPTY);
  const { isSubmitting } = form.formState;
  const bind = bindFields(form);

  const onSubmit = async (values: RegisterValues) => {
    const created = await notifySucceeded(() => registerAccount(values), {
      success: REGISTER_SUCCESS,
      error: 'Error al crear la cuenta',
    });
    if (!created) return;
    form.reset(EMPTY);
    navigate('/login');
  };

  return (
    <ValidatedForm form={form} onSubmit={onSubmit} className="auth-form">
      <TextField label="Nombre completo" autoComplete="name" placeholder="Tu nombre" {...bind('name')} />
      <EmailField {...bind('email')} />
      <TextField
        label="Teléfono (opcional)"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+1 (555) 123-4567"
        {...bind('phone')}
      />
      <div className="auth-form__row">
        <NewPasswordFields
          form={form}
          passwordLabel="Contraseña"
          confirmLabel="Confirmar contraseña"
          confirmPlaceholder="Repite la contraseña"
        />
      </div>
      <p className="auth-form__legal">
        Al crear la cuenta, la barbería guarda tus datos para gestionar tus citas. Lee la{' '}
        <Link to="/privacidad" className="auth-link">
          política de privacidad
        </Link>
        .
      </p>
      <SubmitButton block className="auth-form__submit" pending={isSubmitting} pendingLabel="Creando cuenta...">
        Crear Cuenta
      </SubmitButton>
    </ValidatedForm>
  );
}
