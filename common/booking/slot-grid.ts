import { bookingProblem, type BookingCalendar } from './booking-problem';
import type { BookingLeeway } from './notice';
import type { ShopClock } from './shop-clock';
import { gridStarts, stepOf, wholeDayStarts } from './step-grid';

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

/**
 * The times of `date` the server would accept for `duration` minutes, given the ranges already held: the
 * grid of the shop's step from opening, so after a booking and its buffer the next time offered is their end
 * rounded up to the step (10:00–10:30 and 10 minutes with a 15-minute step: 10:45). A pending appointment's
 * own start is offered even if a later change of step left it off the grid. The barber's own booking with
 * `outsideHours` is offered the whole day's grid.
 */
export function bookableTimes(
  date: string,
  duration: number,
  calendar: BookingCalendar,
  taken: readonly TimeRange[],
  leeway: BookingLeeway = {},
): string[] {
  const starts = leeway.barber && leeway.outsideHours ? wholeDayStarts : gridStarts;
  const grid = starts(date, calendar.hours, stepOf(calendar.rules));
  const held = leeway.held?.date === date ? leeway.held.time : null;
  const candidates = held && !grid.includes(held) ? [...grid, held].sort() : grid;
  return candidates.filter((time) => {
    if (bookingProblem({ date, time, duration }, calendar, leeway)) return false;
    const span = appointmentSpan(calendar.clock, { date, time, duration }, calendar.rules);
    const [start, end] = [span.startsAt.getTime(), span.blockedUntil.getTime()];
    // Half-open ranges, as the exclusion constraint compares them: back-to-back is fine.
    return !taken.some((range) => start < range.end.getTime() && range.start.getTime() < end);
  });
}
