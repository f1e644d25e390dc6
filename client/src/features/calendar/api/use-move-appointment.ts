import { successMessages } from '@common/messages';
import { graphql } from '@/gql/gql';
import { forgetInCache } from '@/lib/forget-in-cache';
import { useToastedMutation } from '@/lib/use-toasted-mutation';
import { placeInAppointmentLists } from './calendar-cache';

const MoveAppointmentMutation = graphql(`
  mutation MoveAppointment($id: ID!, $input: MoveAppointmentInput!) {
    moveAppointment(id: $id, input: $input) {
      id
      date
      time
      status
      barberId
      ...CalendarDay_appointment
      ...DayAppointmentCard_appointment
    }
  }
`);

/**
 * The barber moves an appointment: the normalised entry takes its new day and time, so the month regroups
 * it at once; a move to another barber leaves that barber's filtered month (issue 32); the free slots are asked
 * again next time.
 */
export function useMoveAppointment() {
  return useToastedMutation(MoveAppointmentMutation, {
    toasts: { success: successMessages.appointmentMoved, error: 'Error al mover la cita' },
    update(cache, { data }) {
      if (data) placeInAppointmentLists(cache, data.moveAppointment);
      forgetInCache(cache, 'availableSlots');
    },
  });
}
