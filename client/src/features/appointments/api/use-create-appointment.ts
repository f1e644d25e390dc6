import { useShopBarbers } from '@/lib/shop-barbers';
import { graphql } from '@/gql/gql';
import { noPause } from '@/lib/notify';
import { useToastedMutation } from '@/lib/use-toasted-mutation';
import {
  forgetAvailableSlots,
  forgetMyWaitlist,
  placeAnswerInMyAppointmentLists,
} from '../utils/appointment-lists-cache';
import { appointmentToasts } from '../utils/appointment-messages';

const CreateAppointmentMutation = graphql(`
  mutation CreateAppointment($input: AppointmentInput!) {
    createAppointment(input: $input) {
      barberName
      ...MyAppointmentLists_appointment
    }
  }
`);

/** Books; the new appointment joins the cached lists. With several barbers the toast names the one assigned. */
export function useCreateAppointment() {
  const { several } = useShopBarbers();
  return useToastedMutation(CreateAppointmentMutation, {
    toasts: {
      success: ({ data }) =>
        several && data ? appointmentToasts.createdWith(data.createAppointment.barberName) : appointmentToasts.created,
      error: appointmentToasts.createError,
      options: noPause,
    },
    update(cache, { data }) {
      if (!data) return;
      placeAnswerInMyAppointmentLists(cache, data.createAppointment);
      forgetAvailableSlots(cache);
      forgetMyWaitlist(cache);
    },
  });
}
