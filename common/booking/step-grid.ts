import type { DayHours } from '../opening-hours';
import { DEFAULT_BOOKING_RULES, bookingRuleRefusals } from '../validation/booking-rules';
import type { HeldStart } from './notice';
import { isoWeekday, minutesOf } from './shop-dates';
import type { SlotRequest } from './slot';

/** The minutes between two start times a shop's rules give: SPEC §9's half hour until the barber picks another. */
export const stepOf = (rules: { slotStepMinutes?: number }) =>
  rules.slotStepMinutes ?? DEFAULT_BOOKING_RULES.slotStepMinutes;

const clockTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Where the grid of `date` starts: its opening, or midnight on a day the shop does not open. */
const gridOrigin = (date: string, hours: readonly DayHours[]) => {
  const open = hours.find((h) => h.weekday === isoWeekday(date))?.open;
  return open ? minutesOf(open) : 0;
};

/**
 * Every start of `date` on the grid: from the day's opening, every `step` minutes until closing. A start that
 * the end of a booking plus the buffer passes is thus followed by that instant rounded up to the step.
 */
export function gridStarts(date: string, hours: readonly DayHours[], step: number): string[] {
  const day = hours.find((h) => h.weekday === isoWeekday(date));
  if (!day?.open || !day.close) return [];
  const starts: string[] = [];
  for (let minutes = minutesOf(day.open); minutes < minutesOf(day.close); minutes += step) {
    starts.push(clockTime(minutes));
  }
  return starts;
}

/**
 * Why `slot` does not start on the grid of `step` (counted from the day's opening), or null. A pending
 * appointment may keep the start it holds even when the step has changed since it was booked.
 */
export function offGridProblem(
  slot: SlotRequest,
  hours: readonly DayHours[],
  step: number,
  held?: HeldStart,
): string | null {
  if (held?.date === slot.date && held.time === slot.time) return null;
  const onGrid = (minutesOf(slot.time) - gridOrigin(slot.date, hours)) % step === 0;
  return onGrid ? null : bookingRuleRefusals.offGrid(step);
}

/**
 * Every start of `date` on the grid of `step`, through the whole day (the barber's booking outside the hours,
 * issue 31): the same grid as gridStarts, continued before the opening and after the closing, from 00:00 to
 * the last start before midnight.
 */
export function wholeDayStarts(date: string, hours: readonly DayHours[], step: number): string[] {
  const first = gridOrigin(date, hours) % step;
  const starts: string[] = [];
  for (let minutes = first; minutes < 24 * 60; minutes += step) starts.push(clockTime(minutes));
  return starts;
}
