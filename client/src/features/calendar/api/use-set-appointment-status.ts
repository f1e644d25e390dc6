import { useApolloClient } from '@apollo/client/react';
import { successMessages } from '@common/messages';
import { graphql } from '@/gql/gql';
import type { AppointmentStatus } from '@/gql/graphql';
import { notifyUndoable } from '@/components/ui/undo-toast';
import { notify } from '@/lib/notify';
import { useToastedMutation } from '@/lib/use-toasted-mutation';
import { useUndoAppointmentStatus } from './use-undo-appointment-status';

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

/** The verdicts that end an appointment: their toast offers «Deshacer» for the seconds the server allows. */
const UNDOABLE: readonly AppointmentStatus[] = ['COMPLETED', 'NO_SHOW'];

/**
 * SPEC §4: confirm, reject (with reason) or complete. The change shows at once in the normalised
 * cache (optimistic); if the server refuses, Apollo drops the optimistic layer — the card goes
 * back — and the error toast appears. The month is refetched afterwards either way.
 */
export function useSetAppointmentStatus() {
  const client = useApolloClient();
  const undo = useUndoAppointmentStatus();
  const send = useToastedMutation(SetAppointmentStatusMutation, {
    toasts: {
      success: ({ data }) => {
        const status = data?.setAppointmentStatus.status;
        const message = (status && SUCCESS[status]) ?? successMessages.appointmentStatusUpdated;
        if (!data || !status || !UNDOABLE.includes(status)) return message;
        const { id } = data.setAppointmentStatus;
        notifyUndoable(message, () => void undo(id));
        return undefined;
      },
      error: 'Error al actualizar la cita',
    },
    // __typename lets the cache normalise the optimistic object (the generated types omit it).
    optimisticResponse: ({ id, status, rejectionReason }) => ({
      setAppointmentStatus: {
        __typename: 'Appointment' as const,
        id: String(id),
        status,
        rejectionReason: rejectionReason ?? null,
        updatedAt: new Date().toISOString(),
      },
    }),
  });

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
    const saved = await send({ id, status, rejectionReason: reason });
    void client.refetchQueries({ include: ['AdminCalendarMonth'] });
    return saved.ok;
  };
}
