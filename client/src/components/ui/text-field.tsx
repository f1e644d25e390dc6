import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame } from './field-frame';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  labelAside?: ReactNode;
};

/** Labelled input; the error is linked with aria-describedby and flagged with aria-invalid. */
export function TextField({ label, error, hint, labelAside, id, className, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame {...{ label, error, hint, labelAside, id, className }} hintWithError={false}>
      {(control) => <input className="field__input" {...control} {...inputProps} />}
    </FieldFrame>
  );
}
