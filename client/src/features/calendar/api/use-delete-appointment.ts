import { successMessages } from '@common/messages';
import { graphql } from '@/gql/gql';
import { evictAppointment } from '@/lib/appointment-cache';
import { useDeleteMutation } from '@/lib/use-delete-mutation';

const DeleteAppointmentMutation = graphql(`
  mutation DeleteAppointment($id: ID!) {
    deleteAppointment(id: $id)
  }
`);

/** SPEC §4: the admin deletes an appointment in any status; the month is refetched (SPEC §7). */
export function useDeleteAppointment() {
  return useDeleteMutation(DeleteAppointmentMutation, evictAppointment, {
    toasts: { success: successMessages.appointmentDeleted, error: 'Error al eliminar la cita' },
    refetchQueries: ['AdminCalendarMonth'],
  });
}
