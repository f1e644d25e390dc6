import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { evictAppointment } from '@/lib/appointment-cache';
import { successMessages } from '@common/messages';

const DeleteAppointmentMutation = graphql(`
  mutation DeleteAppointment($id: ID!) {
    deleteAppointment(id: $id)
  }
`);

/** SPEC §4: the admin deletes an appointment in any status; the month is refetched (SPEC §7). */
export function useDeleteAppointment() {
  const [mutate] = useMutation(DeleteAppointmentMutation);

  return async (id: string): Promise<boolean> => {
    try {
      await mutate({
        variables: { id },
        update: (cache) => evictAppointment(cache, id),
        refetchQueries: ['AdminCalendarMonth'],
      });
      notify.success(successMessages.appointmentDeleted);
      return true;
    } catch (error) {
      notify.error(errorMessage(error, 'Error al eliminar la cita'));
      return false;
    }
  };
}
