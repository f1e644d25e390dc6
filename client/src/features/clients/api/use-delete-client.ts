import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import { successMessages } from '@common/messages';
import { notifySucceeded } from '@/lib/notify-outcome';

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

  return (id: string) =>
    notifySucceeded(
      () =>
        mutate({
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
        }),
      { success: successMessages.clientDeleted, error: 'Error al eliminar el cliente' },
    );
}
