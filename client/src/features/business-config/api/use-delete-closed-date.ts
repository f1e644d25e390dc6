import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { successMessages } from '@common/messages';
import { graphql } from '@/gql/gql';
import { notifySucceeded } from '@/lib/notify-outcome';

const DeleteClosedDateMutation = graphql(`
  mutation DeleteClosedDate($id: ID!) {
    deleteClosedDate(id: $id)
  }
`);

/** Reopens the dates of a closure: it leaves the list at once (optimistic) and the slots are asked again. */
export function useDeleteClosedDate() {
  const [mutate] = useMutation(DeleteClosedDateMutation);

  return useCallback(
    (id: string) =>
      notifySucceeded(
        () =>
          mutate({
            variables: { id },
            optimisticResponse: { deleteClosedDate: id },
            update(cache, { data }) {
              if (!data) return;
              cache.evict({ id: cache.identify({ __typename: 'ClosedDate', id: data.deleteClosedDate }) });
              cache.evict({ id: 'ROOT_QUERY', fieldName: 'availableSlots' });
              cache.gc();
            },
          }),
        { success: successMessages.closedDateDeleted, error: 'Error al quitar el cierre' },
      ),
    [mutate],
  );
}
