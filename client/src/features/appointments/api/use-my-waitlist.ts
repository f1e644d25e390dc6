import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql/gql';

const MyWaitlistQuery = graphql(`
  query MyWaitlist {
    myWaitlist {
      id
      date
      ...MyWaitlistEntry_entry
    }
  }
`);

/**
 * The client's active waitlist entries, by date (issue 33). Asked afresh on each screen that shows them: an entry
 * ends on its own when its day passes or the client books that day.
 */
export function useMyWaitlist() {
  const { data, loading, error } = useQuery(MyWaitlistQuery, { fetchPolicy: 'cache-and-network' });
  return { entries: data?.myWaitlist ?? [], loaded: Boolean(data), loading, error };
}
