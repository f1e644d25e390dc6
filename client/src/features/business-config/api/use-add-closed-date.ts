import { useMutation } from '@apollo/client/react';
import type { ClosedDateValues } from '@common/validation/booking-rules';
import { graphql } from '@/gql/gql';
import { forgetInCache } from '@/lib/forget-in-cache';

const AddClosedDateMutation = graphql(`
  mutation AddClosedDate($input: ClosedDateInput!) {
    addClosedDate(input: $input) {
      id
      appointments {
        id
      }
      ...ClosedDateItem_closure
    }
  }
`);

/**
 * Closes a day or a range. Answers the closure with the appointments still inside it, so the
 * screen can list them at once; the closures list and the slots are fetched again.
 */
export function useAddClosedDate() {
  const [mutate] = useMutation(AddClosedDateMutation, {
    update: (cache) => forgetInCache(cache, 'availableSlots'),
    refetchQueries: ['ClosedDatesPanel'],
    awaitRefetchQueries: true,
  });

  return async ({ startDate, endDate, note }: ClosedDateValues) => {
    const input = { startDate: startDate ?? '', endDate: endDate || null, note: note || null };
    return (await mutate({ variables: { input } })).data?.addClosedDate;
  };
}
