import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import { CACHED_THEN_FRESH } from './fetch-policies';

// Issue 31 §3, «Solicitudes por confirmar»: the requests waiting for the barber from today on, whatever month they
// fall in. The menu's badge, the dashboard's card and the calendar's link read one cached list.

export const PENDING_REQUESTS_PATH = '/admin/requests';

const PendingRequestCountQuery = graphql(`
  query PendingRequestCount {
    pendingAppointments {
      id
    }
  }
`);

const PendingRequestsChangedSubscription = graphql(`
  subscription PendingRequestsChanged {
    appointmentChanged {
      kind
      appointmentId
    }
  }
`);

/** «3 solicitudes por confirmar». */
export const pendingRequestsText = (count: number) =>
  count === 1 ? '1 solicitud por confirmar' : `${count} solicitudes por confirmar`;

/** How many requests wait from today on; null until the server has said. */
export function usePendingRequestCount(): number | null {
  const { data } = useQuery(PendingRequestCountQuery, CACHED_THEN_FRESH);
  return data ? data.pendingAppointments.length : null;
}

/**
 * Keeps the count live on every admin screen: any change to an appointment (a new request, a verdict, a move,
 * a deletion) asks the server again, as the dashboard's figures do; the count cannot be worked out from the
 * change alone, since the list starts at the shop's today. `onChange` refetches a screen's own query of the list.
 */
export function usePendingRequestsLive(onChange?: () => unknown) {
  const client = useApolloClient();
  useSubscription(PendingRequestsChangedSubscription, {
    ignoreResults: true,
    onData: () => {
      void client.refetchQueries({ include: [PendingRequestCountQuery] });
      if (onChange) void Promise.resolve(onChange()).catch(() => undefined);
    },
  });
}
