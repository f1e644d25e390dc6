import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { successMessages } from '@common/messages';
import { graphql } from '@/gql/gql';
import type { BarberAppointmentInput } from '@/gql/graphql';
import { placeInAppointmentLists } from './calendar-cache';
import { notifySucceeded } from '@/lib/notify-outcome';

const CreateBarberAppointmentMutation = graphql(`
  mutation CreateBarberAppointment($input: BarberAppointmentInput!) {
    createBarberAppointment(input: $input) {
      id
      date
      status
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
  const [mutate] = useMutation(CreateBarberAppointmentMutation);

  return useCallback(
    (input: BarberAppointmentInput) =>
      notifySucceeded(
        () =>
          mutate({
            variables: { input },
            update(cache, { data }) {
              if (!data) return;
              placeInAppointmentLists(cache, data.createBarberAppointment);
              cache.evict({ id: 'ROOT_QUERY', fieldName: 'availableSlots' });
              cache.evict({ id: 'ROOT_QUERY', fieldName: 'stats' });
              cache.gc();
            },
          }),
        { success: successMessages.appointmentCreated, error: 'Error al crear la cita' },
      ),
    [mutate],
  );
}
