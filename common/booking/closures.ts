import type { DayHours } from '../opening-hours';
import { appointmentMessages, isIsoDate } from '../validation/appointment';
import { bookingRuleRefusals } from '../validation/booking-rules';
import { isoWeekday } from './shop-dates';

// The server refuses a booking on a closed date and on a weekday the hours leave closed; the screens
// say so before anyone tries, in the server's own words, from this one reading of the rules.

/**
 * A closed date or range the barber added (both ends included). `refusal`: how the server words it when it is
 * not the shop's own closure (a barber's time off, issue 32); the shop's «La barbería está cerrada» otherwise.
 */
export type Closure = { startDate: string; endDate: string; note?: string | null; refusal?: string };

/** Why `closure` refuses a booking, in the server's words. */
export const closureRefusal = (closure: Closure): string =>
  closure.refusal ?? bookingRuleRefusals.closedDate(closure.note || null);

/** The closure that contains `date`, if any. */
export function closureOn<T extends Closure>(closures: readonly T[] | undefined, date: string): T | undefined {
  return closures?.find((closure) => closure.startDate <= date && date <= closure.endDate);
}

/** True when the weekly hours leave `date`'s weekday closed (`open` null); false for a weekday they do not list. */
export function weeklyClosedOn(openingHours: readonly DayHours[] | undefined, date: string): boolean {
  if (!isIsoDate(date)) return false;
  const weekday = isoWeekday(date);
  return Boolean(openingHours?.some((day) => day.weekday === weekday && !day.open));
}

export type ClosedDay = {
  /** Closed by a closure the barber added (not by the weekly hours): its requests cannot be confirmed. */
  closure: boolean;
  /** The closure's note ('Vacaciones'); null for a weekly closed day or a closure without one. */
  note: string | null;
  /** Why, as the server words its refusal ('La barbería está cerrada ese día (Vacaciones)'). */
  reason: string;
};

/**
 * Whether the shop is closed on `date` and why, or null when it opens. A closure wins over the weekly
 * hours: its note is what the barber wrote for those days.
 */
export function closedDay(
  date: string,
  rules: { closures?: readonly Closure[]; openingHours?: readonly DayHours[] },
): ClosedDay | null {
  const closure = closureOn(rules.closures, date);
  if (closure) {
    const note = closure.note || null;
    return { closure: true, note, reason: closureRefusal(closure) };
  }
  if (weeklyClosedOn(rules.openingHours, date)) {
    return { closure: false, note: null, reason: appointmentMessages.closedDay };
  }
  return null;
}
