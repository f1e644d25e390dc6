import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import { errorMessage } from '@/lib/error-message';
import { noPause, notify } from '@/lib/notify';
import { placeInMyAppointmentLists } from '../utils/appointment-lists-cache';
import { appointmentToasts } from '../utils/appointment-messages';

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
    async (id: string): Promise<boolean> => {
      // __typename lets the cache normalise the optimistic object (codegen types omit it).
      const optimisticResponse = { setAppointmentHidden: { __typename: 'Appointment' as const, id, hidden: true } };
      try {
        await mutate({
          variables: { id },
          optimisticResponse,
          update(cache, { data }) {
            if (data) placeInMyAppointmentLists(cache, data.setAppointmentHidden);
          },
        });
        notify.success(appointmentToasts.hidden, noPause);
        return true;
      } catch (error) {
        notify.error(errorMessage(error, appointmentToasts.updateError), noPause);
        return false;
      }
    },
    [mutate],
  );
}
