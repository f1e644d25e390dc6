import type { DayHours } from '../opening-hours';
import { bookingRuleRefusals } from '../validation/booking-rules';
import { breakDuring, type BookingBreak } from './breaks';
import { closureOn, type Closure } from './closures';
import { horizonProblem } from './horizon';
import { noticeProblem, type BookingLeeway } from './notice';
import type { ShopClock } from './shop-clock';
import { slotProblem, type SlotRequest } from './slot';

/** The booking rules a time is judged by (the barber's settings; the live-bookings limit is not about time). */
export interface BookingRuleSet {
  bufferMinutes: number;
  minNoticeHours: number;
  horizonDays: number;
  breaks: readonly BookingBreak[];
}

/** Everything that decides whether a time can be booked, read once per request. */
export interface BookingCalendar<Rules extends BookingRuleSet = BookingRuleSet> {
  hours: readonly DayHours[];
  rules: Rules;
  closures: readonly Closure[];
  clock: ShopClock;
}

/**
 * Why the shop's rules refuse this slot, or null: a closed date, beyond the horizon, outside the
 * day's hours or already started (slotProblem), overlapping a break, or inside the minimum notice.
 */
export function bookingProblem(
  slot: SlotRequest,
  calendar: BookingCalendar,
  leeway: BookingLeeway = {},
): string | null {
  const { rules, clock } = calendar;
  const closure = closureOn(calendar.closures, slot.date);
  if (closure) return bookingRuleRefusals.closedDate(closure.note ?? null);
  const tooFar = horizonProblem(slot.date, clock.today(), rules.horizonDays);
  if (tooFar) return tooFar;
  const outside = slotProblem(slot, calendar.hours, clock, leeway.underWay ?? false);
  if (outside) return outside;
  const pause = breakDuring(slot, rules.breaks);
  if (pause) return bookingRuleRefusals.duringBreak(pause.start, pause.end);
  return noticeProblem(slot, rules.minNoticeHours, clock, leeway);
}
