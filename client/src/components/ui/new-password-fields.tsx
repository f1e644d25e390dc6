import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { bindFields } from '@/lib/bind-fields';
import { TextField } from './text-field';

type NewPasswordValues = { password: string; confirmPassword: string };

type NewPasswordFieldsProps<T extends NewPasswordValues & FieldValues> = {
  form: UseFormReturn<T>;
  passwordLabel: string;
  confirmLabel: string;
  confirmPlaceholder?: string;
};

/** A new password typed twice (sign-up, reset, change), checked by the shared `newPassword` rules. */
export function NewPasswordFields<T extends NewPasswordValues & FieldValues>({
  form,
  passwordLabel,
  confirmLabel,
  confirmPlaceholder,
}: NewPasswordFieldsProps<T>) {
  const bind = bindFields(form);
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        placeholder="Mínimo 6 caracteres"
        {...bind('password' as Path<T>)}
      />
      <TextField
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        placeholder={confirmPlaceholder}
        {...bind('confirmPassword' as Path<T>)}
      />
    </>
  );
}
