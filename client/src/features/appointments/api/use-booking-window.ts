import { useQuery } from '@apollo/client/react';
import { bookingRuleRefusals } from '@common/validation/booking-rules';
import { graphql } from '@/gql/gql';
import { closedDay } from '@/lib/closed-day';
import { CACHED_THEN_FRESH } from '@/lib/fetch-policies';
import { parseShopDay } from '@/lib/shop-date';

const BookingWindowQuery = graphql(`
  query BookingWindow {
    bookingRules {
      horizonDays
      minNoticeHours
      cancellationCutoffHours
    }
    closedDates {
      id
      startDate
      endDate
      note
    }
    publicConfig {
      phone
    }
  }
`);

/**
 * The shop's rules the screens explain before the server refuses: how far ahead one can book,
 * the closed dates, and the cancellation cutoff with the phone to call instead.
 */
export function useBookingWindow(today?: string) {
  const { data } = useQuery(BookingWindowQuery, CACHED_THEN_FRESH);
  const horizonDays = data?.bookingRules.horizonDays;
  const lastDay =
    horizonDays === undefined
      ? undefined
      : (today ? parseShopDay(today) : null)?.add(horizonDays, 'day').format('YYYY-MM-DD');

  /** Why `date` offers no times, in the server's words; undefined when the rules allow it. */
  const dayNotice = (date: string): string | undefined => {
    const closed = closedDay(date, { closures: data?.closedDates });
    if (closed) return `${closed.reason}. Elige otra fecha.`;
    if (lastDay && horizonDays !== undefined && date > lastDay) {
      return `${bookingRuleRefusals.tooFar(horizonDays)}. Elige otra fecha.`;
    }
    return undefined;
  };

  const minNoticeHours = data?.bookingRules.minNoticeHours ?? 0;
  /** The rule that empties the first hours ahead, said under the date field. */
  const dateHint = minNoticeHours > 0 ? bookingRuleRefusals.noticeHint(minNoticeHours) : undefined;

  /** The cutoff's explanation when a confirmed appointment starting at `startsAt` can no longer be cancelled online. */
  const cancellationLocked = (startsAt: string): string | null => {
    const hours = data?.bookingRules.cancellationCutoffHours ?? 0;
    if (hours === 0 || Date.parse(startsAt) - Date.now() >= hours * 3_600_000) return null;
    return bookingRuleRefusals.cancellationClosed(hours, data?.publicConfig.phone ?? null);
  };

  return { lastDay, dayNotice, dateHint, cancellationLocked, phone: data?.publicConfig.phone ?? null };
}
