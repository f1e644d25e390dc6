import { accountMessages } from '@common/validation/account';
import { graphql } from '@/gql/gql';
import { useToastedMutation } from '@/lib/use-toasted-mutation';

const UpdateMailSettingsMutation = graphql(`
  mutation UpdateMailSettings($input: MailSettingsInput!) {
    updateMailSettings(input: $input) {
      reminderHoursBefore
      notifyBarber
      updatedAt
    }
  }
`);

/** Saves reminders and barber notifications; the settings query reads the answer. */
export function useUpdateMailSettings() {
  return useToastedMutation(UpdateMailSettingsMutation, {
    toasts: { success: accountMessages.mailSettingsSaved, error: 'No se pudieron guardar los ajustes de correo' },
    update(cache, { data }) {
      if (data) cache.modify({ fields: { mailSettings: () => data.updateMailSettings } });
    },
  });
}
