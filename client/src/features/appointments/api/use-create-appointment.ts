import { graphql } from '@/gql/gql';
import { noPause } from '@/lib/notify';
import { useToastedMutation } from '@/lib/use-toasted-mutation';
import { forgetAvailableSlots, placeAnswerInMyAppointmentLists } from '../utils/appointment-lists-cache';
import { appointmentToasts } from '../utils/appointment-messages';

const CreateAppointmentMutation = graphql(`
  mutation CreateAppointment($input: AppointmentInput!) {
    createAppointment(input: $input) {
      ...MyAppointmentLists_appointment
    }
  }
`);

/** Books; the new appointment joins the cached lists. */
export function useCreateAppointment() {
  return useToastedMutation(CreateAppointmentMutation, {
    toasts: { success: appointmentToasts.created, error: appointmentToasts.createError, options: noPause },
    update(cache, { data }) {
      if (!data) return;
      placeAnswerInMyAppointmentLists(cache, data.createAppointment);
      forgetAvailableSlots(cache);
    },
  });
}
