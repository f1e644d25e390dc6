import { graphql } from '@/gql/gql';
import type { RescheduleMyAppointmentMutationVariables } from '@/gql/graphql';
import { removeFromAppointmentLists } from '@/lib/appointment-cache';
import { noPause } from '@/lib/notify';
import { useToastedMutation } from '@/lib/use-toasted-mutation';
import {
  forgetAvailableSlots,
  forgetMyWaitlist,
  placeAnswerInMyAppointmentLists,
} from '../utils/appointment-lists-cache';
import { appointmentToasts } from '../utils/appointment-messages';
import { markOwnDeletion } from '../utils/own-deletions';

const RescheduleMyAppointmentMutation = graphql(`
  mutation RescheduleMyAppointment($id: ID!, $input: AppointmentInput!) {
    rescheduleMyAppointment(id: $id, input: $input) {
      ...MyAppointmentLists_appointment
    }
  }
`);

/** 'Reprogramar': the confirmed appointment leaves the lists and the new request joins them. */
export function useRescheduleAppointment() {
  const send = useToastedMutation(RescheduleMyAppointmentMutation, {
    toasts: { success: appointmentToasts.rescheduled, error: appointmentToasts.rescheduleError, options: noPause },
    update(cache, { data }, { variables }) {
      if (!data || !variables) return;
      removeFromAppointmentLists(cache, String(variables.id));
      placeAnswerInMyAppointmentLists(cache, data.rescheduleMyAppointment);
      forgetAvailableSlots(cache);
      forgetMyWaitlist(cache);
    },
  });

  return (variables: RescheduleMyAppointmentMutationVariables) => {
    // Its live 'deleted' event is this tab's own doing, not news.
    markOwnDeletion(String(variables.id));
    return send(variables);
  };
}
