import { accountMessages, type MailSettingsValues } from '@common/validation/account';
import { graphql } from '@/gql/gql';
import { useToastedMutation } from '@/lib/use-toasted-mutation';

const UpdateMailSettingsMutation = graphql(`
  mutation UpdateMailSettings($input: MailSettingsInput!) {
    updateMailSettings(input: $input) {
      ...MailSettingsForm_settings
    }
  }
`);

/**
 * Saves reminders and barber notifications; the settings query reads the answer (the form's own fields).
 * The input is built field by field: the form starts from the query's answer, which also carries its
 * `__typename`, and the server refuses any field the input does not declare.
 */
export function useUpdateMailSettings() {
  const send = useToastedMutation(UpdateMailSettingsMutation, {
    toasts: { success: accountMessages.mailSettingsSaved, error: 'No se pudieron guardar los ajustes de correo' },
    update(cache, { data }) {
      if (data) cache.modify({ fields: { mailSettings: () => data.updateMailSettings } });
    },
  });
  return async ({ reminderHoursBefore, notifyBarber }: MailSettingsValues) =>
    (await send({ input: { reminderHoursBefore, notifyBarber } })).ok;
}
