import { partyName } from '@common/appointment-party';
import { statusMeta } from '@common/appointment-status';
import { formatSlot12h } from '@common/validation/appointment';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import type { CalendarDay_AppointmentFragment } from '@/gql/graphql';
import type { ClosedDay } from '@common/booking/closures';
import { longDay } from '../utils/long-day';
import type { CalendarCell } from '../utils/month-grid';

const CalendarDayFragment = graphql(`
  fragment CalendarDay_appointment on Appointment {
    id
    time
    status
    walkInName
    client {
      id
      name
    }
  }
`);

type CalendarDayProps = {
  cell: CalendarCell;
  /** The day's appointments, already in SPEC §4 order. */
  appointments: readonly FragmentType<typeof CalendarDayFragment>[];
  /** SPEC §9: 2 per cell, 1 below 640 px. */
  maxVisible: number;
  /** Why the shop is closed that day, if it is: the cell says so, its appointments still show. */
  closed: ClosedDay | null;
  onOpen: (date: string) => void;
};

const citas = (n: number) => `${n} ${n === 1 ? 'cita' : 'citas'}`;

type DayAppointment = CalendarDay_AppointmentFragment;

/** A day's first appointments as chips, and SPEC's '+N more' for the rest. */
function DayChips({ appointments, maxVisible }: { appointments: readonly DayAppointment[]; maxVisible: number }) {
  const visible = appointments.slice(0, maxVisible);
  const hidden = appointments.length - visible.length;
  return (
    <span className="calendar-day__items" aria-hidden="true">
      {visible.map((appointment) => {
        const [clock, period] = formatSlot12h(appointment.time).split(' ');
        return (
          <span key={appointment.id} className={`calendar-chip tone-${statusMeta(appointment.status).tone}`}>
            <span className="calendar-chip__time">
              {clock}
              <span className="calendar-chip__period"> {period}</span>
              {/* A narrow cell has no room for ' PM' but a 12-hour time still needs its half of the day. */}
              <span className="calendar-chip__period-short">{period === 'AM' ? 'a' : 'p'}</span>
            </span>
            <span className="calendar-chip__name">
              {partyName(appointment.client?.name, appointment.walkInName).split(' ')[0]}
            </span>
          </span>
        );
      })}
      {hidden > 0 ? (
        <span className="calendar-day__more">
          +{hidden}
          <span className="calendar-day__more-word"> more</span>
        </span>
      ) : null}
    </span>
  );
}

/** One day of the month grid: a button opening the day, with its first appointments and SPEC's '+N more'. */
export function CalendarDay({ cell, appointments: refs, maxVisible, closed, onOpen }: CalendarDayProps) {
  const appointments = getFragmentData(CalendarDayFragment, refs);
  const pending = appointments.filter((appointment) => appointment.status === 'PENDING').length;
  const description = [
    longDay(cell.date),
    cell.isToday ? 'hoy' : null,
    cell.inMonth ? null : 'otro mes',
    closed ? `cerrado${closed.note ? ` (${closed.note})` : ''}` : null,
    appointments.length ? citas(appointments.length) : 'sin citas',
    pending ? `${pending} ${pending === 1 ? 'pendiente' : 'pendientes'}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const head = (
    <span className="calendar-day__head" aria-hidden="true">
      <span className="calendar-day__number">{cell.day}</span>
      {pending ? <span className="calendar-day__pulse" title="Citas pendientes" /> : null}
    </span>
  );

  if (!cell.inMonth) {
    // SPEC §2: days outside the month are inert (they open nothing), but they show their appointments
    // (issue 31 §3): a request for the 1st must not hide behind the end of the month.
    return (
      <div className="calendar-day calendar-day--outside" data-outside-date={cell.date}>
        {appointments.length ? <span className="visually-hidden">{description}</span> : null}
        {head}
        <DayChips appointments={appointments} maxVisible={maxVisible} />
      </div>
    );
  }

  return (
    <button
      type="button"
      className={closed ? 'calendar-day calendar-day--closed' : 'calendar-day'}
      data-date={cell.date}
      data-today={cell.isToday || undefined}
      aria-current={cell.isToday ? 'date' : undefined}
      onClick={() => onOpen(cell.date)}
    >
      <span className="visually-hidden">{description}</span>
      {head}
      {closed ? (
        <span className="calendar-day__closed" aria-hidden="true" title={closed.reason}>
          {closed.note ? <span className="calendar-day__closed-note">{closed.note}</span> : null}
          <span className={closed.note ? 'calendar-day__closed-short' : undefined}>Cerrado</span>
        </span>
      ) : null}
      <DayChips appointments={appointments} maxVisible={maxVisible} />
    </button>
  );
}
