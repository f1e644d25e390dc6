import { dayjs } from '@/lib/dayjs';

// Calendar arithmetic on shop dates (YYYY-MM-DD, YYYY-MM): plain dates, no time zone involved.

export type CalendarCell = {
  date: string;
  day: number;
  inMonth: boolean;
  isToday: boolean;
};

/** SPEC §2: weeks start on Sunday. Abbreviations from the 'es' locale ("dom." → "Dom"). */
const A_SUNDAY = dayjs('2023-01-01', 'YYYY-MM-DD', true);
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const WEEKDAY_ABBREVIATIONS: readonly string[] = [0, 1, 2, 3, 4, 5, 6].map((i) =>
  capitalize(A_SUNDAY.add(i, 'day').format('ddd').replace('.', '')),
);

export const WEEKDAY_NAMES: readonly string[] = [0, 1, 2, 3, 4, 5, 6].map((i) => A_SUNDAY.add(i, 'day').format('dddd'));

const monthStart = (month: string) => dayjs(`${month}-01`, 'YYYY-MM-DD', true);

export const monthOf = (date: string) => date.slice(0, 7);

export function shiftMonth(month: string, delta: number): string {
  return monthStart(month).add(delta, 'month').format('YYYY-MM');
}

/** First and last day of the month, both included (the `appointments(from, to)` range). */
export function monthRange(month: string): { from: string; to: string } {
  const start = monthStart(month);
  return { from: start.format('YYYY-MM-DD'), to: start.endOf('month').format('YYYY-MM-DD') };
}

/**
 * The first and last day the month's grid shows (whole weeks from Sunday): the calendar asks for the
 * appointments of all of them, so the neighbouring months' days show theirs (issue 31 §3).
 */
export function gridRange(month: string): { from: string; to: string } {
  const start = monthStart(month);
  const end = start.endOf('month');
  return {
    from: start.subtract(start.day(), 'day').format('YYYY-MM-DD'),
    to: end.add(6 - end.day(), 'day').format('YYYY-MM-DD'),
  };
}

/** "Enero 2030". */
export function monthLabel(month: string): string {
  return capitalize(monthStart(month).format('MMMM YYYY'));
}

/** Whole weeks (Sunday to Saturday) covering the month; days of the neighbouring months are flagged. */
export function monthGrid(month: string, today: string): CalendarCell[][] {
  const start = monthStart(month);
  const range = gridRange(month);
  const gridStart = dayjs(range.from, 'YYYY-MM-DD', true);
  const gridEnd = dayjs(range.to, 'YYYY-MM-DD', true);
  const weeks: CalendarCell[][] = [];
  for (let cursor = gridStart; !cursor.isAfter(gridEnd, 'day'); cursor = cursor.add(1, 'day')) {
    if (cursor.day() === 0) weeks.push([]);
    const date = cursor.format('YYYY-MM-DD');
    weeks[weeks.length - 1].push({
      date,
      day: cursor.date(),
      inMonth: cursor.month() === start.month(),
      isToday: date === today,
    });
  }
  return weeks;
}
