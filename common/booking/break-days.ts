import type { BookingBreak } from './breaks';

/**
 * A break as it may be sent (issue 31): for one day (`weekday`, the shape since issue 15) or for several at once
 * (`weekdays`). The shop keeps one break per day, which is what the booking rules read.
 */
export type BreakForDays = { weekday?: number | null; weekdays?: readonly number[] | null; start: string; end: string };

/** The days a break covers, Monday first, each once. */
export function breakDays(pause: Pick<BreakForDays, 'weekday' | 'weekdays'>): number[] {
  const days = pause.weekdays ?? (pause.weekday == null ? [] : [pause.weekday]);
  return [...new Set(days)].sort((a, b) => a - b);
}

/** One break per day, as the shop keeps them. */
export function breaksPerDay(breaks: readonly BreakForDays[]): BookingBreak[] {
  return breaks.flatMap(({ start, end, ...days }) => breakDays(days).map((weekday) => ({ weekday, start, end })));
}

/**
 * The saved breaks as the barber set them: the same hours on several days read as one break with those days,
 * in the order of their first day.
 */
export function breaksByHours(breaks: readonly BookingBreak[]): { weekdays: number[]; start: string; end: string }[] {
  const rows = new Map<string, { weekdays: number[]; start: string; end: string }>();
  for (const { weekday, start, end } of [...breaks].sort((a, b) => a.weekday - b.weekday)) {
    const key = `${start}-${end}`;
    const row = rows.get(key);
    if (row) {
      if (!row.weekdays.includes(weekday)) row.weekdays.push(weekday);
    } else rows.set(key, { weekdays: [weekday], start, end });
  }
  return [...rows.values()];
}
