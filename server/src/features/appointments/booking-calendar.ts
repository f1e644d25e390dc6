import type { BookingCalendar as ShopBookingCalendar } from '../../../../common/booking/booking-problem';
import type { DayHours } from '../../../../common/opening-hours';
import type { BookingRulesView } from '../business-config/booking-rules.entity';
import type { BookingRulesService } from '../business-config/booking-rules.service';
import type { ClosedDatesService } from '../business-config/closed-dates.service';
import type { ShopClock } from './shop-clock';

/** The shop's rules as the server reads them: the limits of issue 29 travel along with the rest. */
export type BookingCalendar = ShopBookingCalendar<BookingRulesView>;

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
}
