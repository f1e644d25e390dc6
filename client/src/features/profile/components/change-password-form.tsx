import { useId } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { changePasswordSchema, type ChangePasswordValues } from '@common/validation/account';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useChangePassword } from '../api/use-change-password';
import './profile-sections.css';

const EMPTY: ChangePasswordValues = { currentPassword: '', password: '', confirmPassword: '' };

/** Mi Perfil → 'Cambiar contraseña': the current one, then the new one twice. */
export function ChangePasswordForm() {
  const titleId = useId();
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({ resolver: yupResolver(changePasswordSchema), defaultValues: EMPTY });

  const onSubmit = async (values: ChangePasswordValues) => {
    if (await changePassword(values)) reset(EMPTY);
  };

  return (
    <section className="card profile-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-section__title">
        Cambiar contraseña
      </h2>
      <p className="profile-section__hint">Al cambiarla se cierran tus sesiones en otros dispositivos.</p>
      <form className="profile-form" onSubmit={handleSubmit(onSubmit)} noValidate aria-busy={isSubmitting}>
        <TextField
          label="Contraseña actual"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <TextField
          label="Contraseña nueva"
          type="password"
          autoComplete="new-password"
          placeholder="Mínimo 6 caracteres"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Repite la contraseña nueva"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <div className="profile-form__actions">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Guardando...' : 'Cambiar contraseña'}
          </Button>
        </div>
      </form>
    </section>
  );
}
