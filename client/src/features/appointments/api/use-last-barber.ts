import { skipToken, useQuery } from '@apollo/client/react';
import { useShopBarbers } from '@/lib/shop-barbers';
import { graphql } from '@/gql/gql';

const LastBarberQuery = graphql(`
  query LastBarber {
    myAppointments(includeHidden: true) {
      id
      barberId
      createdAt
    }
  }
`);

/**
 * The barber of the client's most recent booking (issue 32: the last barber is preselected), only asked when
 * the shop has several; whether that barber still works and does the cut is the form's to judge.
 */
export function useLastBarber(): string | null {
  const { several } = useShopBarbers();
  const { data } = useQuery(LastBarberQuery, several ? { fetchPolicy: 'cache-first' } : skipToken);
  let last: { barberId?: string | null; createdAt: unknown } | null = null;
  for (const appointment of data?.myAppointments ?? []) {
    if (!appointment.barberId) continue;
    if (!last || String(appointment.createdAt) > String(last.createdAt)) last = appointment;
  }
  return last?.barberId ?? null;
}
