import { graphql } from '@/gql/gql';
import { removeFromAppointmentLists } from '@/lib/appointment-cache';
import { noPause } from '@/lib/notify';
import { useToastedMutation } from '@/lib/use-toasted-mutation';
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
  const send = useToastedMutation(DeleteMyAppointmentMutation, {
    toasts: { success: appointmentToasts.deleted, error: appointmentToasts.deleteError, options: noPause },
    // On failure Apollo rolls the optimistic removal back.
    optimisticResponse: ({ id }) => ({ deleteMyAppointment: String(id) }),
    update(cache, { data }) {
      if (!data) return;
      removeFromAppointmentLists(cache, data.deleteMyAppointment);
      forgetAvailableSlots(cache);
    },
  });

  return (variables: { id: string }) => {
    markOwnDeletion(variables.id);
    return send(variables);
  };
}
