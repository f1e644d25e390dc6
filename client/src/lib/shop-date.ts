import { shortInstant, shortInstantWithTime } from '@common/date-text';
import { dayjs } from './dayjs';
import { shopTimeZone } from './shop-time-zone';

// Shop-calendar helpers: every date the screens show is the shop's (SPEC §1), whatever the
// browser's own time zone.

const DAY_FORMAT = 'YYYY-MM-DD';

/** Today in the shop, YYYY-MM-DD. */
export function shopToday(): string {
  return shopDayAt(Date.now());
}

/** The shop's day (YYYY-MM-DD) at an instant (ms), as a clock-driven screen sees it (useNow). */
export function shopDayAt(instant: number): string {
  return dayjs(instant).tz(shopTimeZone()).format(DAY_FORMAT);
}

/** The shop's day an instant (ISO string) was recorded on, short ('1 dic 2026'), or null when invalid. */
export function recordedOn(value: string | null | undefined): string | null {
  return shortInstant(value, shopTimeZone());
}

/** The shop's day and time an instant (ISO string) was recorded at ('1 dic 2026, 10:15 AM'), or null when invalid. */
export function recordedAt(value: string | null | undefined): string | null {
  return shortInstantWithTime(value, shopTimeZone());
}
