import { graphql } from '@/gql/gql';
import { noPause } from '@/lib/notify';
import { useToastedMutation } from '@/lib/use-toasted-mutation';
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

/** Books; the new appointment joins the cached lists. */
export function useCreateAppointment() {
  return useToastedMutation(CreateAppointmentMutation, {
    toasts: { success: appointmentToasts.created, error: appointmentToasts.createError, options: noPause },
    update(cache, { data }) {
      if (!data) return;
      placeInMyAppointmentLists(cache, data.createAppointment);
      forgetAvailableSlots(cache);
    },
  });
}
