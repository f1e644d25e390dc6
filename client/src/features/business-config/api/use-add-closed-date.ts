import { useMutation } from '@apollo/client/react';
import type { ClosedDateValues } from '@common/validation/booking-rules';
import { graphql } from '@/gql/gql';

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
  const [mutate] = useMutation(AddClosedDateMutation);

  return async (values: ClosedDateValues) => {
    const { data } = await mutate({
      variables: {
        input: { startDate: values.startDate ?? '', endDate: values.endDate || null, note: values.note || null },
      },
      update(cache) {
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'availableSlots' });
      },
      refetchQueries: ['ClosedDatesPanel'],
      awaitRefetchQueries: true,
    });
    return data?.addClosedDate;
  };
}
