import type { DataSource } from 'typeorm';
import type { BookingCalendar as ShopBookingCalendar } from '../../../../common/booking/booking-problem';
import type { DayHours } from '../../../../common/opening-hours';
import type { BookingRulesView } from '../business-config/booking-rules.entity';
import { BookingRulesService } from '../business-config/booking-rules.service';
import { ClosedDatesService } from '../business-config/closed-dates.service';
import type { ShopClock } from './shop-clock';

/** The shop's rules as the server reads them: the limits of issue 29 travel along with the rest. */
export type BookingCalendar = ShopBookingCalendar<BookingRulesView>;

/** What the pure rules (common/booking/) judge a booking by, read from the database once per request. */
export async function loadBookingCalendar(
  dataSource: DataSource,
  clock: ShopClock,
  openingHours: () => Promise<DayHours[]>,
  date: string,
): Promise<BookingCalendar> {
  const [hours, rules, closures] = await Promise.all([
    openingHours(),
    new BookingRulesService(dataSource).get(),
    new ClosedDatesService(dataSource, clock.today).between(date, date),
  ]);
  return { hours, rules, closures, clock };
}
