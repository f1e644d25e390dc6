import { skipToken, useQuery } from '@apollo/client/react';
import { AVAILABLE_DAYS_MAX } from '@common/booking/available-days';
import { addDays } from '@common/booking/shop-dates';
import { graphql } from '@/gql/gql';
import type { AvailableDaysQuery as AvailableDaysResult } from '@/gql/graphql';

const AvailableDaysQuery = graphql(`
  query AvailableDays($from: String!, $to: String!, $cutId: ID!, $appointmentId: ID, $barberId: ID) {
    availableDays(from: $from, to: $to, cutId: $cutId, appointmentId: $appointmentId, barberId: $barberId) {
      date
      free
      reason
      message
    }
  }
`);

export type StripDay = AvailableDaysResult['availableDays'][number];

/**
 * The booking strip's days for `cutId` from `today`, in one request for the longest range the server
 * answers, for one barber or «Cualquiera» (no `barberId`); the strip ends at the first day beyond the horizon, which stays to say why nothing follows.
 */
export function useAvailableDays(cutId: string, today: string, appointmentId?: string, barberId?: string) {
  const { data, previousData, loading, error, refetch } = useQuery(
    AvailableDaysQuery,
    cutId
      ? {
          variables: {
            from: today,
            to: addDays(today, AVAILABLE_DAYS_MAX - 1),
            cutId,
            appointmentId: appointmentId ?? null,
            barberId: barberId ?? null,
          },
          fetchPolicy: 'cache-and-network',
        }
      : skipToken,
  );
  // Another cut keeps the last strip on screen (greyed as it was) until its own days arrive.
  const all = (data ?? (cutId ? previousData : undefined))?.availableDays ?? [];
  const beyond = all.findIndex((day) => day.reason === 'TOO_FAR');
  const days = beyond === -1 ? all : all.slice(0, beyond + 1);
  return { days, settled: Boolean(data) && !loading, loading, error: data ? undefined : error, refetch };
}
