import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import type { AppointmentInput } from '@/gql/graphql';
import { forgetAvailableSlots, placeInMyAppointmentLists } from '../utils/appointment-lists-cache';
import { appointmentToasts } from '../utils/appointment-messages';
import { noPause } from '@/lib/notify';
import { notifyOutcome } from '@/lib/notify-outcome';

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
    (input: AppointmentInput) =>
      notifyOutcome(
        () =>
          mutate({
            variables: { input },
            update(cache, { data }) {
              if (!data) return;
              placeInMyAppointmentLists(cache, data.createAppointment);
              forgetAvailableSlots(cache);
            },
          }),
        { success: appointmentToasts.created, error: appointmentToasts.createError, options: noPause },
      ),
    [mutate],
  );
}
