import type { DayHours } from '../opening-hours';
import { barberMessages } from '../validation/barber';
import type { BookingCalendar, BookingRuleSet } from './booking-problem';
import type { BookingBreak } from './breaks';
import type { Closure } from './closures';

/** What a barber adds to the shop's calendar (issue 32): their own week, breaks and days off. */
export interface BarberWeekRules {
  /** Null: the shop's opening hours. */
  hours: readonly DayHours[] | null;
  breaks: readonly BookingBreak[];
}

/** A barber's day or days off, as the table keeps them. */
export type TimeOff = { startDate: string; endDate: string; note?: string | null };

/**
 * One barber's calendar: their hours (the shop's until given their own), the shop's rules with their breaks
 * added, and the shop's closures followed by their time off. The shop's closures come first, so a day both
 * closed and off is said to be the shop's. Every rule of common/booking/ then judges them as it judges the shop.
 */
export function barberCalendar<Rules extends BookingRuleSet>(
  shop: BookingCalendar<Rules>,
  barber: BarberWeekRules,
  timeOff: readonly TimeOff[],
): BookingCalendar<Rules> {
  const off: Closure[] = timeOff.map((t) => ({ ...t, refusal: barberMessages.timeOff(t.note || null) }));
  return {
    ...shop,
    hours: barber.hours ?? shop.hours,
    rules: barber.breaks.length ? { ...shop.rules, breaks: [...shop.rules.breaks, ...barber.breaks] } : shop.rules,
    closures: off.length ? [...shop.closures, ...off] : shop.closures,
  };
}
