import { dayjs } from '@/lib/dayjs';
import { shopTimeZone } from '@/lib/shop-time-zone';

/** SPEC §2 dashboard: by the shop's time of day — before 12 morning, before 18 afternoon, otherwise night. */
export function greetingFor(hour: number): string {
  if (hour < 12) return 'Buenos días';
  if (hour < 18) return 'Buenas tardes';
  return 'Buenas noches';
}

/** The greeting and the long date ("miércoles, 16 de enero de 2030") right now in the shop. */
export function shopGreeting(now: Date = new Date()) {
  const shopNow = dayjs(now).tz(shopTimeZone());
  return { greeting: greetingFor(shopNow.hour()), date: shopNow.format('dddd, D [de] MMMM [de] YYYY') };
}
