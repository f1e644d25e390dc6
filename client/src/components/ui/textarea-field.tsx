import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame } from './field-frame';

type TextareaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  labelAside?: ReactNode;
};

/** Labelled multi-line input, with the same error and hint wiring as TextField. */
export function TextareaField({
  label,
  error,
  hint,
  labelAside,
  id,
  className,
  rows = 4,
  ...props
}: TextareaFieldProps) {
  return (
    <FieldFrame {...{ label, error, hint, labelAside, id, className }}>
      {(control) => <textarea rows={rows} className="field__input field__input--multiline" {...control} {...props} />}
    </FieldFrame>
  );
}
