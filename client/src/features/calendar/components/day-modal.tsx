import { useRef, useState } from 'react';
import { moveNeedsReason, type AppointmentStatusName } from '@common/appointment-status';
import { bookingRuleRefusals } from '@common/validation/booking-rules';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useConfirmedDelete } from '@/components/ui/use-confirmed-delete';
import { Modal } from '@/components/ui/modal';
import type { ClosedDay } from '@common/booking/closures';
import { shopToday } from '@/lib/shop-date';
import { useDeleteAppointment } from '../api/use-delete-appointment';
import { useSetAppointmentStatus } from '../api/use-set-appointment-status';
import { useBusyCards } from '../hooks/use-busy-cards';
import { longDay } from '../utils/month-grid';
import {
  appointmentCardId,
  DayAppointmentCard,
  type AppointmentAction,
  type AppointmentTarget,
} from './day-appointment-card';
import { MoveAppointmentModal, type MoveTarget } from './move-appointment-modal';
import { NewAppointmentModal } from './new-appointment-modal';
import { RejectModal } from './reject-modal';

type CardRef = Parameters<typeof DayAppointmentCard>[0]['appointment'] & { id: string };

type DayModalProps = {
  date: string;
  /** The day's appointments in SPEC §4 order, live from the cache. */
  appointments: readonly CardRef[];
  /** Why the shop is closed that day: the barber may still book, once he confirms (issue 31). */
  closed: ClosedDay | null;
  /** Why the booking horizon refuses this day to clients yet, if it does; not to the barber (issue 31). */
  beyondHorizon?: string | null;
  onClose: () => void;
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const DELETE_QUESTION = '¿Estás seguro de que quieres eliminar esta cita? Esta acción no se puede deshacer.';

/** SPEC §2: a day's appointments with their actions; rejecting opens a second modal for the reason. */
export function DayModal({ date, appointments, closed, beyondHorizon = null, onClose }: DayModalProps) {
  const setStatus = useSetAppointmentStatus();
  const { busy, isBusy, run } = useBusyCards();
  const deleteAppointment = useDeleteAppointment();
  const { deletingId, onDelete } = useConfirmedDelete(deleteAppointment, () => ({
    title: 'Eliminar cita',
    message: DELETE_QUESTION,
  }));
  const [rejecting, setRejecting] = useState<{ id: string; label: string; to: AppointmentStatusName } | null>(null);
  const [creating, setCreating] = useState(false);
  const [moving, setMoving] = useState<MoveTarget | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);

  // An action can remove the button that had focus (the card changes status or goes away):
  // focus then moves to the card, or to the day's summary, never out of the dialog.
  const keepFocus = (id: string) =>
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      (document.getElementById(appointmentCardId(id)) ?? summaryRef.current)?.focus();
    });

  const onAction = async (action: AppointmentAction, target: AppointmentTarget) => {
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

  // The server refuses to confirm a request on a day closed since (BarberAppointmentService.setStatus).
  const confirmRefusal = closed?.closure ? bookingRuleRefusals.confirmOnClosedDate(closed.note) : null;
  const title = longDay(date);
  const count = appointments.length;

  return (
    <>
      <Modal open onClose={onClose} title={`Citas del ${title}`} size="lg">
        <div className="day-modal__head">
          <p ref={summaryRef} className="day-modal__summary" tabIndex={-1}>
            {count === 0 ? 'No hay citas para este día.' : `${count} ${count === 1 ? 'cita' : 'citas'}`}
          </p>
          {date >= shopToday() ? (
            <Button variant="secondary" onClick={() => setCreating(true)} icon="calendarPlus">
              Nueva cita
            </Button>
          ) : null}
        </div>
        {closed || beyondHorizon ? (
          <p className="day-modal__closed">
            <Icon name="info" size={18} />
            {closed
              ? `${closed.reason}.`
              : `Los clientes aún no pueden reservar este día: ${lowerFirst(beyondHorizon ?? '')}`}
          </p>
        ) : null}
        {count > 0 ? (
          <ul className="bare-list stack-list">
            {appointments.map((appointment) => (
              <DayAppointmentCard
                key={appointment.id}
                appointment={appointment}
                confirmRefusal={confirmRefusal}
                onAction={(action, target) => void onAction(action, target)}
                deleting={deletingId === appointment.id}
                busy={busy}
              />
            ))}
          </ul>
        ) : null}
      </Modal>
      {creating ? <NewAppointmentModal date={date} closed={closed} onClose={() => setCreating(false)} /> : null}
      {moving ? <MoveAppointmentModal appointment={moving} onClose={() => setMoving(null)} /> : null}
      {rejecting ? (
        <RejectModal label={rejecting.label} onCancel={() => setRejecting(null)} onReject={onReject} />
      ) : null}
    </>
  );
}
