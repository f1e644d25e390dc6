import type { ComponentProps } from 'react';
import { TextField } from './text-field';

type NumberFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode'>;

/** A labelled number input; phones get the digit keyboard, with a decimal point when the step has decimals. */
export function NumberField(props: NumberFieldProps) {
  const decimals = props.step !== undefined && !Number.isInteger(Number(props.step));
  return <TextField type="number" inputMode={decimals ? 'decimal' : 'numeric'} {...props} />;
}
