import { accountMessages } from '@common/validation/account';
import { graphql } from '@/gql/gql';
import { useToastedMutation } from '@/lib/use-toasted-mutation';

const UpdateMailPreferencesMutation = graphql(`
  mutation UpdateMailPreferences($input: MailPreferencesInput!) {
    updateMailPreferences(input: $input) {
      id
      mailReminders
      mailBookings
      mailRebook
    }
  }
`);

/** Saves at once (a switch, no form); the cache shows the new value before the answer. */
export function useUpdateMailPreferences(userId: string) {
  return useToastedMutation(UpdateMailPreferencesMutation, {
    toasts: { success: accountMessages.preferencesSaved, error: 'No se pudieron guardar las preferencias' },
    optimisticResponse: ({ input }) => ({
      updateMailPreferences: {
        __typename: 'User' as const,
        id: userId,
        mailReminders: input.reminders,
        mailBookings: input.bookings,
        mailRebook: Boolean(input.rebook),
      },
    }),
  });
}
