import { stringEnum, type EnumValue } from '../../domain/string-enum';

/**
 * What happened to an appointment, as the mails tell it; the value is the outbox's `kind`: 'booking_received'.
 * RESUBMITTED: the client moved an appointment the barber had rejected, so it is a request again.
 * RESCHEDULED_FROM and RESCHEDULED: a client's «Reprogramar», told as one (decision 0028) in two mails because one
 * calendar file carries one method: the old time, whose invitation cancels the old event, and the new request.
 */
export const BookingEvent = stringEnum(
  [
    'RECEIVED',
    'CHANGED',
    'RESUBMITTED',
    'CONFIRMED',
    'REJECTED',
    'CANCELLED_BY_SHOP',
    'CANCELLED_BY_CLIENT',
    'MOVED_BY_SHOP',
    'RESCHEDULED_FROM',
    'RESCHEDULED',
  ],
  'booking_',
);
export type BookingEvent = EnumValue<typeof BookingEvent>;
