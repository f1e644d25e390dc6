import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { successMessages } from '@common/messages';
import { graphql } from '@/gql/gql';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';

const DeleteClosedDateMutation = graphql(`
  mutation DeleteClosedDate($id: ID!) {
    deleteClosedDate(id: $id)
  }
`);

/** Reopens the dates of a closure: it leaves the list at once (optimistic) and the slots are asked again. */
export function useDeleteClosedDate() {
  const [mutate] = useMutation(DeleteClosedDateMutation);

  return useCallback(
    async (id: string) => {
      try {
        await mutate({
          variables: { id },
          optimisticResponse: { deleteClosedDate: id },
          update(cache, { data }) {
            if (!data) return;
            cache.evict({ id: cache.identify({ __typename: 'ClosedDate', id: data.deleteClosedDate }) });
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'availableSlots' });
            cache.gc();
          },
        });
        notify.success(successMessages.closedDateDeleted);
      } catch (error) {
        notify.error(errorMessage(error, 'Error al quitar el cierre'));
      }
    },
    [mutate],
  );
}
