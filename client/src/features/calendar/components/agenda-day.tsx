import type { RefObject } from 'react';
import { bookingRuleRefusals } from '@common/validation/booking-rules';
import type { ClosedDay } from '@common/booking/closures';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { DayAppointmentCard, type AppointmentAction, type AppointmentTarget } from './day-appointment-card';

type CardRef = Parameters<typeof DayAppointmentCard>[0]['appointment'] & { id: string };

type AgendaDayProps = {
  date: string;
  heading: string;
  /** The day's appointments in SPEC §4 order, live from the cache. */
  appointments: readonly CardRef[];
  /** What the day says when it has none. */
  empty: string;
  closed: ClosedDay | null;
  busy: boolean;
  onAction: (action: AppointmentAction, target: AppointmentTarget) => void;
  onCreate: (date: string) => void;
  /** Where focus goes when an action takes away the button that had it (today's heading). */
  headingRef?: RefObject<HTMLHeadingElement | null>;
};

const citas = (n: number) => `${n} ${n === 1 ? 'cita' : 'citas'}`;

/** One day of «Mi agenda» (issue 32): the admin's day cards, for the barber's own appointments. */
export function AgendaDay({
  date,
  heading,
  appointments,
  empty,
  closed,
  busy,
  onAction,
  onCreate,
  headingRef,
}: AgendaDayProps) {
  const headingId = `agenda-${date}`;
  const confirmRefusal = closed?.closure ? bookingRuleRefusals.confirmOnClosedDate(closed.note) : null;
  return (
    <section className="barber-agenda__day" aria-labelledby={headingId} data-date={date}>
      <div className="barber-agenda__day-head">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="barber-agenda__day-title">
          {heading}
          {appointments.length ? <span className="barber-agenda__count"> · {citas(appointments.length)}</span> : null}
        </h2>
        <Button
          variant="secondary"
          icon="calendarPlus"
          onClick={() => onCreate(date)}
          aria-describedby={headingId}
          className="barber-agenda__new"
        >
          Nueva cita
        </Button>
      </div>
      {closed ? (
        <p className="day-modal__closed">
          <Icon name="info" size={18} />
          {closed.reason}.
        </p>
      ) : null}
      {appointments.length ? (
        <ul className="bare-list stack-list">
          {appointments.map((appointment) => (
            <DayAppointmentCard
              key={appointment.id}
              appointment={appointment}
              agenda="own"
              confirmRefusal={confirmRefusal}
              onAction={onAction}
              deleting={false}
              busy={busy}
            />
          ))}
        </ul>
      ) : (
        <p className="barber-agenda__empty">{empty}</p>
      )}
    </section>
  );
}
