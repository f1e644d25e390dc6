import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { dayChip } from '@common/date-text';
import type { StripDay } from '../api/use-available-days';
import { formatLongDate } from '../utils/appointment-format';
import { moveFocusWithArrows } from './roving-focus';
import './day-strip.css';

/** What a greyed day says on itself, in one word; the tap says the whole reason. */
const SHORT_REASON: Record<NonNullable<StripDay['reason']>, string> = {
  PAST: 'Pasado',
  CLOSED: 'Cerrado',
  TOO_FAR: 'Aún no',
  TOO_SOON: 'Sin horas',
  FULL: 'Completo',
};

const weekday = (date: string) => dayChip(date)?.weekday ?? '';
const dayLabel = (day: StripDay) =>
  day.free.length > 0 ? `${day.free.length} libres` : SHORT_REASON[day.reason ?? 'FULL'];

type DayStripProps = {
  days: readonly StripDay[];
  /** The selected date (YYYY-MM-DD), '' for none. */
  value: string;
  onChange: (date: string) => void;
  error?: string;
  hint?: string;
  /** The greyed day whose tap asked why (null once a day with times is picked): the form may offer its waitlist. */
  onExplain?: (date: string | null) => void;
};

/**
 * The next days in a row that scrolls sideways: a day with free times is picked with one tap; a greyed one
 * (nothing free) is still a button, and its tap says why under the strip instead of picking it. One tab
 * stop, the arrows move along the days.
 */
export function DayStrip({ days, value, onChange, error, hint, onExplain }: DayStripProps) {
  const [explained, setExplained] = useState<string | null>(null);
  const selected = useRef<HTMLButtonElement | null>(null);
  const focusable = days.some((day) => day.date === value) ? value : days[0]?.date;
  const selectedDay = days.find((day) => day.date === value);
  const why = days.find((day) => day.date === explained) ?? (selectedDay?.free.length === 0 ? selectedDay : null);

  // The picked day in sight, also when it was picked for the client (the first free one) or far along.
  useEffect(() => {
    selected.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [value, days.length]);

  const tap = (day: StripDay) => {
    if (day.free.length === 0) {
      setExplained(day.date);
      onExplain?.(day.date);
      return;
    }
    setExplained(null);
    onExplain?.(null);
    onChange(day.date);
  };

  return (
    <fieldset className="field day-strip-field" aria-describedby={error ? 'day-strip-error' : undefined}>
      <legend className="field__label">Fecha</legend>
      {value ? <p className="day-strip-field__selected">{formatLongDate(value)}</p> : null}
      <div
        className="day-strip"
        onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => moveFocusWithArrows(event, 'button')}
      >
        {days.map((day) => {
          const greyed = day.free.length === 0;
          const isSelected = day.date === value;
          return (
            <button
              key={day.date}
              ref={isSelected ? selected : undefined}
              type="button"
              className={['day-strip__day', greyed ? 'day-strip__day--greyed' : ''].filter(Boolean).join(' ')}
              aria-pressed={isSelected}
              aria-label={`${formatLongDate(day.date)}: ${greyed ? SHORT_REASON[day.reason ?? 'FULL'] : `${day.free.length} horas libres`}`}
              tabIndex={day.date === focusable ? 0 : -1}
              onClick={() => tap(day)}
            >
              <span className="day-strip__weekday">{weekday(day.date)}</span>
              <span className="day-strip__number">{dayChip(day.date)?.day}</span>
              <span className="day-strip__label">{dayLabel(day)}</span>
            </button>
          );
        })}
      </div>
      <p className="day-strip-field__why" role="status">
        {why?.message ? `${formatLongDate(why.date)}. ${why.message}.` : ''}
      </p>
      {hint ? <p className="field__hint">{hint}</p> : null}
      {error ? (
        <p id="day-strip-error" className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
