import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame } from './field-frame';
import './select-field.css';

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
};

/** Labelled native select (keyboard and screen-reader friendly), wired like TextField. */
export function SelectField({ label, error, hint, id, className, children, ...props }: SelectFieldProps) {
  return (
    <FieldFrame {...{ label, error, hint, id, className }}>
      {(control) => (
        <select className="field__input field__input--select" {...control} {...props}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
