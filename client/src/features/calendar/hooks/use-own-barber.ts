import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import { useShopBarbers } from '@/lib/shop-barbers';

// The session's own `me`, already in the cache since sign-in.
const OwnAccountQuery = graphql(`
  query OwnAccount {
    me {
      id
    }
  }
`);

/**
 * The barber a booking from the calendar goes to unless another is chosen: the signed-in person's own
 * (their account is linked to a barber), else the first in order.
 */
export function useOwnBarberId(): string {
  const { barbers } = useShopBarbers();
  const { data } = useQuery(OwnAccountQuery, { fetchPolicy: 'cache-first' });
  const meId = data?.me?.id;
  return (barbers.find((barber) => meId && barber.userId === meId) ?? barbers[0])?.id ?? '';
}
