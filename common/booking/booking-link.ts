import { isClockTime, isIsoDate } from '../validation/appointment';

/** Where a client books; what a link may preselect is in its query. */
export const BOOKING_PATH = '/client/appointments/create';

/** What a link to the booking form preselects: the cut, the barber, the day and the time. */
export interface BookingLink {
  cutId: string | null;
  barberId: string | null;
  date: string | null;
  time: string | null;
}

/**
 * The link's preselection, whatever else the query holds. A day or time that is not one (mistyped, or cut short
 * by a mail client) is dropped, and a time comes only with its day: the form then asks for what is missing.
 */
export function parseBookingLink(query: { get(name: string): string | null }): BookingLink {
  const text = (name: string) => query.get(name)?.trim() || null;
  const date = text('date');
  const validDate = date && isIsoDate(date) ? date : null;
  const time = text('time');
  return {
    cutId: text('cutId'),
    barberId: text('barberId'),
    date: validDate,
    time: validDate && time && isClockTime(time) ? time : null,
  };
}

/**
 * The path of the booking form preselecting what is given: «Repetir» in Mis Citas, and the mails of other
 * features (a freed time, a reminder to book again) link here, `?cutId=…&barberId=…&date=…&time=…`.
 */
export function bookingLinkPath(link: Partial<BookingLink>): string {
  const query = new URLSearchParams();
  for (const key of ['cutId', 'barberId', 'date', 'time'] as const) {
    const value = link[key];
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return text ? `${BOOKING_PATH}?${text}` : BOOKING_PATH;
}
