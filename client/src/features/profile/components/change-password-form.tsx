import { changePasswordSchema, type ChangePasswordValues } from '@common/validation/account';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { ValidatedForm } from '@/components/ui/validated-form';
import { bindFields } from '@/lib/bind-fields';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useChangePassword } from '../api/use-change-password';
import { ProfileSection } from './profile-section';

const EMPTY: ChangePasswordValues = { currentPassword: '', password: '', confirmPassword: '' };

/** Mi Perfil → 'Cambiar contraseña': the current one, then the new one twice. */
export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const form = useSchemaForm(changePasswordSchema, EMPTY);
  const { isSubmitting } = form.formState;
  const bind = bindFields(form);

  const onSubmit = async (values: ChangePasswordValues) => {
    if ((await changePassword({ input: values })).ok) form.reset(EMPTY);
  };

  return (
    <ProfileSection title="Cambiar contraseña" hint="Al cambiarla se cierran tus sesiones en otros dispositivos.">
      <ValidatedForm form={form} onSubmit={onSubmit} className="profile-form">
        <TextField
          label="Contraseña actual"
          type="password"
          autoComplete="current-password"
          {...bind('currentPassword')}
        />
        <NewPasswordFields form={form} passwordLabel="Contraseña nueva" confirmLabel="Repite la contraseña nueva" />
        <div className="form-actions form-actions--compact profile-form__actions">
          <SubmitButton pending={isSubmitting}>Cambiar contraseña</SubmitButton>
        </div>
      </ValidatedForm>
    </ProfileSection>
  );
}
