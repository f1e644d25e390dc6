import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '@/gql/gql';

/** The times still free that day for that cut (the one being edited keeps its own). */
export const AvailableSlotsQuery = graphql(`
  query AvailableSlots($date: String!, $cutId: ID!, $appointmentId: ID, $barberId: ID) {
    availableSlots(date: $date, cutId: $cutId, appointmentId: $appointmentId, barberId: $barberId)
  }
`);

/**
 * After a refused booking (the time was taken meanwhile, or broke a rule) every time list on screen asks
 * the server again, so the refused time is no longer offered.
 */
export function useRefetchFreeSlots() {
  const client = useApolloClient();
  return useCallback(() => client.refetchQueries({ include: [AvailableSlotsQuery] }), [client]);
}
