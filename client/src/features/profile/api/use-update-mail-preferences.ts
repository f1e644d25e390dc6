import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { accountMessages } from '@common/validation/account';
import { graphql } from '@/gql/gql';
import { notifySucceeded } from '@/lib/notify-outcome';

const UpdateMailPreferencesMutation = graphql(`
  mutation UpdateMailPreferences($input: MailPreferencesInput!) {
    updateMailPreferences(input: $input) {
      id
      mailReminders
      mailBookings
    }
  }
`);

export interface MailPreferences {
  reminders: boolean;
  bookings: boolean;
}

/** Saves at once (a switch, no form); the cache shows the new value before the answer. */
export function useUpdateMailPreferences() {
  const [mutate] = useMutation(UpdateMailPreferencesMutation);
  return useCallback(
    (userId: string, input: MailPreferences) => {
      const optimisticResponse = {
        updateMailPreferences: {
          __typename: 'User' as const,
          id: userId,
          mailReminders: input.reminders,
          mailBookings: input.bookings,
        },
      };
      return notifySucceeded(() => mutate({ variables: { input }, optimisticResponse }), {
        success: accountMessages.preferencesSaved,
        error: 'No se pudieron guardar las preferencias',
      });
    },
    [mutate],
  );
}
