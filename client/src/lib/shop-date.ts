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

/** A shop day written YYYY-MM-DD as a dayjs value, or null when it is not a real date. */
export function parseShopDay(value: string | null | undefined) {
  if (!value) return null;
  const day = dayjs(value.slice(0, 10), DAY_FORMAT, true);
  return day.isValid() ? day : null;
}

/** A shop day formatted with a dayjs pattern ('es' locale), or null when invalid. */
export function formatShopDay(value: string | null | undefined, pattern: string): string | null {
  return parseShopDay(value)?.format(pattern) ?? null;
}

/** An instant (ISO string) formatted in the shop's time zone, or null when invalid. */
export function formatInstant(value: string | null | undefined, pattern: string): string | null {
  if (!value) return null;
  const instant = dayjs(value);
  return instant.isValid() ? instant.tz(shopTimeZone()).format(pattern) : null;
}
