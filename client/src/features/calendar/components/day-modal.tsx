import { useId, useRef, useState, type ReactNode } from 'react';
import { bookingRuleRefusals } from '@common/validation/booking-rules';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Modal } from '@/components/ui/modal';
import type { ClosedDay } from '@common/booking/closures';
import { shopToday } from '@/lib/shop-date';
import { useMediaQuery } from '@/lib/use-media-query';
import { useShopBarbers } from '@/lib/shop-barbers';
import { BarberBadge } from '@/components/ui/barber-badge';
import { useAppointmentActions } from '../hooks/use-appointment-actions';
import { groupByBarber, type BarberGroup } from '../utils/barber-groups';
import { longDay } from '../utils/long-day';
import { DayAppointmentCard } from './day-appointment-card';
import { DayWaitlist } from './day-waitlist';
import { NewAppointmentModal } from './new-appointment-modal';

type CardRef = Parameters<typeof DayAppointmentCard>[0]['appointment'] & {
  id: string;
  barberId?: string | null;
  barberName: string;
};

// Columns side by side need a laptop's width; below it one list, a heading per barber (issue 32).
const COLUMNS_QUERY = '(min-width: 1024px)';

type DayModalProps = {
  date: string;
  /** The day's appointments in SPEC §4 order, live from the cache. */
  appointments: readonly CardRef[];
  /** Why the shop is closed that day: the barber may still book, once he confirms (issue 31). */
  closed: ClosedDay | null;
  /** Why the booking horizon refuses this day to clients yet, if it does; not to the barber (issue 31). */
  beyondHorizon?: string | null;
  /** The month view's barber filter: only that barber's appointments and column. */
  onlyBarberId?: string | null;
  onClose: () => void;
};

const citas = (n: number) => `${n} ${n === 1 ? 'cita' : 'citas'}`;

type BarberSectionProps = {
  group: BarberGroup<CardRef>;
  column: boolean;
  /** «Nueva cita» for this barber, when the day still takes bookings. */
  onCreate: (() => void) | null;
  children: ReactNode;
};

/** One barber's part of the day: a column at ≥ 1024 px, a section of the list below. */
function BarberSection({ group, column, onCreate, children }: BarberSectionProps) {
  const headingId = useId();
  return (
    <section
      className={column ? 'day-barber day-barber--column' : 'day-barber'}
      aria-labelledby={headingId}
      data-barber={group.name}
    >
      <header className="day-barber__head">
        <h3 id={headingId} className="day-barber__name">
          <BarberBadge name={group.name} color={group.color} />
          <span className="day-barber__count">{citas(group.items.length)}</span>
        </h3>
        {onCreate ? (
          <Button
            variant="ghost"
            className="day-barber__new"
            onClick={onCreate}
            icon="calendarPlus"
            aria-label={`Nueva cita con ${group.name}`}
          >
            Nueva
          </Button>
        ) : null}
      </header>
      {group.items.length > 0 ? (
        <ul className="bare-list stack-list">{children}</ul>
      ) : (
        <p className="day-barber__empty">Sin citas.</p>
      )}
    </section>
  );
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** SPEC §2: a day's appointments with their actions; rejecting opens a second modal for the reason. */
export function DayModal({
  date,
  appointments,
  closed,
  beyondHorizon = null,
  onlyBarberId = null,
  onClose,
}: DayModalProps) {
  // «Nueva cita» from a barber's column books for that barber; from the top, for the admin's own (null).
  const [creating, setCreating] = useState<{ barberId: string | null } | null>(null);
  const { barbers, several } = useShopBarbers();
  const columns = useMediaQuery(COLUMNS_QUERY);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const { busy, deletingId, onAction, dialogs } = useAppointmentActions(summaryRef);

  // The server refuses to confirm a request on a day closed since (BarberAppointmentService.setStatus).
  const confirmRefusal = closed?.closure ? bookingRuleRefusals.confirmOnClosedDate(closed.note) : null;
  const title = longDay(date);
  const count = appointments.length;
  const bookable = date >= shopToday();
  const groups = several
    ? groupByBarber(
        barbers.filter((barber) => !onlyBarberId || barber.id === onlyBarberId),
        appointments,
      )
    : null;
  const card = (appointment: CardRef) => (
    <DayAppointmentCard
      key={appointment.id}
      appointment={appointment}
      confirmRefusal={confirmRefusal}
      onAction={onAction}
      deleting={deletingId === appointment.id}
      busy={busy}
    />
  );

  return (
    <>
      <Modal open onClose={onClose} title={`Citas del ${title}`} size={groups && columns ? 'xl' : 'lg'}>
        <div className="day-modal__head">
          <p ref={summaryRef} className="day-modal__summary" tabIndex={-1}>
            {count === 0 ? 'No hay citas para este día.' : `${count} ${count === 1 ? 'cita' : 'citas'}`}
          </p>
          {bookable ? (
            <Button variant="secondary" onClick={() => setCreating({ barberId: null })} icon="calendarPlus">
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
        {groups ? (
          <div
            className={columns ? 'day-barbers day-barbers--columns' : 'day-barbers'}
            style={columns ? { gridTemplateColumns: `repeat(${groups.length}, minmax(0, 1fr))` } : undefined}
          >
            {groups.map((group) => (
              <BarberSection
                key={group.key}
                group={group}
                column={columns}
                onCreate={bookable && group.color ? () => setCreating({ barberId: group.barberId }) : null}
              >
                {group.items.map(card)}
              </BarberSection>
            ))}
          </div>
        ) : count > 0 ? (
          <ul className="bare-list stack-list">{appointments.map(card)}</ul>
        ) : null}
        {bookable ? <DayWaitlist date={date} /> : null}
      </Modal>
      {creating ? (
        <NewAppointmentModal
          date={date}
          closed={closed}
          barberId={creating.barberId}
          onClose={() => setCreating(null)}
        />
      ) : null}
      {dialogs}
    </>
  );
}
