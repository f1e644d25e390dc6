import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { successMessages } from '@common/messages';

const DeleteCutMutation = graphql(`
  mutation DeleteCut($id: ID!) {
    deleteCut(id: $id)
  }
`);

/** Removes a cut from the catalogue and the cache, then refetches the list (SPEC §7). */
export function useDeleteCut() {
  const [mutate] = useMutation(DeleteCutMutation);

  return async (id: string): Promise<boolean> => {
    try {
      await mutate({
        variables: { id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'Cut', id }) });
          cache.gc();
        },
        refetchQueries: ['CutList'],
      });
      notify.success(successMessages.cutDeleted);
      return true;
    } catch (error) {
      notify.error(errorMessage(error, 'Error al eliminar el corte'));
      return false;
    }
  };
}
