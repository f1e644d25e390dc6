import { successMessages } from '@common/messages';
import { graphql } from '@/gql/gql';
import { forgetInCache } from '@/lib/forget-in-cache';
import { useToastedMutation } from '@/lib/use-toasted-mutation';

const DeleteCutMutation = graphql(`
  mutation DeleteCut($id: ID!) {
    deleteCut(id: $id)
  }
`);

/** Removes a cut from the catalogue and the cache, then refetches the list (SPEC §7). */
export function useDeleteCut() {
  return useToastedMutation(DeleteCutMutation, {
    toasts: { success: successMessages.cutDeleted, error: 'Error al eliminar el corte' },
    update(cache, { data }) {
      if (data) forgetInCache(cache, { __typename: 'Cut', id: data.deleteCut });
    },
    refetchQueries: ['CutList'],
  });
}
