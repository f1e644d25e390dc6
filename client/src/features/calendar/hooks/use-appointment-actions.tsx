import { useState, type RefObject } from 'react';
import { moveNeedsReason, type AppointmentStatusName } from '@common/appointment-status';
import { useConfirmedDelete } from '@/components/ui/use-confirmed-delete';
import { useDeleteAppointment } from '../api/use-delete-appointment';
import { useSetAppointmentStatus } from '../api/use-set-appointment-status';
import { appointmentCardId, type AppointmentAction, type AppointmentTarget } from '../components/day-appointment-card';
import { MoveAppointmentModal, type MoveTarget } from '../components/move-appointment-modal';
import { RejectModal } from '../components/reject-modal';
import { useBusyCards } from './use-busy-cards';

const DELETE_QUESTION = '¿Estás seguro de que quieres eliminar esta cita? Esta acción no se puede deshacer.';

/**
 * What the appointment cards' buttons do, wherever the cards are listed (a day's window, «Solicitudes por
 * confirmar»): one status change at a time (useBusyCards), rejecting asks for a reason in a second window,
 * «Mover» opens its form, «Eliminar» asks first. Render `dialogs` next to the list.
 *
 * An action can remove the button that had focus (the card changes status or leaves the list): focus then
 * moves to the card, or to `fallbackFocus`, never out of the screen.
 */
export function useAppointmentActions(fallbackFocus: RefObject<HTMLElement | null>) {
  const setStatus = useSetAppointmentStatus();
  const { busy, isBusy, run } = useBusyCards();
  const deleteAppointment = useDeleteAppointment();
  const { deletingId, onDelete } = useConfirmedDelete(deleteAppointment, () => ({
    title: 'Eliminar cita',
    message: DELETE_QUESTION,
  }));
  const [rejecting, setRejecting] = useState<{ id: string; label: string; to: AppointmentStatusName } | null>(null);
  const [moving, setMoving] = useState<MoveTarget | null>(null);

  const keepFocus = (id: string) =>
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      (document.getElementById(appointmentCardId(id)) ?? fallbackFocus.current)?.focus();
    });

  const act = async (action: AppointmentAction, target: AppointmentTarget) => {
    if (isBusy()) return;
    if (action === 'move') {
      if (target.cutId) setMoving({ ...target, cutId: target.cutId });
      return;
    }
    if (action !== 'delete' && moveNeedsReason(action)) {
      setRejecting({ ...target, to: action });
      return;
    }
    if (action === 'delete') {
      if (await onDelete(target)) keepFocus(target.id);
      return;
    }
    await run(async () => {
      const done = setStatus(target.id, action);
      keepFocus(target.id);
      await done;
      keepFocus(target.id);
    });
  };

  const onReject = (reason: string) => {
    if (!rejecting) return;
    const { id, to } = rejecting;
    setRejecting(null);
    void run(async () => {
      const done = setStatus(id, to, reason);
      keepFocus(id);
      await done;
      keepFocus(id);
    });
  };

  const dialogs = (
    <>
      {moving ? <MoveAppointmentModal appointment={moving} onClose={() => setMoving(null)} /> : null}
      {rejecting ? (
        <RejectModal label={rejecting.label} onCancel={() => setRejecting(null)} onReject={onReject} />
      ) : null}
    </>
  );

  return {
    busy,
    deletingId,
    onAction: (action: AppointmentAction, target: AppointmentTarget) => void act(action, target),
    dialogs,
  };
}
