import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import type { AppointmentInput } from '@/gql/graphql';
import { noPause, notify } from '@/lib/notify';
import { forgetAvailableSlots } from '../utils/appointment-lists-cache';
import { appointmentToasts } from '../utils/appointment-messages';
import { notifyOutcome, type Outcome } from '@/lib/notify-outcome';

const UpdateAppointmentMutation = graphql(`
  mutation UpdateAppointment($id: ID!, $input: AppointmentInput!) {
    updateAppointment(id: $id, input: $input) {
      id
      hidden
      ...AppointmentCard_appointment
      ...AppointmentHistoryItem_appointment
    }
  }
`);

/** Edits an own pending or rejected appointment; the cache entry updates in place. */
export function useUpdateAppointment() {
  const [mutate] = useMutation(UpdateAppointmentMutation);

  return useCallback(
    async (id: string, input: AppointmentInput): Promise<Outcome<unknown>> => {
      if (!id) {
        notify.error('ID de cita no válido', noPause);
        return { ok: false, error: new Error('ID de cita no válido') };
      }
      return notifyOutcome(() => mutate({ variables: { id, input }, update: (cache) => forgetAvailableSlots(cache) }), {
        success: appointmentToasts.updated,
        error: appointmentToasts.updateError,
        options: noPause,
      });
    },
    [mutate],
  );
}
