import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { successMessages } from '@common/messages';

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
  const [mutate] = useMutation(DeleteClientMutation);

  return async (id: string): Promise<boolean> => {
    try {
      await mutate({
        variables: { id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'ClientRecord', id }) });
          cache.evict({ id: cache.identify({ __typename: 'User', id }) });
          // Their pending and confirmed appointments are gone too: screens listing appointments reload.
          cache.evict({ fieldName: 'appointments' });
          cache.evict({ fieldName: 'stats' });
          cache.gc();
        },
        refetchQueries: ['ClientList'],
      });
      notify.success(successMessages.clientDeleted);
      return true;
    } catch (error) {
      notify.error(errorMessage(error, 'Error al eliminar el cliente'));
      return false;
    }
  };
}
