import { partyName } from '@common/appointment-party';
import { adminMovesFrom, isLiveStatus, statusMeta, type AppointmentStatusName } from '@common/appointment-status';
import { adminMoveTooEarly } from '@common/booking/admin-move-timing';
import { formatSlot12h } from '@common/validation/appointment';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { RelativeDayTag } from '@/components/ui/relative-day-tag';
import { StatusBadge } from '@/components/ui/status-badge';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { clientPagePath } from '@/lib/area-paths';
import { telHref } from '@/lib/contact-links';
import { formatDuration, formatPrice } from '@/lib/format-price';
import { shopDayAt } from '@/lib/shop-date';
import { useNow } from '@/lib/use-now';
import { useShopBarbers } from '@/lib/shop-barbers';
import { barberTone } from '@/lib/barber-initials';
import { ClientNotesPanel } from '@/components/client-notes/client-notes-panel';
import '@/components/ui/barber-badge.css';

const DayAppointmentCardFragment = graphql(`
  fragment DayAppointmentCard_appointment on Appointment {
    id
    date
    cutId
    time
    duration
    status
    cutType
    price
    note
    rejectionReason
    startsAt
    walkInName
    walkInPhone
    barberId
    barberName
    client {
      id
      name
      phone
    }
  }
`);

/** A move to another status (common/appointment-status.ts), another day or time, or deleting the appointment. */
export type AppointmentAction = AppointmentStatusName | 'move' | 'delete';

/** What an action needs of the appointment: its id, how to name it, and where it is now (to move it). */
export type AppointmentTarget = {
  id: string;
  label: string;
  cutId: string | null;
  date: string;
  time: string;
  /** Its barber (issue 32), whom «Mover» keeps unless another is chosen. */
  barberId: string | null;
  barberName: string;
};

type DayAppointmentCardProps = {
  appointment: FragmentType<typeof DayAppointmentCardFragment>;
  onAction: (action: AppointmentAction, appointment: AppointmentTarget) => void;
  deleting: boolean;
  /** A status change in the day is in flight or has just answered: every button is off (useBusyCards). */
  busy?: boolean;
  /** Why 'Confirmar' is not offered (the day was closed after the request came in). */
  confirmRefusal?: string | null;
  /**
   * Whose calendar lists it: the shop's (the admin's) or a barber's own «Mi agenda» (issue 32), where deleting
   * and the client's page, the admin's alone, are not offered.
   */
  agenda?: 'shop' | 'own';
};

export const appointmentCardId = (id: string) => `appointment-${id}`;

