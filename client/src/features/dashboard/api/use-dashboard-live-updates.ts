import { useSubscription } from '@apollo/client/react';
import { graphql } from '@/gql/gql';

const DashboardAppointmentChangedSubscription = graphql(`
  subscription DashboardAppointmentChanged {
    appointmentChanged {
      kind
      appointmentId
    }
  }
`);

/**
 * The dashboard's figures are sums the server makes (today's, the week's, the ranking), so no cached
 * appointment can move them: any change to an appointment asks for them again, as the calendar updates live.
 */
export function useDashboardLiveUpdates(refetch: () => Promise<unknown>) {
  useSubscription(DashboardAppointmentChangedSubscription, {
    ignoreResults: true,
    onData: () => void refetch(),
  });
}
