import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import { evictAppointment } from '@/lib/appointment-cache';
import { successMessages } from '@common/messages';
import { notifySucceeded } from '@/lib/notify-outcome';

const DeleteAppointmentMutation = graphql(`
  mutation DeleteAppointment($id: ID!) {
    deleteAppointment(id: $id)
  }
`);

/** SPEC §4: the admin deletes an appointment in any status; the month is refetched (SPEC §7). */
export function useDeleteAppointment() {
  const [mutate] = useMutation(DeleteAppointmentMutation);

  return (id: string) =>
    notifySucceeded(
      () =>
        mutate({
          variables: { id },
          update: (cache) => evictAppointment(cache, id),
          refetchQueries: ['AdminCalendarMonth'],
        }),
      { success: successMessages.appointmentDeleted, error: 'Error al eliminar la cita' },
    );
}
