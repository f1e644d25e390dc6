import type { ComponentProps } from 'react';
import { FieldFrame, type FrameProps } from './field-frame';
import { splitFrameProps } from './split-frame-props';
import './select-field.css';

type SelectFieldProps = ComponentProps<'select'> & Omit<FrameProps, 'labelAside'>;

/** Labelled native select (keyboard and screen-reader friendly), wired like TextField. */
export function SelectField(props: SelectFieldProps) {
  const { frame, control } = splitFrameProps(props);
  return (
    <FieldFrame {...frame}>
      {(aria) => <select className="input-box field__input field__input--select" {...aria} {...control} />}
    </FieldFrame>
  );
}
