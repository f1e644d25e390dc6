import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { accountMessages, type MailSettingsValues } from '@common/validation/account';
import { graphql } from '@/gql/gql';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';

const UpdateMailSettingsMutation = graphql(`
  mutation UpdateMailSettings($input: MailSettingsInput!) {
    updateMailSettings(input: $input) {
      reminderHoursBefore
      notifyBarber
      updatedAt
    }
  }
`);

/** Saves reminders and barber notifications; the settings query reads the answer. Resolves to whether it saved. */
export function useUpdateMailSettings() {
  const [mutate] = useMutation(UpdateMailSettingsMutation, {
    update(cache, { data }) {
      if (data) cache.modify({ fields: { mailSettings: () => data.updateMailSettings } });
    },
  });
  return useCallback(
    async (values: MailSettingsValues): Promise<boolean> => {
      try {
        await mutate({ variables: { input: values } });
        notify.success(accountMessages.mailSettingsSaved);
        return true;
      } catch (error) {
        notify.error(errorMessage(error, 'No se pudieron guardar los ajustes de correo'));
        return false;
      }
    },
    [mutate],
  );
}
