import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import type { AppointmentStatus } from '@/gql/graphql';
import { notify } from '@/lib/notify';
import { successMessages } from '@common/messages';
import { notifySucceeded } from '@/lib/notify-outcome';

const SetAppointmentStatusMutation = graphql(`
  mutation SetAppointmentStatus($id: ID!, $status: AppointmentStatus!, $rejectionReason: String) {
    setAppointmentStatus(id: $id, status: $status, rejectionReason: $rejectionReason) {
      id
      status
      rejectionReason
      updatedAt
    }
  }
`);

// SPEC §8 success messages.
const SUCCESS: Partial<Record<AppointmentStatus, string>> = {
  CONFIRMED: successMessages.appointmentConfirmed,
  CANCELLED: successMessages.appointmentRejected,
  COMPLETED: successMessages.appointmentCompleted,
  NO_SHOW: successMessages.appointmentNoShow,
};

/**
 * SPEC §4: confirm, reject (with reason) or complete. The change shows at once in the normalised
 * cache (optimistic); if the server refuses, Apollo drops the optimistic layer — the card goes
 * back — and the error toast appears. The month is refetched afterwards either way.
 */
export function useSetAppointmentStatus() {
  const [mutate, { client }] = useMutation(SetAppointmentStatusMutation);

  return async (
    id: string | null | undefined,
    status: AppointmentStatus,
    rejectionReason?: string,
  ): Promise<boolean> => {
    if (!id) {
      notify.error('ID de cita no válido');
      return false;
    }
    const reason = status === 'CANCELLED' ? (rejectionReason?.trim() ?? '') : null;
    // __typename lets the cache normalise the optimistic object (the generated types omit it).
    const optimisticResponse = {
      setAppointmentStatus: {
        __typename: 'Appointment' as const,
        id,
        status,
        rejectionReason: reason,
        updatedAt: new Date().toISOString(),
      },
    };
    const saved = await notifySucceeded(
      () => mutate({ variables: { id, status, rejectionReason: reason }, optimisticResponse }),
      { success: SUCCESS[status] ?? successMessages.appointmentStatusUpdated, error: 'Error al actualizar la cita' },
    );
    void client.refetchQueries({ include: ['AdminCalendarMonth'] });
    return saved;
  };
}
