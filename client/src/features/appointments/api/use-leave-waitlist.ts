import type { Reference } from '@apollo/client';
import { graphql } from '@/gql/gql';
import { noPause } from '@/lib/notify';
import { useDeleteMutation } from '@/lib/use-delete-mutation';
import { waitlistTexts } from '@/lib/waitlist-text';

const LeaveWaitlistMutation = graphql(`
  mutation LeaveWaitlist($id: ID!) {
    leaveWaitlist(id: $id)
  }
`);

/** «Salir» in one tap: the entry leaves the list at once (optimistically) and the cache altogether. */
export function useLeaveWaitlist() {
  return useDeleteMutation(
    LeaveWaitlistMutation,
    (cache, id) => {
      cache.modify<{ myWaitlist: readonly Reference[] }>({
        id: 'ROOT_QUERY',
        fields: { myWaitlist: (list = [], { readField }) => list.filter((item) => readField('id', item) !== id) },
      });
      cache.evict({ id: cache.identify({ __typename: 'WaitlistEntry', id }) });
    },
    {
      toasts: { success: waitlistTexts.left, error: waitlistTexts.leaveError, options: noPause },
      // On failure Apollo rolls the optimistic removal back.
      optimisticResponse: ({ id }) => ({ leaveWaitlist: String(id) }),
    },
  );
}
