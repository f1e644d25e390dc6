import { graphql } from '@/gql/gql';
import type { UpdateAppointmentMutationVariables } from '@/gql/graphql';
import { noPause, notify } from '@/lib/notify';
import { useToastedMutation } from '@/lib/use-toasted-mutation';
import { forgetAvailableSlots } from '../utils/appointment-lists-cache';
import { appointmentToasts } from '../utils/appointment-messages';

const UpdateAppointmentMutation = graphql(`
  mutation UpdateAppointment($id: ID!, $input: AppointmentInput!) {
    updateAppointment(id: $id, input: $input) {
      ...MyAppointmentLists_appointment
    }
  }
`);

/** Edits an own pending or rejected appointment; the cache entry updates in place. */
export function useUpdateAppointment() {
  const send = useToastedMutation(UpdateAppointmentMutation, {
    toasts: { success: appointmentToasts.updated, error: appointmentToasts.updateError, options: noPause },
    update: (cache) => forgetAvailableSlots(cache),
  });

  return async (variables: UpdateAppointmentMutationVariables) => {
    if (!variables.id) {
      notify.error('ID de cita no válido', noPause);
      return { ok: false, error: new Error('ID de cita no válido') } as const;
    }
    return send(variables);
  };
}
