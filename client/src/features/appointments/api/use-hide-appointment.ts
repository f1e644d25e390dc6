import { graphql } from '@/gql/gql';
import { noPause } from '@/lib/notify';
import { useToastedMutation } from '@/lib/use-toasted-mutation';
import { placeInMyAppointmentLists } from '../utils/appointment-lists-cache';
import { appointmentToasts } from '../utils/appointment-messages';

const HideAppointmentMutation = graphql(`
  mutation HideAppointment($id: ID!) {
    setAppointmentHidden(id: $id, hidden: true) {
      id
      hidden
    }
  }
`);

/** Takes a completed appointment off Mis Citas (it stays in the history), optimistically. */
export function useHideAppointment() {
  return useToastedMutation(HideAppointmentMutation, {
    toasts: { success: appointmentToasts.hidden, error: appointmentToasts.updateError, options: noPause },
    // __typename lets the cache normalise the optimistic object (codegen types omit it).
    optimisticResponse: ({ id }) => ({
      setAppointmentHidden: { __typename: 'Appointment' as const, id: String(id), hidden: true },
    }),
    update(cache, { data }) {
      if (data) placeInMyAppointmentLists(cache, data.setAppointmentHidden);
    },
  });
}
