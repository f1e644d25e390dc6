import { statusMeta } from '@common/appointment-status';
import { formatSlot12h } from '@common/validation/appointment';
import { Link } from 'react-router-dom';
import { StatusBadge } from '@/components/ui/status-badge';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { useShopBarbers } from '@/lib/shop-barbers';
import { calendarDayPath } from '@/lib/area-paths';
import { formatDuration, formatPrice } from '@/lib/format-price';
import { capitalized, longDate } from '@common/date-text';

const ClientAppointmentItemFragment = graphql(`
  fragment ClientAppointmentItem_appointment on Appointment {
    id
    date
    time
    status
    cutType
    price
    duration
    note
    rejectionReason
    hidden
    barberName
  }
`);

type ClientAppointmentItemProps = { appointment: FragmentType<typeof ClientAppointmentItemFragment> };

/** One appointment on a client's page: when, what, at what price, how it went, and its day in the calendar. */
export function ClientAppointmentItem({ appointment: ref }: ClientAppointmentItemProps) {
  const appointment = getFragmentData(ClientAppointmentItemFragment, ref);
  const status = statusMeta(appointment.status);
  const { several } = useShopBarbers();
  const day = longDate(appointment.date);
  const dayText = day ? capitalized(day) : appointment.date;
  const headingId = `client-appointment-${appointment.id}`;

  return (
    <li className={`client-appointment tone-${status.tone}`} aria-labelledby={headingId}>
      <div className="client-appointment__head">
        <h3 id={headingId} className="client-appointment__when">
          {dayText} · {formatSlot12h(appointment.time)}
        </h3>
        <StatusBadge label={status.label} tone={status.tone} />
      </div>
      <p className="client-appointment__what">
        {appointment.cutType} · {formatDuration(appointment.duration)} · {formatPrice(appointment.price)}
        {several ? ` · con ${appointment.barberName}` : null}
      </p>
      {appointment.note ? <p className="client-appointment__line">Nota: {appointment.note}</p> : null}
      {appointment.rejectionReason ? (
        <p className="client-appointment__line">Motivo de Rechazo: {appointment.rejectionReason}</p>
      ) : null}
      {appointment.hidden ? <p className="client-appointment__line">El cliente la quitó de su lista.</p> : null}
      <Link to={calendarDayPath(appointment.date)} className="client-appointment__day-link">
        Ver el día en el calendario
      </Link>
    </li>
  );
}
