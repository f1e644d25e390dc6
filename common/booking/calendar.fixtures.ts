import { DEFAULT_OPENING_HOURS } from '../opening-hours';
import type { BookingCalendar, BookingRuleSet } from './booking-problem';
import { createShopClock } from './shop-clock';

// What the unit tests of the booking rules judge by: the default week (SPEC §9), no rule beyond the
// defaults, and a New York clock stopped at the instant given.

export const NEW_YORK = 'America/New_York';

/** Wednesday 10 March 2027. */
export const WEDNESDAY = '2027-03-10';

export const stoppedClock = (iso: string) => createShopClock(NEW_YORK, () => new Date(iso));

export const noRules: BookingRuleSet = { bufferMinutes: 0, minNoticeHours: 0, horizonDays: 60, breaks: [] };

export const calendarAt = (
  iso: string,
  { rules = {}, ...rest }: Partial<Omit<BookingCalendar, 'rules' | 'clock'>> & { rules?: Partial<BookingRuleSet> } = {},
): BookingCalendar => ({
  hours: DEFAULT_OPENING_HOURS,
  closures: [],
  ...rest,
  rules: { ...noRules, ...rules },
  clock: stoppedClock(iso),
});
