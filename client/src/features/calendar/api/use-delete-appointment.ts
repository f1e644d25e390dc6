import { successMessages } from '@common/messages';
import { graphql } from '@/gql/gql';
import { evictAppointment } from '@/lib/appointment-cache';
import { useToastedMutation } from '@/lib/use-toasted-mutation';

const DeleteAppointmentMutation = graphql(`
  mutation DeleteAppointment($id: ID!) {
    deleteAppointment(id: $id)
  }
`);

/** SPEC §4: the admin deletes an appointment in any status; the month is refetched (SPEC §7). */
export function useDeleteAppointment() {
  return useToastedMutation(DeleteAppointmentMutation, {
    toasts: { success: successMessages.appointmentDeleted, error: 'Error al eliminar la cita' },
    update(cache, { data }) {
      if (data) evictAppointment(cache, data.deleteAppointment);
    },
    refetchQueries: ['AdminCalendarMonth'],
  });
}
