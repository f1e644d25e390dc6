import type { DayHours } from '../opening-hours';
import { bookingRuleRefusals } from '../validation/booking-rules';
import { breakDuring, type BookingBreak } from './breaks';
import { closureOn, type Closure } from './closures';
import { horizonProblem } from './horizon';
import { noticeProblem, type BookingLeeway } from './notice';
import type { ShopClock } from './shop-clock';
import { slotProblem, type SlotRequest } from './slot';
import { offGridProblem, stepOf } from './step-grid';

/** The booking rules a time is judged by (the barber's settings; the live-bookings limit is not about time). */
export interface BookingRuleSet {
  bufferMinutes: number;
  minNoticeHours: number;
  horizonDays: number;
  breaks: readonly BookingBreak[];
  /** Minutes between two start times (issue 31); the half hour when absent. */
  slotStepMinutes?: number;
}

/** Everything that decides whether a time can be booked, read once per request. */
export interface BookingCalendar<Rules extends BookingRuleSet = BookingRuleSet> {
  hours: readonly DayHours[];
  rules: Rules;
  closures: readonly Closure[];
  clock: ShopClock;
}

/**
 * Why the shop's rules refuse this slot, or null: off the grid of the shop's step (first, as the form's own
 * check of the time was before issue 31), a closed date, beyond the horizon, outside the
 * day's hours or already started (slotProblem), overlapping a break, or inside the minimum notice.
 */
export function bookingProblem(
  slot: SlotRequest,
  calendar: BookingCalendar,
  leeway: BookingLeeway = {},
): string | null {
  const { rules, clock } = calendar;
  const offGrid = offGridProblem(slot, calendar.hours, stepOf(rules), leeway.held);
  if (offGrid) return offGrid;
  const closure = closureOn(calendar.closures, slot.date);
  if (closure) return bookingRuleRefusals.closedDate(closure.note ?? null);
  const tooFar = horizonProblem(slot.date, clock.today(), rules.horizonDays);
  if (tooFar) return tooFar;
  const outside = slotProblem(slot, calendar.hours, clock, leeway.underWay ?? false, stepOf(rules));
  if (outside) return outside;
  const pause = breakDuring(slot, rules.breaks);
  if (pause) return bookingRuleRefusals.duringBreak(pause.start, pause.end);
  return noticeProblem(slot, rules.minNoticeHours, clock, leeway);
}
