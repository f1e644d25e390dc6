import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Icon } from '@/components/ui/icon';
import { telHref } from '@/lib/contact-links';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { useBookingWindow } from '../api/use-booking-window';
import { useDeleteMyAppointment } from '../api/use-delete-my-appointment';
import { useHideAppointment } from '../api/use-hide-appointment';
import { formatAppointmentDate, formatCreatedAt, formatTime, statusMeta } from '../utils/appointment-format';
import { confirmMessages } from '../utils/appointment-messages';
import { AddToCalendar } from './add-to-calendar';
import { StatusBadge } from './status-badge';
import './appointment-card.css';

const AppointmentCardFragment = graphql(`
  fragment AppointmentCard_appointment on Appointment {
    id
    cutId
    cutType
    date
    time
    note
    status
    rejectionReason
    createdAt
    startsAt
    ...AddToCalendar_appointment
  }
`);

type AppointmentCardProps = { appointment: FragmentType<typeof AppointmentCardFragment> };

/** SPEC §2 "Appointment card": details plus the actions its status allows (SPEC §4–§5). */
export function AppointmentCard({ appointment }: AppointmentCardProps) {
  const data = getFragmentData(AppointmentCardFragment, appointment);
  const titleId = useId();
  const confirm = useConfirm();
  const deleteAppointment = useDeleteMyAppointment();
  const hideAppointment = useHideAppointment();
  const status = statusMeta(data.status);
  const { cancellationLocked, phone } = useBookingWindow();
  const locked = data.status === 'CONFIRMED' ? cancellationLocked(data.startsAt) : null;

  const onCancel = async () => {
    const ok = await confirm({
      title: 'Cancelar cita',
      message: confirmMessages.delete,
      confirmLabel: 'Sí, cancelar cita',
      cancelLabel: 'Volver',
      tone: 'danger',
    });
    if (ok) await deleteAppointment(data.id);
  };

  const onHide = async () => {
    const ok = await confirm({
      title: 'Eliminar de mi lista',
      message: confirmMessages.hide,
      confirmLabel: 'Sí, eliminar',
      cancelLabel: 'Volver',
      tone: 'danger',
    });
    if (ok) await hideAppointment(data.id);
  };

  const editTo = `/client/appointments/edit/${data.id}`;
  const rescheduleTo = data.cutId
    ? `/client/appointments/create?cutId=${encodeURIComponent(data.cutId)}`
    : '/client/appointments/create';
  const cancelButton = (
    <Button variant="secondary" className="appointment-card__danger" title="Cancelar cita" onClick={onCancel}>
      <Icon name="close" size={18} />
      Cancelar cita
    </Button>
  );

  return (
    <article className="card appointment-card" aria-labelledby={titleId} data-status={status.tone}>
      <header className="appointment-card__header">
        <h3 id={titleId} className="appointment-card__title">
          {data.cutType}
        </h3>
        <StatusBadge label={status.label} tone={status.tone} />
      </header>

      <dl className="appointment-card__details">
        <div>
          <dt>
            <Icon name="calendar" size={16} />
            Fecha
          </dt>
          <dd>{formatAppointmentDate(data.date)}</dd>
        </div>
        <div>
          <dt>
            <Icon name="clock" size={16} />
            Hora
          </dt>
          <dd>{formatTime(data.time)}</dd>
        </div>
      </dl>

      {data.note ? (
        <p className="appointment-card__note">
          <span className="appointment-card__label">Nota:</span> {data.note}
        </p>
      ) : null}

      {data.status === 'CANCELLED' && data.rejectionReason ? (
        <p className="appointment-card__reason">
          <span className="appointment-card__label">Razón de cancelación:</span> {data.rejectionReason}
        </p>
      ) : null}

      {data.status === 'PENDING' || data.status === 'CONFIRMED' ? <AddToCalendar appointment={data} /> : null}

      <footer className="appointment-card__footer">
        <p className="appointment-card__created">Creada el {formatCreatedAt(data.createdAt)}</p>
        {data.status === 'PENDING' ? (
          <div className="appointment-card__actions">
            <ButtonLink to={editTo} variant="secondary">
              <Icon name="edit" size={18} />
              Editar
            </ButtonLink>
            {cancelButton}
          </div>
        ) : null}
        {data.status === 'CONFIRMED' ? (
          <div className="appointment-card__actions">
            <ButtonLink to={rescheduleTo} variant="secondary">
              <Icon name="calendarPlus" size={18} />
              Reprogramar
            </ButtonLink>
            {locked ? null : cancelButton}
          </div>
        ) : null}
        {locked ? (
          <p className="appointment-card__locked" role="note">
            {locked}
            {phone ? (
              <>
                {' '}
                <a href={telHref(phone)}>Llamar</a>
              </>
            ) : null}
          </p>
        ) : null}
        {data.status === 'COMPLETED' ? (
          <div className="appointment-card__actions">
            <ButtonLink to={editTo} variant="secondary">
              <Icon name="info" size={18} />
              Ver detalles
            </ButtonLink>
            <Button
              variant="secondary"
              className="appointment-card__danger"
              title="Eliminar de mi lista"
              onClick={onHide}
            >
              <Icon name="trash" size={18} />
              Eliminar
            </Button>
          </div>
        ) : null}
      </footer>
    </article>
  );
}
