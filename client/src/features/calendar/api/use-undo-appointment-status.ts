import { useApolloClient } from '@apollo/client/react';
import { successMessages } from '@common/messages';
import { graphql } from '@/gql/gql';
import { useToastedMutation } from '@/lib/use-toasted-mutation';

const UndoAppointmentStatusMutation = graphql(`
  mutation UndoAppointmentStatus($id: ID!) {
    undoAppointmentStatus(id: $id) {
      id
      status
      rejectionReason
      updatedAt
    }
  }
`);

/**
 * «Deshacer» after «Completada» or «No asistió»: the server takes it back within its 10 seconds, or says why
 * not. Not optimistic: a refusal must not flash the card back to confirmed.
 */
export function useUndoAppointmentStatus() {
  const client = useApolloClient();
  const send = useToastedMutation(UndoAppointmentStatusMutation, {
    toasts: { success: successMessages.appointmentStatusUndone, error: 'No se pudo deshacer el cambio' },
  });
  return async (id: string): Promise<boolean> => {
    const undone = await send({ id });
    void client.refetchQueries({ include: ['AdminCalendarMonth'] });
    return undone.ok;
  };
}
