import { TIME_SLOTS } from '../validation/appointment';
import { bookingProblem, type BookingCalendar } from './booking-problem';
import type { BookingLeeway } from './notice';
import type { ShopClock } from './shop-clock';

/** A range of the agenda an appointment holds, buffer included. */
export interface TimeRange {
  start: Date;
  end: Date;
}

/** The end of the range a booking holds: its end plus the buffer the barber keeps after it. */
export const blockedUntil = (endsAt: Date, rules: { bufferMinutes: number }) =>
  new Date(endsAt.getTime() + rules.bufferMinutes * 60_000);

/** The instants an appointment holds: its start, its end and the end of the buffer kept after it. */
export interface AppointmentSpan {
  startsAt: Date;
  endsAt: Date;
  blockedUntil: Date;
}

/** Where `duration` minutes from `time` on `date` (the shop's wall clock) sit in time; every write and the grid agree. */
export function appointmentSpan(
  clock: Pick<ShopClock, 'instant'>,
  { date, time, duration }: { date: string; time: string; duration: number },
  rules: { bufferMinutes: number },
): AppointmentSpan {
  const startsAt = clock.instant(date, time);
  const endsAt = new Date(startsAt.getTime() + duration * 60_000);
  return { startsAt, endsAt, blockedUntil: blockedUntil(endsAt, rules) };
}

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
    const span = appointmentSpan(calendar.clock, { date, time, duration }, calendar.rules);
    const [start, end] = [span.startsAt.getTime(), span.blockedUntil.getTime()];
    // Half-open ranges, as the exclusion constraint compares them: back-to-back is fine.
    return !taken.some((range) => start < range.end.getTime() && range.start.getTime() < end);
  });
}
