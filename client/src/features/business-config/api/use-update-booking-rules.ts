import { useMutation } from '@apollo/client/react';
import { bookingRulesOf, type BookingRulesValues } from '@common/validation/booking-rules';
import { graphql } from '@/gql/gql';
import { forgetInCache } from '@/lib/forget-in-cache';

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
  const [mutate] = useMutation(UpdateBookingRulesMutation, {
    update(cache, { data }) {
      if (!data) return;
      cache.modify({ fields: { bookingRules: () => data.updateBookingRules } });
      forgetInCache(cache, 'availableSlots');
    },
  });

  return async (values: BookingRulesValues) =>
    (await mutate({ variables: { input: bookingRulesOf(values) } })).data?.updateBookingRules;
}
