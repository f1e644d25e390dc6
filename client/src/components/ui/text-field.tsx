import type { ComponentProps } from 'react';
import { FieldFrame, type FrameProps } from './field-frame';
import { splitFrameProps } from './split-frame-props';

type TextFieldProps = ComponentProps<'input'> & FrameProps;

/** Labelled input; the error is linked with aria-describedby and flagged with aria-invalid. */
export function TextField(props: TextFieldProps) {
  const { frame, control } = splitFrameProps(props);
  return (
    <FieldFrame {...frame} hintWithError={false}>
      {(aria) => <input className="input-box field__input" {...aria} {...control} />}
    </FieldFrame>
  );
}
