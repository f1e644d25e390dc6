import { useCallback } from 'react';
import { useQuery } from '@apollo/client/react';
import { closedDay, type ClosedDay } from '@common/booking/closures';
import { horizonProblem } from '@common/booking/horizon';
import { graphql } from '@/gql/gql';
import { CACHED_THEN_FRESH } from '@/lib/fetch-policies';

// Its own query, not fields of AdminCalendarMonth: that document is replayed byte for byte by the
// benchmark (scripts/bench), and the closures do not change with the month shown.
const CalendarClosedDaysQuery = graphql(`
  query CalendarClosedDays {
    closedDates {
      id
      startDate
      endDate
      note
    }
    publicConfig {
      openingHours {
        weekday
        open
        close
      }
    }
    bookingRules {
      horizonDays
    }
  }
`);

/**
 * Which days of the calendar, from `today` on, the shop is closed, and why; and past which day the
 * booking horizon refuses clients new appointments (not the barber, issue 31). Asked again each time the calendar
 * opens, so a closure added or removed in Configuración shows on coming back.
 */
export function useCalendarClosedDays(today: string) {
  const { data } = useQuery(CalendarClosedDaysQuery, CACHED_THEN_FRESH);
  const closedOn = useCallback(
    // Past days stay unmarked: the server lists only the closures still to come, and today's weekly
    // hours need not be the ones the shop kept back then.
    (date: string): ClosedDay | null =>
      date < today
        ? null
        : closedDay(date, { closures: data?.closedDates, openingHours: data?.publicConfig.openingHours }),
    [data, today],
  );
  const horizonDays = data?.bookingRules.horizonDays;
  /** Why no client can book `date` yet (beyond the horizon), or null. */
  const beyondHorizon = (date: string): string | null => {
    const tooFar = horizonDays === undefined ? null : horizonProblem(date, today, horizonDays);
    return tooFar && `${tooFar}.`;
  };
  return { closedOn, beyondHorizon };
}
