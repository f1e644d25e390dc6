import { useQuery } from '@apollo/client/react';
import { pastCancellationCutoff } from '@common/booking/cancellation-cutoff';
import { closedDay } from '@common/booking/closures';
import { horizonProblem, lastBookableDay } from '@common/booking/horizon';
import { bookingRuleRefusals } from '@common/validation/booking-rules';
import { graphql } from '@/gql/gql';
import { CACHED_THEN_FRESH } from '@/lib/fetch-policies';

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
  const lastDay = today && horizonDays !== undefined ? lastBookableDay(today, horizonDays) : undefined;

  /** Why `date` offers no times, in the server's words; undefined when the rules allow it. */
  const dayNotice = (date: string): string | undefined => {
    const refusal =
      closedDay(date, { closures: data?.closedDates })?.reason ??
      (today && horizonDays !== undefined ? horizonProblem(date, today, horizonDays) : null);
    return refusal ? `${refusal}. Elige otra fecha.` : undefined;
  };

  const minNoticeHours = data?.bookingRules.minNoticeHours ?? 0;
  /** The rule that empties the first hours ahead, said under the date field. */
  const dateHint = minNoticeHours > 0 ? bookingRuleRefusals.noticeHint(minNoticeHours) : undefined;

  /** The cutoff's explanation when a confirmed appointment starting at `startsAt` can no longer be cancelled online. */
  const cancellationLocked = (startsAt: string): string | null => {
    const rules = { cancellationCutoffHours: data?.bookingRules.cancellationCutoffHours ?? 0 };
    if (!pastCancellationCutoff(new Date(startsAt), rules, { now: () => new Date() })) return null;
    return bookingRuleRefusals.cancellationClosed(rules.cancellationCutoffHours, data?.publicConfig.phone ?? null);
  };

  return { lastDay, dayNotice, dateHint, cancellationLocked, phone: data?.publicConfig.phone ?? null };
}
