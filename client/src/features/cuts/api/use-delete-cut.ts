import { successMessages } from '@common/messages';
import { graphql } from '@/gql/gql';
import { forgetInCache } from '@/lib/forget-in-cache';
import { useDeleteMutation } from '@/lib/use-delete-mutation';

const DeleteCutMutation = graphql(`
  mutation DeleteCut($id: ID!) {
    deleteCut(id: $id)
  }
`);

/** Removes a cut from the catalogue and the cache, then refetches the list (SPEC §7). */
export function useDeleteCut() {
  return useDeleteMutation(DeleteCutMutation, (cache, id) => forgetInCache(cache, { __typename: 'Cut', id }), {
    toasts: { success: successMessages.cutDeleted, error: 'Error al eliminar el corte' },
    refetchQueries: ['CutList'],
  });
}
