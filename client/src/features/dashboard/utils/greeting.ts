import { longDate, shopDayAndTime } from '@common/date-text';
import { shopTimeZone } from '@/lib/shop-time-zone';

/** SPEC §2 dashboard: by the shop's time of day — before 12 morning, before 18 afternoon, otherwise night. */
export function greetingFor(hour: number): string {
  if (hour < 12) return 'Buenos días';
  if (hour < 18) return 'Buenas tardes';
  return 'Buenas noches';
}

/** The greeting and the long date ("miércoles, 16 de enero de 2030") right now in the shop. */
export function shopGreeting(now: Date = new Date()) {
  const shopNow = shopDayAndTime(now, shopTimeZone())!;
  return { greeting: greetingFor(Number(shopNow.time.slice(0, 2))), date: longDate(shopNow.date)! };
}
