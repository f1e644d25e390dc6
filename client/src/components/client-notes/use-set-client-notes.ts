import { successMessages } from '@common/messages';
import { graphql } from '@/gql/gql';
import { useToastedMutation } from '@/lib/use-toasted-mutation';

const SetClientNotesMutation = graphql(`
  mutation SetClientNotes($id: ID!, $notes: String!) {
    setClientNotes(id: $id, notes: $notes) {
      clientId
      notes
      updatedAt
    }
  }
`);

/**
 * Saves the admin's private note on a client (issue 33). The answer lands on the cached ClientNotes of that
 * client (keyed by clientId), so the clients list and every card of the day view show it at once.
 */
export function useSetClientNotes() {
  return useToastedMutation(SetClientNotesMutation, {
    toasts: { success: successMessages.clientNotesSaved, error: 'Error al guardar la nota' },
  });
}
