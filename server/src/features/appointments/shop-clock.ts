import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Calendar questions answered in the shop's time zone, never the server's: the barber's
 * "today" and "10:00" are wall-clock times where the shop is, whatever TZ the process runs in.
 */
export interface ShopClock {
  readonly zone: string;
  now(): Date;
  /** The shop's current date, YYYY-MM-DD. */
  today(): string;
  /** The instant a shop wall-clock date and time (HH:MM) happen. */
  instant(date: string, time: string): Date;
}

export function createShopClock(zone: string, now: () => Date = () => new Date()): ShopClock {
  // Built once: dayjs's .tz() makes a formatter per call, and a booking asks for "today" several times.
  const shopDate = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return {
    zone,
    now,
    today: () => shopDate.format(now()),
    instant: (date, time) => dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', zone).toDate(),
  };
}

// Pure calendar arithmetic on YYYY-MM-DD, done in UTC so the process TZ cannot shift a day.
const toUtc = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};
const fromUtc = (date: Date) => date.toISOString().slice(0, 10);

/** ISO weekday: 1 Monday … 7 Sunday. */
export const isoWeekday = (date: string) => toUtc(date).getUTCDay() || 7;

export function addDays(date: string, days: number): string {
  const value = toUtc(date);
  value.setUTCDate(value.getUTCDate() + days);
  return fromUtc(value);
}

/** Same day of the month one month earlier, clamped (03-31 → 02-28). */
export function minusOneMonth(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const lastDayOfPrevious = new Date(Date.UTC(y, m - 1, 0)).getUTCDate();
  return fromUtc(new Date(Date.UTC(y, m - 2, Math.min(d, lastDayOfPrevious))));
}

export const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
};
