import { successMessages } from '@common/messages';
import { graphql } from '@/gql/gql';
import { forgetInCache } from '@/lib/forget-in-cache';
import { useDeleteMutation } from '@/lib/use-delete-mutation';

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
  return useDeleteMutation(
    DeleteClientMutation,
    // Their pending and confirmed appointments are gone too: screens listing appointments reload.
    (cache, id) =>
      forgetInCache(cache, { __typename: 'ClientRecord', id }, { __typename: 'User', id }, 'appointments', 'stats'),
    {
      toasts: { success: successMessages.clientDeleted, error: 'Error al eliminar el cliente' },
      refetchQueries: ['ClientList'],
    },
  );
}
