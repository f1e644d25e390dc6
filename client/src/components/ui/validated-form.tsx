import type { ComponentProps } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';

type ValidatedFormProps<T extends FieldValues> = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  form: UseFormReturn<T>;
  onSubmit: SubmitHandler<T>;
};

/**
 * A form checked by its schema rather than the browser (so the Spanish messages show), busy while
 * it is sent.
 */
export function ValidatedForm<T extends FieldValues>({ form, onSubmit, ...props }: ValidatedFormProps<T>) {
  return <form noValidate aria-busy={form.formState.isSubmitting} onSubmit={form.handleSubmit(onSubmit)} {...props} />;
}
