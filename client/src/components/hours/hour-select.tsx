import type { ComponentProps } from 'react';
import { HourOptions } from './hour-options';

type HourSelectProps = Omit<ComponentProps<'select'>, 'className' | 'children'> & {
  /** The row's error, when there is one: the select is flagged and points at it. */
  invalid: boolean;
  errorId?: string;
};

/** A half-hour select of an hours row (opening hours, breaks). */
export function HourSelect({ invalid, errorId, ...props }: HourSelectProps) {
  return (
    <select
      className="input-box input-box--compact"
      aria-invalid={invalid ? true : undefined}
      aria-describedby={invalid ? errorId : undefined}
      {...props}
    >
      <HourOptions />
    </select>
  );
}
