import { useMutation } from '@apollo/client/react';
import { bookingRulesOf, type BookingRulesValues } from '@common/validation/booking-rules';
import { graphql } from '@/gql/gql';

const UpdateBookingRulesMutation = graphql(`
  mutation UpdateBookingRules($input: BookingRulesInput!) {
    updateBookingRules(input: $input) {
      ...BookingRulesForm_rules
    }
  }
`);

/**
 * Saves the booking rules; the single `bookingRules` root field is replaced with the answer, and
 * the slots already listed are dropped so the booking form asks again. Rejects with the Apollo error.
 */
export function useUpdateBookingRules() {
  const [mutate] = useMutation(UpdateBookingRulesMutation);

  return async (values: BookingRulesValues) => {
    const { data } = await mutate({
      variables: { input: bookingRulesOf(values) },
      update(cache, { data: saved }) {
        if (!saved) return;
        cache.modify({ fields: { bookingRules: () => saved.updateBookingRules } });
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'availableSlots' });
      },
    });
    return data?.updateBookingRules;
  };
}
