import { bookingRuleRefusals } from '../validation/booking-rules';
import { addDays } from './shop-dates';

/** The last shop day the horizon lets anyone book, `horizonDays` after `today` (both YYYY-MM-DD). */
export const lastBookableDay = (today: string, horizonDays: number) => addDays(today, horizonDays);

/** Why `date` is too far ahead to book, or null. */
export const horizonProblem = (date: string, today: string, horizonDays: number): string | null =>
  date > lastBookableDay(today, horizonDays) ? bookingRuleRefusals.tooFar(horizonDays) : null;
