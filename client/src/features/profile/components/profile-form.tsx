import type { Path } from 'react-hook-form';
import { changesEmail, profileChangeSchema, type ProfileChangeValues } from '@common/validation/account';
import { FormActions } from '@/components/ui/form-actions';
import { TextField } from '@/components/ui/text-field';
import { ValidatedForm } from '@/components/ui/validated-form';
import { bindFields } from '@/lib/bind-fields';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUpdateProfile } from '../api/use-update-profile';

type ProfileFormProps = {
  initial: { name: string; email: string; phone?: string | null };
  onDone: () => void;
};

/**
 * 'Editar' mode: name, email and phone with Guardar and Cancelar (which drops the changes). A new email
 * also asks for the current password (issue 29): the field appears only then.
 */
export function ProfileForm({ initial, onDone }: ProfileFormProps) {
  const updateProfile = useUpdateProfile();
  const form = useSchemaForm(profileChangeSchema(initial.email), {
    name: initial.name,
    email: initial.email,
    phone: initial.phone ?? '',
    currentPassword: '',
  });
  const { isSubmitting } = form.formState;
  const bind = bindFields(form);
  const emailChanged = changesEmail(form.watch('email'), initial.email);

  const onSubmit = async (values: ProfileChangeValues) => {
    const outcome = await updateProfile(values, emailChanged);
    if (outcome.ok) return onDone();
    for (const { field, message } of serverFieldErrors(outcome.error)) {
      form.setError(field as Path<ProfileChangeValues>, { type: 'server', message });
    }
  };

  return (
    <ValidatedForm form={form} onSubmit={onSubmit} className="profile-form" aria-label="Editar perfil">
      <TextField label="Nombre" autoComplete="name" {...bind('name')} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...bind('email')} />
      {emailChanged ? (
        <TextField
          label="Contraseña actual"
          type="password"
          autoComplete="current-password"
          hint="Para cambiar el email. Te enviaremos un enlace al nuevo para verificarlo y avisaremos al anterior."
          {...bind('currentPassword', { shouldUnregister: true })}
        />
      ) : null}
      <TextField label="Teléfono" type="tel" autoComplete="tel" placeholder="Opcional" {...bind('phone')} />
      <FormActions
        className="form-actions form-actions--compact profile-form__actions"
        pending={isSubmitting}
        submitLabel="Guardar"
        cancel={{ onClick: onDone }}
        cancelIcon="close"
        submitIcon="check"
      />
    </ValidatedForm>
  );
}
