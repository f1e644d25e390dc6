import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from './text-field';

type NewPasswordValues = { password: string; confirmPassword: string };

type NewPasswordFieldsProps<T extends NewPasswordValues & FieldValues> = {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  passwordLabel: string;
  confirmLabel: string;
  confirmPlaceholder?: string;
};

/** A new password typed twice (sign-up, reset, change), checked by the shared `newPassword` rules. */
export function NewPasswordFields<T extends NewPasswordValues & FieldValues>({
  register,
  errors,
  passwordLabel,
  confirmLabel,
  confirmPlaceholder,
}: NewPasswordFieldsProps<T>) {
  const fieldErrors = errors as FieldErrors<NewPasswordValues>;
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        placeholder="Mínimo 6 caracteres"
        error={fieldErrors.password?.message}
        {...register('password' as Path<T>)}
      />
      <TextField
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        placeholder={confirmPlaceholder}
        error={fieldErrors.confirmPassword?.message}
        {...register('confirmPassword' as Path<T>)}
      />
    </>
  );
}
