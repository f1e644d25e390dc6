import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import { placeInMyAppointmentLists } from '../utils/appointment-lists-cache';
import { appointmentToasts } from '../utils/appointment-messages';
import { noPause } from '@/lib/notify';
import { notifySucceeded } from '@/lib/notify-outcome';

const HideAppointmentMutation = graphql(`
  mutation HideAppointment($id: ID!) {
    setAppointmentHidden(id: $id, hidden: true) {
      id
      hidden
    }
  }
`);

/** Takes a completed appointment off Mis Citas (it stays in the history), optimistically. */
export function useHideAppointment() {
  const [mutate] = useMutation(HideAppointmentMutation);

  return useCallback(
    (id: string): Promise<boolean> => {
      // __typename lets the cache normalise the optimistic object (codegen types omit it).
      const optimisticResponse = { setAppointmentHidden: { __typename: 'Appointment' as const, id, hidden: true } };
      return notifySucceeded(
        () =>
          mutate({
            variables: { id },
            optimisticResponse,
            update(cache, { data }) {
              if (data) placeInMyAppointmentLists(cache, data.setAppointmentHidden);
            },
          }),
        { success: appointmentToasts.hidden, error: appointmentToasts.updateError, options: noPause },
      );
    },
    [mutate],
  );
}
