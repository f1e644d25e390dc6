import { graphql } from '@/gql/gql';
import { removeFromAppointmentLists } from '@/lib/appointment-cache';
import { noPause } from '@/lib/notify';
import { useDeleteMutation } from '@/lib/use-delete-mutation';
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
  const send = useDeleteMutation(
    DeleteMyAppointmentMutation,
    (cache, id) => {
      removeFromAppointmentLists(cache, id);
      forgetAvailableSlots(cache);
    },
    {
      toasts: { success: appointmentToasts.deleted, error: appointmentToasts.deleteError, options: noPause },
      // On failure Apollo rolls the optimistic removal back.
      optimisticResponse: ({ id }) => ({ deleteMyAppointment: String(id) }),
    },
  );

  return (variables: { id: string }) => {
    markOwnDeletion(variables.id);
    return send(variables);
  };
}
