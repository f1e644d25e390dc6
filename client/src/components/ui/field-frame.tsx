import { useId, type ReactNode } from 'react';
import './text-field.css';

export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** What a labelled field passes to its frame rather than to its control. */
export type FrameProps = {
  label: string;
  error?: string;
  hint?: ReactNode;
  labelAside?: ReactNode;
  id?: string;
  className?: string;
};

type FieldFrameProps = FrameProps & {
  /** Inputs drop the hint while an error shows; selects and text areas keep both. */
  hintWithError?: boolean;
  children: (control: FieldControlProps) => ReactNode;
};

/** Label, hint and error around one control, linked with aria-describedby and flagged with aria-invalid. */
export function FieldFrame({ hintWithError = true, children, ...frame }: FieldFrameProps) {
  const generatedId = useId();
  const controlId = frame.id ?? generatedId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const { label, error, hint } = frame;
  const showHint = Boolean(hint) && (hintWithError || !error);
  const describedBy = [error ? errorId : null, showHint ? hintId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['field', frame.className ?? ''].filter(Boolean).join(' ')}>
      <div className="field__label-row">
        <label className="field__label" htmlFor={controlId}>
          {label}
        </label>
        {frame.labelAside}
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