/** An appointment in the day modal with the SPEC §4 actions its status allows. */
export function DayAppointmentCard({
  appointment: ref,
  onAction,
  deleting,
  busy = false,
  confirmRefusal = null,
  agenda = 'shop',
}: DayAppointmentCardProps) {
  const appointment = getFragmentData(DayAppointmentCardFragment, ref);
  const now = useNow();
  const clientName = partyName(appointment.client?.name, appointment.walkInName);
  const phone = appointment.client?.phone ?? appointment.walkInPhone;
  // Moves offered after the start ('No asistió') or from its day on ('Marcar como completada'); the server
  // judges by its own clock too.
  const clock = { now: () => new Date(now), today: () => shopDayAt(now) };
  const startsAt = new Date(String(appointment.startsAt));
  const time = formatSlot12h(appointment.time);
  const headingId = `${appointmentCardId(appointment.id)}-title`;
  const target: AppointmentTarget = {
    id: appointment.id,
    label: `${clientName}, ${time}`,
    cutId: appointment.cutId ?? null,
    date: appointment.date,
    time: appointment.time,
    barberId: appointment.barberId ?? null,
    barberName: appointment.barberName,
  };
  // Its free times are the service's: one whose service was deleted keeps its time (delete and book again).
  const movable = isLiveStatus(appointment.status) && Boolean(appointment.cutId);
  const status = statusMeta(appointment.status);
  // With several barbers the card wears its barber's colour on top; its status keeps the left edge (0010).
  const { several, byId } = useShopBarbers();
  const barberClass = several
    ? ` day-card--barber barber-tone-${barberTone(byId.get(appointment.barberId ?? '')?.color)}`
    : '';

  return (
    <li>
      <article
        id={appointmentCardId(appointment.id)}
        className={`day-card tone-${status.tone}${barberClass}`}
        aria-labelledby={headingId}
        aria-busy={busy || undefined}
        tabIndex={-1}
      >
        <header className="title-row">
          <h3 id={headingId} className="day-card__title">
            <span className="day-card__time">{time}</span>
            {/* A walk-in without an account has no page. */}
            {appointment.client && agenda === 'shop' ? (
              <Link to={clientPagePath(appointment.client.id)} className="day-card__client day-card__client-link">
                {clientName}
              </Link>
            ) : (
              <span className="day-card__client">{clientName}</span>
            )}
          </h3>
          <span className="day-card__badges">
            <RelativeDayTag date={appointment.date} />
            {appointment.walkInName ? <span className="day-card__walk-in">Sin cuenta</span> : null}
            <StatusBadge label={status.label} tone={status.tone} />
          </span>
        </header>

        <dl className="day-card__facts">
          {several ? (
            <div>
              <dt>Barbero</dt>
              <dd>{appointment.barberName}</dd>
            </div>
          ) : null}
          <div>
            <dt>Servicio</dt>
            <dd>{appointment.cutType}</dd>
          </div>
          <div>
            <dt>Duración</dt>
            <dd>{formatDuration(appointment.duration)}</dd>
          </div>
          <div>
            <dt>Precio</dt>
            <dd>{formatPrice(appointment.price)}</dd>
          </div>
          {phone ? (
            <div>
              <dt>Teléfono</dt>
              <dd>
                {/* The barber calls a late client from the day view on his phone. */}
                <a href={telHref(phone)}>{phone}</a>
              </dd>
            </div>
          ) : null}
          {appointment.note ? (
            <div className="day-card__wide">
              <dt>Nota</dt>
              <dd>{appointment.note}</dd>
            </div>
          ) : null}
          {appointment.status === 'CANCELLED' && appointment.rejectionReason ? (
            <div className="day-card__wide day-card__reason">
              <dt>Motivo de rechazo</dt>
              <dd>{appointment.rejectionReason}</dd>
            </div>
          ) : null}
        </dl>

        {/* The admin's private note on the client (issue 33); a walk-in has no account to note on. */}
        {appointment.client && agenda === 'shop' ? (
          <ClientNotesPanel client={{ id: appointment.client.id, name: appointment.client.name }} />
        ) : null}

        {confirmRefusal && appointment.status === 'PENDING' ? (
          <p className="day-card__blocked" role="note">
            {confirmRefusal}.
          </p>
        ) : null}
        <div className="day-card__actions">
          {adminMovesFrom(appointment.status)
            .filter((move) => !adminMoveTooEarly(move.to, { date: appointment.date, startsAt }, clock))
            .filter((move) => !(confirmRefusal && move.to === 'CONFIRMED'))
            .map((move) => (
              <Button
                key={move.to}
                variant={move.danger || move.secondary ? 'secondary' : undefined}
                className={move.danger ? 'btn--danger-outline' : undefined}
                onClick={() => onAction(move.to, target)}
                disabled={busy}
              >
                <Icon name={move.icon} size={18} />
                {move.button}
              </Button>
            ))}
          {movable ? (
            <Button variant="secondary" onClick={() => onAction('move', target)} disabled={busy}>
              <Icon name="clock" size={18} />
              Mover
            </Button>
          ) : null}
          {agenda === 'shop' ? (
            <Button
              variant="ghost"
              className="day-card__delete"
              onClick={() => onAction('delete', target)}
              disabled={deleting || busy}
            >
              <Icon name="trash" size={18} />
              {deleting ? 'Eliminando...' : 'Eliminar'}
            </Button>
          ) : null}
        </div>
      </article>
    </li>
  );
}
