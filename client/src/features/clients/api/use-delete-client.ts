import { successMessages } from '@common/messages';
import { graphql } from '@/gql/gql';
import { forgetInCache } from '@/lib/forget-in-cache';
import { useToastedMutation } from '@/lib/use-toasted-mutation';

const DeleteClientMutation = graphql(`
  mutation DeleteClient($id: ID!) {
    deleteClient(id: $id)
  }
`);

/**
 * Deletes a client account. Their completed appointments stay without a client ('Cliente no
 * disponible'), so the cached account goes too; the list is refetched (SPEC §7).
 */
export function useDeleteClient() {
  return useToastedMutation(DeleteClientMutation, {
    toasts: { success: successMessages.clientDeleted, error: 'Error al eliminar el cliente' },
    update(cache, { data }) {
      if (!data) return;
      const id = data.deleteClient;
      // Their pending and confirmed appointments are gone too: screens listing appointments reload.
      forgetInCache(cache, { __typename: 'ClientRecord', id }, { __typename: 'User', id }, 'appointments', 'stats');
    },
    refetchQueries: ['ClientList'],
  });
}
