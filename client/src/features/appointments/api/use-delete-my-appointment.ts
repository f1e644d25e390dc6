import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import { errorMessage } from '@/lib/error-message';
import { noPause, notify } from '@/lib/notify';
import { removeFromAppointmentLists } from '@/lib/appointment-cache';
import { forgetAvailableSlots } from '../utils/appointment-lists-cache';
import { appointmentToasts } from '../utils/appointment-messages';
import { markOwnDeletion } from '../utils/own-deletions';

const DeleteMyAppointmentMutation = graphql(`
  mutation DeleteMyAppointment($id: ID!) {
    deleteMyAppointment(id: $id)
  }
`);

/** "Cancelar cita": deletes an own pending, confirmed or rejected appointment, optimistically. */
export function useDeleteMyAppointment() {
  const [mutate] = useMutation(DeleteMyAppointmentMutation);

  return useCallback(
    async (id: string): Promise<boolean> => {
      markOwnDeletion(id);
      try {
        await mutate({
          variables: { id },
          optimisticResponse: { deleteMyAppointment: id },
          update(cache, { data }) {
            if (!data) return;
            removeFromAppointmentLists(cache, data.deleteMyAppointment);
            forgetAvailableSlots(cache);
          },
        });
        notify.success(appointmentToasts.deleted, noPause);
        return true;
      } catch (error) {
        // The optimistic removal is rolled back by Apollo.
        notify.error(errorMessage(error, appointmentToasts.deleteError), noPause);
        return false;
      }
    },
    [mutate],
  );
}
