import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { profileSchema, type ProfileValues } from '@common/validation/auth';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { TextField } from '@/components/ui/text-field';
import { useUpdateProfile } from '../api/use-update-profile';

type ProfileFormProps = {
  initial: { name: string; email: string; phone?: string | null };
  onDone: () => void;
};

/** 'Editar' mode: name, email and phone with Guardar and Cancelar (which drops the changes). */
export function ProfileForm({ initial, onDone }: ProfileFormProps) {
  const updateProfile = useUpdateProfile();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({
    resolver: yupResolver(profileSchema),
    defaultValues: { name: initial.name, email: initial.email, phone: initial.phone ?? '' },
  });

  const onSubmit = async (values: ProfileValues) => {
    if (await updateProfile(values)) onDone();
  };

  return (
    <form
      className="profile-form"
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label="Editar perfil"
      aria-busy={isSubmitting}
    >
      <TextField label="Nombre" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Teléfono"
        type="tel"
        autoComplete="tel"
        placeholder="Opcional"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <div className="profile-form__actions">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          <Icon name="close" size={18} />
          Cancelar
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          <Icon name="check" size={18} />
          {isSubmitting ? 'Guardando...' : 'Guardar'}
        </Button>
      </div>
    </form>
  );
}
