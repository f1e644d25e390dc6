import { shopDayAndTime, shortInstant, shortInstantWithTime } from '@common/date-text';
import { shopTimeZone } from './shop-time-zone';

// Shop-calendar helpers: every date the screens show is the shop's (SPEC §1), whatever the
// browser's own time zone.

/** Today in the shop, YYYY-MM-DD. */
export function shopToday(): string {
  return shopDayAt(Date.now());
}

// Not dayjs' .tz(): it builds a new Intl formatter on every call, and an agenda asks once per card
// (decision 0044); common/date-text keeps one per zone.

/** The shop's day (YYYY-MM-DD) at an instant (ms), as a clock-driven screen sees it (useNow). */
export function shopDayAt(instant: number): string {
  return shopDayAndTime(instant, shopTimeZone())!.date;
}

/** The shop's clock (HH:MM) at an instant (ms). */
export function shopTimeAt(instant: number): string {
  return shopDayAndTime(instant, shopTimeZone())!.time;
}

/** The shop's day an instant (ISO string) was recorded on, short ('1 dic 2026'), or null when invalid. */
export function recordedOn(value: string | null | undefined): string | null {
  return shortInstant(value, shopTimeZone());
}

/** The shop's day and time an instant (ISO string) was recorded at ('1 dic 2026, 10:15 AM'), or null when invalid. */
export function recordedAt(value: string | null | undefined): string | null {
  return shortInstantWithTime(value, shopTimeZone());
}
