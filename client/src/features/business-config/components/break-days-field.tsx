import { WEEKDAY_NAMES } from '@/lib/weekday-names';

type BreakDaysFieldProps = {
  /** The break's place in the list, for unique ids and an accessible group name. */
  index: number;
  value: readonly number[] | null | undefined;
  onChange: (days: number[]) => void;
  onBlur: () => void;
  invalid: boolean;
  errorId?: string;
};

/** The weekdays a break applies to (issue 31): ticking several saves the break for each. */
export function BreakDaysField({ index, value, onChange, onBlur, invalid, errorId }: BreakDaysFieldProps) {
  const days = value ?? [];
  const toggle = (day: number, on: boolean) =>
    onChange(on ? [...days.filter((d) => d !== day), day].sort((a, b) => a - b) : days.filter((d) => d !== day));

  return (
    <fieldset
      className="break-days"
      aria-invalid={invalid ? true : undefined}
      aria-describedby={invalid ? errorId : undefined}
    >
      <legend className="break-days__legend">
        Días<span className="visually-hidden">{` del descanso ${index + 1}`}</span>
      </legend>
      <div className="break-days__options">
        {WEEKDAY_NAMES.map((name, i) => (
          <label key={name} className="break-days__option">
            <input
              type="checkbox"
              checked={days.includes(i + 1)}
              onChange={(event) => toggle(i + 1, event.target.checked)}
              onBlur={onBlur}
              aria-label={name}
            />
            <span aria-hidden="true">{name.slice(0, 3)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
