import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Calendar questions answered in the shop's time zone, never the process's: the barber's
 * "today" and "10:00" are wall-clock times where the shop is, whatever TZ the server or browser runs in.
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
