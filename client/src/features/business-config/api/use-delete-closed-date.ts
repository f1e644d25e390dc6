import { successMessages } from '@common/messages';
import { graphql } from '@/gql/gql';
import { forgetInCache } from '@/lib/forget-in-cache';
import { useDeleteMutation } from '@/lib/use-delete-mutation';

const DeleteClosedDateMutation = graphql(`
  mutation DeleteClosedDate($id: ID!) {
    deleteClosedDate(id: $id)
  }
`);

/** Reopens the dates of a closure: it leaves the list at once (optimistic) and the slots are asked again. */
export function useDeleteClosedDate() {
  return useDeleteMutation(
    DeleteClosedDateMutation,
    (cache, id) => forgetInCache(cache, { __typename: 'ClosedDate', id }, 'availableSlots'),
    {
      toasts: { success: successMessages.closedDateDeleted, error: 'Error al quitar el cierre' },
      optimisticResponse: ({ id }) => ({ deleteClosedDate: String(id) }),
    },
  );
}
