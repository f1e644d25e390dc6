import { successMessages } from '@common/messages';
import { graphql } from '@/gql/gql';
import { forgetInCache } from '@/lib/forget-in-cache';
import { useToastedMutation } from '@/lib/use-toasted-mutation';
import { placeInAppointmentLists } from './calendar-cache';

const CreateBarberAppointmentMutation = graphql(`
  mutation CreateBarberAppointment($input: BarberAppointmentInput!) {
    createBarberAppointment(input: $input) {
      id
      date
      status
      barberId
      ...CalendarDay_appointment
      ...DayAppointmentCard_appointment
    }
  }
`);

/**
 * Issue 15: the barber books a walk-in, a phone call or a registered client from the day view.
 * The new appointment joins the cached month at once; the free slots are asked again next time.
 */
export function useCreateBarberAppointment() {
  return useToastedMutation(CreateBarberAppointmentMutation, {
    toasts: { success: successMessages.appointmentCreated, error: 'Error al crear la cita' },
    update(cache, { data }) {
      if (!data) return;
      placeInAppointmentLists(cache, data.createBarberAppointment);
      forgetInCache(cache, 'availableSlots', 'stats');
    },
  });
}
