import type { EntityManager } from 'typeorm';
import { anyBarberDays } from '../../../../common/booking/any-barber';
import { availableDay, type AvailableDay } from '../../../../common/booking/available-days';
import { timesInWindow, type WaitlistWindow } from '../../../../common/booking/waitlist';
import { barberCalendars, type BookingCalendars } from '../appointments/booking-calendar';
import { bookableBarbers } from '../appointments/booking-barbers';
import { addDays, type ShopClock } from '../appointments/shop-clock';

/** What a waitlist entry (or a request to join one) waits for. */
export interface WaitlistWish extends WaitlistWindow {
  date: string;
  cutId: string;
  barberId: string | null;
}

/** The day as the client's booking form sees it for that cut and barber, and each barber's times in the window. */
export interface WaitlistDay {
  day: AvailableDay;
  /** By barber, in display order: the start times the client could book that fit the window. */
  byBarber: { barberId: string; times: string[] }[];
}

/**
 * The day of a wish by the rules of a client's own booking (notice, horizon, hours, breaks, buffer, each barber's
 * calendar): the same functions as the booking strip and the booking itself, so what the waitlist offers is what
 * the booking accepts. A barber named who is gone or inactive is refused as the booking refuses them.
 */
export async function waitlistDay(
  db: EntityManager,
  clock: ShopClock,
  calendars: BookingCalendars,
  wish: WaitlistWish,
  duration: number,
): Promise<WaitlistDay> {
  const [barbers, shop] = await Promise.all([
    bookableBarbers(db, wish.barberId, wish.cutId, wish.date, wish.date, {
      start: clock.instant(wish.date, '00:00'),
      end: clock.instant(addDays(wish.date, 1), '00:00'),
    }),
    calendars.of(wish.date),
  ]);
  const days = barberCalendars(shop, barbers).map(({ calendar }, i) =>
    availableDay(wish.date, duration, calendar, barbers[i].taken),
  );
  const [day] = days.length === 1 ? days : anyBarberDays(days.map((d) => [d]));
  return {
    day: day ?? { date: wish.date, free: [], reason: 'closed', message: null },
    byBarber: days.map((d, i) => ({ barberId: barbers[i].barber.id, times: timesInWindow(d.free, duration, wish) })),
  };
}

/** Every time of the day the wish can take, whichever barber, in order. */
export const wishTimes = (day: WaitlistDay) => [...new Set(day.byBarber.flatMap((b) => b.times))].sort();
