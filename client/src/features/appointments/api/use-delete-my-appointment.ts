import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import { removeFromAppointmentLists } from '@/lib/appointment-cache';
import { forgetAvailableSlots } from '../utils/appointment-lists-cache';
import { appointmentToasts } from '../utils/appointment-messages';
import { markOwnDeletion } from '../utils/own-deletions';
import { noPause } from '@/lib/notify';
import { notifySucceeded } from '@/lib/notify-outcome';

const DeleteMyAppointmentMutation = graphql(`
  mutation DeleteMyAppointment($id: ID!) {
    deleteMyAppointment(id: $id)
  }
`);

/** "Cancelar cita": deletes an own pending, confirmed or rejected appointment, optimistically. */
export function useDeleteMyAppointment() {
  const [mutate] = useMutation(DeleteMyAppointmentMutation);

  return useCallback(
    (id: string): Promise<boolean> => {
      markOwnDeletion(id);
      // On failure Apollo rolls the optimistic removal back.
      return notifySucceeded(
        () =>
          mutate({
            variables: { id },
            optimisticResponse: { deleteMyAppointment: id },
            update(cache, { data }) {
              if (!data) return;
              removeFromAppointmentLists(cache, data.deleteMyAppointment);
              forgetAvailableSlots(cache);
            },
          }),
        { success: appointmentToasts.deleted, error: appointmentToasts.deleteError, options: noPause },
      );
    },
    [mutate],
  );
}
