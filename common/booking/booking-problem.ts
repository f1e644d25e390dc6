import type { DayHours } from '../opening-hours';
import { bookingRuleRefusals } from '../validation/booking-rules';
import { breakDuring, type BookingBreak } from './breaks';
import { closureOn, closureRefusal, type Closure } from './closures';
import { horizonProblem } from './horizon';
import { noticeProblem, type BookingLeeway } from './notice';
import type { ShopClock } from './shop-clock';
import { pastMidnightProblem, slotProblem, startedProblem, type SlotRequest } from './slot';
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
 * The barber's own booking (`leeway.barber`) skips the horizon and the notice; with `outsideHours` also the
 * closure, the day's hours and the break, but the service must still end that same day.
 */
export function bookingProblem(
  slot: SlotRequest,
  calendar: BookingCalendar,
  leeway: BookingLeeway = {},
): string | null {
  const { rules, clock } = calendar;
  const barber = leeway.barber ?? false;
  const anyHour = barber && (leeway.outsideHours ?? false);
  const offGrid = offGridProblem(slot, calendar.hours, stepOf(rules), leeway.held);
  if (offGrid) return offGrid;
  const closure = anyHour ? undefined : closureOn(calendar.closures, slot.date);
  if (closure) return closureRefusal(closure);
  const tooFar = barber ? null : horizonProblem(slot.date, clock.today(), rules.horizonDays);
  if (tooFar) return tooFar;
  const underWay = barber || (leeway.underWay ?? false);
  const outside = anyHour
    ? (pastMidnightProblem(slot) ?? startedProblem(slot, clock, underWay, stepOf(rules)))
    : slotProblem(slot, calendar.hours, clock, underWay, stepOf(rules));
  if (outside) return outside;
  const pause = anyHour ? undefined : breakDuring(slot, rules.breaks);
  if (pause) return bookingRuleRefusals.duringBreak(pause.start, pause.end);
  return barber ? null : noticeProblem(slot, rules.minNoticeHours, clock, leeway);
}
