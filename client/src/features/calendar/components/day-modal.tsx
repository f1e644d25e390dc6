import { useRef, useState } from 'react';
import { bookingRuleRefusals } from '@common/validation/booking-rules';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Modal } from '@/components/ui/modal';
import type { ClosedDay } from '@common/booking/closures';
import { shopToday } from '@/lib/shop-date';
import { useAppointmentActions } from '../hooks/use-appointment-actions';
import { longDay } from '../utils/month-grid';
import { DayAppointmentCard } from './day-appointment-card';
import { NewAppointmentModal } from './new-appointment-modal';

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

/** SPEC §2: a day's appointments with their actions; rejecting opens a second modal for the reason. */
export function DayModal({ date, appointments, closed, beyondHorizon = null, onClose }: DayModalProps) {
  const [creating, setCreating] = useState(false);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const { busy, deletingId, onAction, dialogs } = useAppointmentActions(summaryRef);

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
                onAction={onAction}
                deleting={deletingId === appointment.id}
                busy={busy}
              />
            ))}
          </ul>
        ) : null}
      </Modal>
      {creating ? <NewAppointmentModal date={date} closed={closed} onClose={() => setCreating(false)} /> : null}
      {dialogs}
    </>
  );
}
