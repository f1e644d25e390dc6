import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { accountMessages, type MailSettingsValues } from '@common/validation/account';
import { graphql } from '@/gql/gql';
import { notifySucceeded } from '@/lib/notify-outcome';

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
    (values: MailSettingsValues) =>
      notifySucceeded(() => mutate({ variables: { input: values } }), {
        success: accountMessages.mailSettingsSaved,
        error: 'No se pudieron guardar los ajustes de correo',
      }),
    [mutate],
  );
}
