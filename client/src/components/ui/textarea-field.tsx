import type { ComponentProps } from 'react';
import { FieldFrame, type FrameProps } from './field-frame';
import { splitFrameProps } from './split-frame-props';

type TextareaFieldProps = ComponentProps<'textarea'> & FrameProps;

/** Labelled multi-line input, with the same error and hint wiring as TextField. */
export function TextareaField({ rows = 4, ...props }: TextareaFieldProps) {
  const { frame, control } = splitFrameProps(props);
  return (
    <FieldFrame {...frame}>
      {(aria) => (
        <textarea rows={rows} className="input-box field__input field__input--multiline" {...aria} {...control} />
      )}
    </FieldFrame>
  );
}
