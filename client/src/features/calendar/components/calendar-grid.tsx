import type { KeyboardEvent } from 'react';
import type { ClosedDay } from '@common/booking/closures';
import { addDays } from '@common/booking/shop-dates';
import { WEEKDAY_ABBREVIATIONS, WEEKDAY_NAMES, type CalendarCell } from '../utils/month-grid';
import { CalendarDay } from './calendar-day';

type DayRefs = Parameters<typeof CalendarDay>[0]['appointments'];

type CalendarGridProps = {
  weeks: CalendarCell[][];
  byDate: ReadonlyMap<string, DayRefs>;
  maxVisible: number;
  closedOn: (date: string) => ClosedDay | null;
  label: string;
  onOpen: (date: string) => void;
};

const EMPTY: DayRefs = [];

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** SPEC §2: the month, weeks starting on Sunday. Arrow keys move between days. */
export function CalendarGrid({ weeks, byDate, maxVisible, closedOn, label, onOpen }: CalendarGridProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    const current = (event.target as HTMLElement).closest<HTMLElement>('[data-date]')?.dataset.date;
    if (!step || !current) return;
    const target = event.currentTarget.querySelector<HTMLElement>(`[data-date="${addDays(current, step)}"]`);
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };

  return (
    <div className="calendar card" onKeyDown={onKeyDown}>
      <div className="calendar__weekdays" aria-hidden="true">
        {WEEKDAY_ABBREVIATIONS.map((name, index) => (
          <abbr key={name} title={WEEKDAY_NAMES[index]} className="calendar__weekday">
            {name}
          </abbr>
        ))}
      </div>
      <ol className="calendar__days" aria-label={label}>
        {weeks.flat().map((cell) => (
          <li
            key={cell.date}
            className="calendar__cell"
            // A neighbouring month's day is read only when it has appointments (issue 31 §3).
            aria-hidden={cell.inMonth || byDate.has(cell.date) ? undefined : true}
          >
            <CalendarDay
              cell={cell}
              appointments={byDate.get(cell.date) ?? EMPTY}
              maxVisible={maxVisible}
              closed={cell.inMonth ? closedOn(cell.date) : null}
              onOpen={onOpen}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}
