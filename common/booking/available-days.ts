import { bookingRuleRefusals } from '../validation/booking-rules';
import { appointmentMessages } from '../validation/appointment';
import type { BookingCalendar } from './booking-problem';
import { closedDay } from './closures';
import { horizonProblem } from './horizon';
import type { BookingLeeway } from './notice';
import type { ShopClock } from './shop-clock';
import { addDays } from './shop-dates';
import { bookableTimes, type TimeRange } from './slot-grid';

/** The most days one request for the booking strip may ask about: two months, as the barber's calendar shows. */
export const AVAILABLE_DAYS_MAX = 62;

/** Why a day of the strip offers nothing, the first rule that empties it. */
export type DayUnavailableReason = 'past' | 'closed' | 'too_far' | 'too_soon' | 'full';

/** One day of the booking strip: the start times a client could book, and when there are none, why. */
export interface AvailableDay {
  date: string;
  free: string[];
  reason: DayUnavailableReason | null;
  /** The reason in the server's words, for the screen to say on tap; null when something is free. */
  message: string | null;
}

/** Every date from `from` to `to`, both included (YYYY-MM-DD). */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * `date` for the booking strip: `bookableTimes` itself (the rules of a booking, no other), and when it is
 * empty the rule that emptied it, asked in the order a client would understand: a day gone, closed, too far,
 * then whether the bookings of others (full) or the clock (notice, a day already over) took the last time.
 */
export function availableDay(
  date: string,
  duration: number,
  calendar: BookingCalendar,
  taken: readonly TimeRange[],
  leeway: BookingLeeway = {},
): AvailableDay {
  const free = bookableTimes(date, duration, calendar, taken, leeway);
  if (free.length > 0) return { date, free, reason: null, message: null };
  const none = (reason: DayUnavailableReason, message: string): AvailableDay => ({ date, free, reason, message });
  const { clock, rules } = calendar;
  if (date < clock.today()) return none('past', appointmentMessages.dateInPast);
  const closed = closedDay(date, { closures: calendar.closures, openingHours: calendar.hours });
  if (closed) return none('closed', closed.reason);
  const tooFar = horizonProblem(date, clock.today(), rules.horizonDays);
  if (tooFar) return none('too_far', tooFar);
  if (bookableTimes(date, duration, calendar, [], leeway).length > 0) {
    return none('full', bookingRuleRefusals.dayFull);
  }
  // With nobody else booked the day is still empty: was it the clock (notice, hours already gone)?
  const unhurried = { ...calendar, clock: { ...clock, now: () => new Date(0) } };
  if (bookableTimes(date, duration, unhurried, [], leeway).length > 0) {
    return none('too_soon', bookingRuleRefusals.dayTooSoon(rules.minNoticeHours));
  }
  return none('full', bookingRuleRefusals.dayNoRoom);
}

/**
 * The strip's days from `from` to `to` for one service: `taken` is every live booking of the range (each
 * held range, buffer included), read at once; each day judges only the ones that reach into it.
 */
export function availableDays(
  from: string,
  to: string,
  duration: number,
  calendar: BookingCalendar,
  taken: readonly TimeRange[],
  leeway: BookingLeeway = {},
): AvailableDay[] {
  const remembering = { ...calendar, clock: rememberingInstants(calendar.clock) };
  return datesBetween(from, to).map((date) => {
    const dayStart = remembering.clock.instant(date, '00:00').getTime();
    const dayEnd = remembering.clock.instant(addDays(date, 1), '00:00').getTime();
    const ofDay = taken.filter((range) => range.start.getTime() < dayEnd && range.end.getTime() > dayStart);
    return availableDay(date, duration, remembering, ofDay, leeway);
  });
}

/**
 * The same clock, each wall-clock instant (and today's date) worked out once: the rules ask for a time's instant several times
 * (its span, whether it started, the notice), and a time zone conversion costs far more than the rest.
 */
function rememberingInstants(clock: ShopClock): ShopClock {
  const known = new Map<string, number>();
  let today: string | undefined;
  return {
    ...clock,
    now: () => clock.now(),
    // One request, one day: asked for each time of each day otherwise.
    today: () => (today ??= clock.today()),
    instant: (date, time) => {
      const key = `${date} ${time}`;
      let at = known.get(key);
      if (at === undefined) {
        at = clock.instant(date, time).getTime();
        known.set(key, at);
      }
      return new Date(at);
    },
  };
}
