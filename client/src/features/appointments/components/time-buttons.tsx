import type { KeyboardEvent, ReactNode } from 'react';
import { formatSlot12h } from '@common/validation/appointment';
import { moveFocusWithArrows } from './roving-focus';

type TimeButtonsProps = {
  /** The free times of the day picked (HH:MM). */
  times: readonly string[];
  value: string;
  onChange: (time: string) => void;
  /** What stands where the times would be: why there are none, loading, a retry. */
  hint?: ReactNode;
  error?: string;
};

/** SPEC §2/§5: the free times of the day picked, each a button in 12-hour AM/PM; one tab stop, arrows along. */
export function TimeButtons({ times, value, onChange, hint, error }: TimeButtonsProps) {
  const focusable = times.includes(value) ? value : times[0];
  return (
    <fieldset className="field time-buttons-field" aria-describedby={error ? 'time-buttons-error' : undefined}>
      <legend className="field__label">Hora</legend>
      {times.length > 0 ? (
        <div
          className="time-buttons"
          onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => moveFocusWithArrows(event, 'button')}
        >
          {times.map((time) => (
            <button
              key={time}
              type="button"
              className="time-buttons__time"
              aria-pressed={time === value}
              tabIndex={time === focusable ? 0 : -1}
              onClick={() => onChange(time)}
            >
              {formatSlot12h(time)}
            </button>
          ))}
        </div>
      ) : null}
      {hint ? <p className="field__hint">{hint}</p> : null}
      {error ? (
        <p id="time-buttons-error" className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
