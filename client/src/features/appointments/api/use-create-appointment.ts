import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import type { AppointmentInput } from '@/gql/graphql';
import { errorMessage } from '@/lib/error-message';
import { noPause, notify } from '@/lib/notify';
import { forgetAvailableSlots, placeInMyAppointmentLists } from '../utils/appointment-lists-cache';
import { appointmentToasts } from '../utils/appointment-messages';

const CreateAppointmentMutation = graphql(`
  mutation CreateAppointment($input: AppointmentInput!) {
    createAppointment(input: $input) {
      id
      hidden
      ...AppointmentCard_appointment
      ...AppointmentHistoryItem_appointment
    }
  }
`);

/** Books; the new appointment joins the cached lists. Resolves to the error on failure (already toasted). */
export function useCreateAppointment() {
  const [mutate] = useMutation(CreateAppointmentMutation);

  return useCallback(
    async (input: AppointmentInput): Promise<{ ok: true } | { ok: false; error: unknown }> => {
      try {
        await mutate({
          variables: { input },
          update(cache, { data }) {
            if (!data) return;
            placeInMyAppointmentLists(cache, data.createAppointment);
            forgetAvailableSlots(cache);
          },
        });
        notify.success(appointmentToasts.created, noPause);
        return { ok: true };
      } catch (error) {
        notify.error(errorMessage(error, appointmentToasts.createError), noPause);
        return { ok: false, error };
      }
    },
    [mutate],
  );
}
