import { barberCalendar } from '../../../../common/booking/barber-calendar';
import type { BookingCalendar as ShopBookingCalendar } from '../../../../common/booking/booking-problem';
import type { DayHours } from '../../../../common/opening-hours';
import type { BookingRulesView } from '../business-config/booking-rules.entity';
import type { BookingRulesService } from '../business-config/booking-rules.service';
import type { ClosedDatesService } from '../business-config/closed-dates.service';
import type { Barber } from '../barbers/barber.entity';
import type { BookableBarber } from './booking-barbers';
import type { ShopClock } from './shop-clock';

/** The shop's rules as the server reads them: the limits of issue 29 travel along with the rest. */
export type BookingCalendar = ShopBookingCalendar<BookingRulesView>;

/** A barber and the calendar their bookings are judged by. */
export interface BarberCalendar {
  barber: Barber;
  calendar: BookingCalendar;
}

/** What the pure rules (common/booking/) judge a booking by, read from the database once per request. */
export class BookingCalendars {
  constructor(
    private readonly clock: ShopClock,
    private readonly openingHours: () => Promise<DayHours[]>,
    private readonly bookingRules: BookingRulesService,
    private readonly closedDates: ClosedDatesService,
  ) {}

  of(date: string): Promise<BookingCalendar> {
    return this.between(date, date);
  }

  /** The same for every day from `from` to `to` (the booking strip): the closures of the whole range. */
  async between(from: string, to: string): Promise<BookingCalendar> {
    const [hours, rules, closures] = await Promise.all([
      this.openingHours(),
      this.bookingRules.get(),
      this.closedDates.between(from, to),
    ]);
    return { hours, rules, closures, clock: this.clock };
  }

  /**
   * Each barber's calendar from `from` to `to` (issue 32), in their order: the shop's, read once, with each
   * barber's hours, breaks and the time off read with them (see bookableBarbers).
   */
  async ofBarbers(barbers: readonly BookableBarber[], from: string, to: string = from): Promise<BarberCalendar[]> {
    return barberCalendars(await this.between(from, to), barbers);
  }
}

/** Each barber's calendar made of the shop's (see BookingCalendars.ofBarbers). */
export const barberCalendars = (shop: BookingCalendar, barbers: readonly BookableBarber[]): BarberCalendar[] =>
  barbers.map(({ barber, timeOff }) => ({ barber, calendar: barberCalendar(shop, barber, timeOff) }));
