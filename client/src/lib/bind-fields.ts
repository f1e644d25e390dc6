import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';

type BindOptions<T extends FieldValues> = RegisterOptions<T, Path<T>> & {
  /** Said when the field's error carries no message of its own. */
  fallback?: string;
};

/**
 * A form's fields wired to react-hook-form with their error messages, to spread onto TextField,
 * TextareaField or SelectField, so that each field of a form is one line:
 * `const bind = bindFields(form)` … `<TextField label="Nombre" {...bind('name')} />`.
 */
export function bindFields<T extends FieldValues>(form: UseFormReturn<T>) {
  return (name: Path<T>, { fallback, ...rules }: BindOptions<T> = {}) => {
    const { error } = form.getFieldState(name, form.formState);
    return { error: error ? error.message || fallback : undefined, ...form.register(name, rules) };
  };
}
