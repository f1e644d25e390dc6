import { useQuery, useSubscription } from '@apollo/client/react';
import { graphql } from '@/gql/gql';

const DayWaitlistQuery = graphql(`
  query DayWaitlist($date: String!) {
    waitlist(date: $date) {
      id
      ...DayWaitlistEntry_entry
    }
  }
`);

const WaitlistChangedSubscription = graphql(`
  subscription WaitlistChanged {
    waitlistChanged {
      date
      count
    }
  }
`);

/**
 * The open day's waitlist, oldest first (issue 33), kept live: a client joining or leaving changes that day's
 * count, and the list is asked again; an appointment's change (a booking that ends a wait, a freed time) reaches it
 * through the calendar's live updates, which evict every cached waitlist.
 */
export function useDayWaitlist(date: string) {
  const query = useQuery(DayWaitlistQuery, { variables: { date }, fetchPolicy: 'cache-and-network' });
  const { refetch } = query;
  useSubscription(WaitlistChangedSubscription, {
    ignoreResults: true,
    onData({ data }) {
      if (data.data?.waitlistChanged.date === date) void refetch().catch(() => undefined);
    },
  });
  return { entries: query.data?.waitlist ?? [], refetch };
}
