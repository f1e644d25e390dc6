import { TIME_SLOTS } from '../validation/appointment';
import { bookingProblem, type BookingCalendar } from './booking-problem';
import type { BookingLeeway } from './notice';

/** A range of the agenda an appointment holds, buffer included. */
export interface TimeRange {
  start: Date;
  end: Date;
}

/** The end of the range a booking holds: its end plus the buffer the barber keeps after it. */
export const blockedUntil = (endsAt: Date, rules: { bufferMinutes: number }) =>
  new Date(endsAt.getTime() + rules.bufferMinutes * 60_000);

/** The times of `date` the server would accept for `duration` minutes, given the ranges already held. */
export function bookableTimes(
  date: string,
  duration: number,
  calendar: BookingCalendar,
  taken: readonly TimeRange[],
  leeway: BookingLeeway = {},
): string[] {
  return TIME_SLOTS.filter((time) => {
    if (bookingProblem({ date, time, duration }, calendar, leeway)) return false;
    const start = calendar.clock.instant(date, time);
    const end = blockedUntil(new Date(start.getTime() + duration * 60_000), calendar.rules).getTime();
    // Half-open ranges, as the exclusion constraint compares them: back-to-back is fine.
    return !taken.some((range) => start.getTime() < range.end.getTime() && range.start.getTime() < end);
  });
}
