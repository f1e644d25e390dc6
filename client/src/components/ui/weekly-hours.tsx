import { DEFAULT_OPENING_HOURS } from '@common/opening-hours';
import { formatSlot12h } from '@common/validation/appointment';
import { WEEKDAY_NAMES } from '@/lib/weekday-names';
import './weekly-hours.css';

/** A day as the API answers it (open and close may be left out when closed). */
export type DayHours = { weekday: number; open?: string | null; close?: string | null };

function hoursText(day: DayHours): string {
  return day.open && day.close ? `${formatSlot12h(day.open)} - ${formatSlot12h(day.close)}` : 'Cerrado';
}

/** Consecutive days with the same hours read as one row ("Lunes a Viernes"). */
function groupDays(days: DayHours[]) {
  const sorted = [...days].sort((a, b) => a.weekday - b.weekday);
  const rows: { from: number; to: number; text: string }[] = [];
  for (const day of sorted) {
    const text = hoursText(day);
    const last = rows[rows.length - 1];
    if (last && last.text === text && last.to === day.weekday - 1) last.to = day.weekday;
    else rows.push({ from: day.weekday, to: day.weekday, text });
  }
  return rows;
}

/** The shop's weekly opening hours as a definition list. */
export function WeeklyHours({ days = DEFAULT_OPENING_HOURS }: { days?: DayHours[] }) {
  const rows = groupDays(days.length > 0 ? days : DEFAULT_OPENING_HOURS);
  return (
    <dl className="weekly-hours">
      {rows.map((row) => (
        <div key={row.from} className="dashed-row weekly-hours__row">
          <dt>
            {row.from === row.to
              ? WEEKDAY_NAMES[row.from - 1]
              : `${WEEKDAY_NAMES[row.from - 1]} a ${WEEKDAY_NAMES[row.to - 1]}`}
          </dt>
          <dd className={row.text === 'Cerrado' ? 'weekly-hours__closed' : undefined}>{row.text}</dd>
        </div>
      ))}
    </dl>
  );
}
