import { useCallback } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import { closedDay, type ClosedDay } from '@/lib/closed-day';
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
  }
`);

/**
 * Which days of the calendar, from `today` on, the shop is closed, and why. Asked again each time the
 * calendar opens, so a closure added or removed in Configuración shows on coming back.
 */
export function useCalendarClosedDays(today: string): (date: string) => ClosedDay | null {
  const { data } = useQuery(CalendarClosedDaysQuery, CACHED_THEN_FRESH);
  return useCallback(
    // Past days stay unmarked: the server lists only the closures still to come, and today's weekly
    // hours need not be the ones the shop kept back then.
    (date: string) =>
      date < today
        ? null
        : closedDay(date, { closures: data?.closedDates, openingHours: data?.publicConfig.openingHours }),
    [data, today],
  );
}
