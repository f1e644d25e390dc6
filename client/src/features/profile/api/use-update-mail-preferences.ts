import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { accountMessages } from '@common/validation/account';
import { graphql } from '@/gql/gql';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';

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
    async (userId: string, input: MailPreferences) => {
      try {
        const optimisticResponse = {
          updateMailPreferences: {
            __typename: 'User' as const,
            id: userId,
            mailReminders: input.reminders,
            mailBookings: input.bookings,
          },
        };
        await mutate({ variables: { input }, optimisticResponse });
        notify.success(accountMessages.preferencesSaved);
      } catch (error) {
        notify.error(errorMessage(error, 'No se pudieron guardar las preferencias'));
      }
    },
    [mutate],
  );
}
