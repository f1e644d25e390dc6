import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import { successMessages } from '@common/messages';
import { notifySucceeded } from '@/lib/notify-outcome';

const DeleteCutMutation = graphql(`
  mutation DeleteCut($id: ID!) {
    deleteCut(id: $id)
  }
`);

/** Removes a cut from the catalogue and the cache, then refetches the list (SPEC §7). */
export function useDeleteCut() {
  const [mutate] = useMutation(DeleteCutMutation);

  return (id: string) =>
    notifySucceeded(
      () =>
        mutate({
          variables: { id },
          update(cache) {
            cache.evict({ id: cache.identify({ __typename: 'Cut', id }) });
            cache.gc();
          },
          refetchQueries: ['CutList'],
        }),
      { success: successMessages.cutDeleted, error: 'Error al eliminar el corte' },
    );
}
