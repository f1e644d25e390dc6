import { useId, type ReactNode } from 'react';
import './text-field.css';

export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldFrameProps = {
  label: string;
  error?: string;
  hint?: ReactNode;
  labelAside?: ReactNode;
  id?: string;
  className?: string;
  /** Inputs drop the hint while an error shows; selects and text areas keep both. */
  hintWithError?: boolean;
  children: (control: FieldControlProps) => ReactNode;
};

/** Label, hint and error around one control, linked with aria-describedby and flagged with aria-invalid. */
export function FieldFrame({
  label,
  error,
  hint,
  labelAside,
  id,
  className,
  hintWithError = true,
  children,
}: FieldFrameProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const showHint = Boolean(hint) && (hintWithError || !error);
  const describedBy = [error ? errorId : null, showHint ? hintId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['field', className ?? ''].filter(Boolean).join(' ')}>
      <div className="field__label-row">
        <label className="field__label" htmlFor={controlId}>
          {label}
        </label>
        {labelAside}
      </div>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {showHint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
