import { profileSchema, type ProfileValues } from '@common/validation/auth';
import { FormActions } from '@/components/ui/form-actions';
import { TextField } from '@/components/ui/text-field';
import { ValidatedForm } from '@/components/ui/validated-form';
import { bindFields } from '@/lib/bind-fields';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUpdateProfile } from '../api/use-update-profile';

type ProfileFormProps = {
  initial: { name: string; email: string; phone?: string | null };
  onDone: () => void;
};

/** 'Editar' mode: name, email and phone with Guardar and Cancelar (which drops the changes). */
export function ProfileForm({ initial, onDone }: ProfileFormProps) {
  const updateProfile = useUpdateProfile();
  const form = useSchemaForm(profileSchema, {
    name: initial.name,
    email: initial.email,
    phone: initial.phone ?? '',
  });
  const { isSubmitting } = form.formState;
  const bind = bindFields(form);

  const onSubmit = async (values: ProfileValues) => {
    if (await updateProfile(values)) onDone();
  };

  return (
    <ValidatedForm form={form} onSubmit={onSubmit} className="profile-form" aria-label="Editar perfil">
      <TextField label="Nombre" autoComplete="name" {...bind('name')} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...bind('email')} />
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
