import { formatSlot12h } from '@common/validation/appointment';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { formatDuration, formatPrice } from '@/lib/format-price';
import { useNow } from '@/lib/use-now';
import { appointmentClientName } from '../utils/client-name';
import { statusTone } from '../utils/appointment-status';
import { StatusBadge } from './status-badge';

const DayAppointmentCardFragment = graphql(`
  fragment DayAppointmentCard_appointment on Appointment {
    id
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
    client {
      id
      name
      phone
    }
  }
`);

export type AppointmentAction = 'confirm' | 'reject' | 'complete' | 'noShow' | 'delete';

type DayAppointmentCardProps = {
  appointment: FragmentType<typeof DayAppointmentCardFragment>;
  onAction: (action: AppointmentAction, appointment: { id: string; label: string }) => void;
  deleting: boolean;
};

export const appointmentCardId = (id: string) => `appointment-${id}`;

/** An appointment in the day modal with the SPEC §4 actions its status allows. */
export function DayAppointmentCard({ appointment: ref, onAction, deleting }: DayAppointmentCardProps) {
  const appointment = getFragmentData(DayAppointmentCardFragment, ref);
  const now = useNow();
  const clientName = appointmentClientName(appointment);
  const phone = appointment.client?.phone ?? appointment.walkInPhone;
  // Issue 15: 'No asistió' once the start has passed; the server judges by its own clock too.
  const started = Date.parse(String(appointment.startsAt)) <= now;
  const time = formatSlot12h(appointment.time);
  const headingId = `${appointmentCardId(appointment.id)}-title`;
  const target = { id: appointment.id, label: `${clientName}, ${time}` };

  return (
    <li>
      <article
        id={appointmentCardId(appointment.id)}
        className={`day-card day-card--${statusTone(appointment.status)}`}
        aria-labelledby={headingId}
        tabIndex={-1}
      >
        <header className="day-card__head">
          <h3 id={headingId} className="day-card__title">
            <span className="day-card__time">{time}</span>
            <span className="day-card__client">{clientName}</span>
          </h3>
          <span className="day-card__badges">
            {appointment.walkInName ? <span className="day-card__walk-in">Sin cuenta</span> : null}
            <StatusBadge status={appointment.status} />
          </span>
        </header>

        <dl className="day-card__facts">
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
              <dd>{phone}</dd>
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

        <div className="day-card__actions">
          {appointment.status === 'PENDING' ? (
            <>
              <Button onClick={() => onAction('confirm', target)}>
                <Icon name="check" size={18} />
                Confirmar
              </Button>
              <Button variant="secondary" className="btn--danger-outline" onClick={() => onAction('reject', target)}>
                <Icon name="xCircle" size={18} />
                Rechazar
              </Button>
            </>
          ) : null}
          {appointment.status === 'CONFIRMED' ? (
            <Button onClick={() => onAction('complete', target)}>
              <Icon name="checkCircle" size={18} />
              Marcar como completada
            </Button>
          ) : null}
          {appointment.status === 'CONFIRMED' && started ? (
            <Button variant="secondary" onClick={() => onAction('noShow', target)}>
              <Icon name="xCircle" size={18} />
              No asistió
            </Button>
          ) : null}
          <Button
            variant="ghost"
            className="day-card__delete"
            onClick={() => onAction('delete', target)}
            disabled={deleting}
          >
            <Icon name="trash" size={18} />
            {deleting ? 'Eliminando...' : 'Eliminar'}
          </Button>
        </div>
      </article>
    </li>
  );
}
