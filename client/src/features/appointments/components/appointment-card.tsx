import { useId, type ReactNode } from 'react';
import { clientActionsFor, isLiveStatus, statusMeta, type ClientAction } from '@common/appointment-status';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { useConfirm, type ConfirmOptions } from '@/components/ui/confirm-dialog';
import { Icon, type IconName } from '@/components/ui/icon';
import { RelativeDayTag } from '@/components/ui/relative-day-tag';
import { StatusBadge } from '@/components/ui/status-badge';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { reschedulePathFor } from '@/lib/area-paths';
import { telHref } from '@/lib/contact-links';
import { useShopBarbers } from '@/lib/shop-barbers';
import { useBookingWindow } from '../api/use-booking-window';
import { useDeleteMyAppointment } from '../api/use-delete-my-appointment';
import { useHideAppointment } from '../api/use-hide-appointment';
import { formatCreatedAt, formatLongDate, formatTime } from '../utils/appointment-format';
import { confirmMessages } from '../utils/appointment-messages';
import { AddToCalendar } from './add-to-calendar';
import { RepeatBookingLink } from './repeat-booking-link';
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
    barberName
    ...AddToCalendar_appointment
    ...RepeatBookingLink_appointment
  }
`);

type AppointmentCardProps = { appointment: FragmentType<typeof AppointmentCardFragment> };

const ACTION_BUTTONS: Record<ClientAction, { icon: IconName; label: string; title?: string }> = {
  edit: { icon: 'edit', label: 'Editar' },
  reschedule: { icon: 'calendarPlus', label: 'Reprogramar' },
  cancel: { icon: 'close', label: 'Cancelar cita', title: 'Cancelar cita' },
  details: { icon: 'info', label: 'Ver detalles' },
  hide: { icon: 'trash', label: 'Eliminar', title: 'Eliminar de mi lista' },
};

/** SPEC §2 "Appointment card": details plus the actions its status allows (SPEC §4–§5). */
export function AppointmentCard({ appointment }: AppointmentCardProps) {
  const data = getFragmentData(AppointmentCardFragment, appointment);
  const titleId = useId();
  const confirm = useConfirm();
  const deleteAppointment = useDeleteMyAppointment();
  const hideAppointment = useHideAppointment();
  const status = statusMeta(data.status);
  const { cancellationLocked, phone } = useBookingWindow();
  const { several } = useShopBarbers();
  const locked = data.status === 'CONFIRMED' ? cancellationLocked(data.startsAt) : null;

  // Both ways out of the list ask first, with 'Volver' to keep the appointment.
  const askThen =
    (question: Omit<ConfirmOptions, 'cancelLabel' | 'tone'>, act: (variables: { id: string }) => Promise<unknown>) =>
    async () => {
      if (await confirm({ ...question, cancelLabel: 'Volver', tone: 'danger' })) await act({ id: data.id });
    };
  const onCancel = askThen(
    { title: 'Cancelar cita', message: confirmMessages.delete, confirmLabel: 'Sí, cancelar cita' },
    deleteAppointment,
  );
  const onHide = askThen(
    { title: 'Eliminar de mi lista', message: confirmMessages.hide, confirmLabel: 'Sí, eliminar' },
    hideAppointment,
  );

  const editTo = `/client/appointments/edit/${data.id}`;
  const rescheduleTo = reschedulePathFor(data.id, data.cutId ?? null);
  // A link for the ones that open a screen, a danger button for the ones that ask first.
  const links: Partial<Record<ClientAction, string>> = { edit: editTo, reschedule: rescheduleTo, details: editTo };
  const handlers: Partial<Record<ClientAction, () => Promise<void>>> = { cancel: onCancel, hide: onHide };
  const actionButton = (action: ClientAction) => {
    const { icon, label, title } = ACTION_BUTTONS[action];
    const content = (
      <>
        <Icon name={icon} size={18} />
        {label}
      </>
    );
    const to = links[action];
    return to ? (
      <ButtonLink key={action} to={to} variant="secondary">
        {content}
      </ButtonLink>
    ) : (
      <Button
        key={action}
        variant="secondary"
        className="appointment-card__danger"
        title={title}
        onClick={handlers[action]}
      >
        {content}
      </Button>
    );
  };
  // Past the cancellation cutoff a confirmed appointment can no longer be cancelled or moved here.
  const actions = clientActionsFor(data.status).filter(
    (action) => !(locked && (action === 'cancel' || action === 'reschedule')),
  );

  const details: { icon: IconName; label: string; value: string; tag?: ReactNode }[] = [
    {
      icon: 'calendar',
      label: 'Fecha',
      value: formatLongDate(data.date),
      tag: <RelativeDayTag date={data.date} />,
    },
    { icon: 'clock', label: 'Hora', value: formatTime(data.time) },
  ];

  return (
    <article className={`card appointment-card tone-${status.tone}`} aria-labelledby={titleId}>
      <header className="title-row">
        <h3 id={titleId} className="appointment-card__title">
          {data.cutType}
        </h3>
        <StatusBadge label={status.label} tone={status.tone} />
      </header>
      {several ? <p className="appointment-card__barber">con {data.barberName}</p> : null}

      <dl className="appointment-card__details">
        {details.map((detail) => (
          <div key={detail.label}>
            <dt>
              <Icon name={detail.icon} size={16} />
              {detail.label}
            </dt>
            <dd>
              {detail.tag} {detail.value}
            </dd>
          </div>
        ))}
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

      {isLiveStatus(data.status) ? <AddToCalendar appointment={data} /> : null}

      <footer className="appointment-card__footer">
        <p className="appointment-card__created">Creada el {formatCreatedAt(data.createdAt)}</p>
        {actions.length || data.status === 'COMPLETED' ? (
          <div className="appointment-card__actions">
            <RepeatBookingLink appointment={data} />
            {actions.map(actionButton)}
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
      </footer>
    </article>
  );
}
