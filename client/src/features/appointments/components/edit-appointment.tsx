import { clientMayEdit } from '@common/appointment-status';
import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { PageTitle } from '@/components/ui/page-title';
import { LoadError } from '@/components/ui/query-fallback';
import { Screen } from '@/components/ui/screen';
import { LoadingPanel, StatePanel } from '@/components/ui/state-panel';
import { graphql } from '@/gql/gql';
import { useUpdateAppointment } from '../api/use-update-appointment';
import { AppointmentForm } from './appointment-form';
import { BookingSummary } from './booking-summary';
import { EditStatusPanel } from './edit-status-panel';
import './appointment-form.css';

const EditAppointmentQuery = graphql(`
  query EditAppointmentScreen($id: ID!) {
    appointment(id: $id) {
      id
      status
      cutId
      cutType
      date
      time
      note
      rejectionReason
      barberId
    }
    cuts {
      id
      ...AppointmentForm_cut
    }
  }
`);

const BACK = { to: '/client/appointments', label: 'Volver a Mis Citas' };

const isNotFound = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((e) => e.extensions?.code === 'NOT_FOUND' || e.extensions?.code === 'FORBIDDEN');

type NotEditableProps = { icon: 'alert' | 'info'; title: string; message: string };

/** Why this appointment has no form (missing, someone else's, or past editing), with the way back. */
function NotEditable({ icon, title, message }: NotEditableProps) {
  return (
    <section className="booking-page">
      <PageTitle title={title} />
      <StatePanel
        as="h1"
        icon={icon}
        title={title}
        message={message}
        actions={
          <ButtonLink to="/client/appointments">
            <Icon name="arrowLeft" size={18} />
            Volver a Mis Citas
          </ButtonLink>
        }
      />
    </section>
  );
}

/** SPEC §2 "Edit appointment": only the client's own pending or rejected appointments. */
export function EditAppointment() {
  const { appointmentId = '' } = useParams();
  const updateAppointment = useUpdateAppointment();
  const { data, error, loading, refetch } = useQuery(EditAppointmentQuery, {
    variables: { id: appointmentId },
    fetchPolicy: 'cache-first',
  });
  const appointment = data?.appointment;

  if (!data && loading) {
    return (
      <>
        <PageTitle title="Editar Cita" />
        <LoadingPanel message="Cargando cita..." />
      </>
    );
  }

  if (!appointment) {
    if (error && !isNotFound(error)) {
      return (
        <Screen className="booking-page" title="Editar Cita" back={BACK}>
          <LoadError error={error} refetch={refetch} errorTitle="Error al cargar la cita" />
        </Screen>
      );
    }
    return (
      <NotEditable
        icon="alert"
        title="Cita no encontrada"
        message="La cita que buscas no existe o no tienes permisos para editarla."
      />
    );
  }

  if (!clientMayEdit(appointment.status)) {
    return (
      <NotEditable
        icon="info"
        title="Cita no editable"
        message="Solo puedes editar citas pendientes o que han sido rechazadas por el administrador."
      />
    );
  }

  return (
    <Screen
      className="booking-page"
      title="Editar Cita"
      description="Cambia el servicio, la fecha, la hora o la nota."
      back={BACK}
    >
      <AppointmentForm
        key={appointment.id}
        cuts={data.cuts}
        appointmentId={appointment.id}
        initialBarberId={appointment.barberId}
        defaultValues={{
          cutId: appointment.cutId ?? '',
          date: appointment.date,
          time: appointment.time,
          note: appointment.note ?? '',
        }}
        title="Editar Cita"
        submitLabel="Actualizar Cita"
        backTo={BACK.to}
        onSubmit={(input) => updateAppointment({ id: appointment.id, input })}
        aside={(preview) => (
          <>
            <EditStatusPanel status={appointment.status} rejectionReason={appointment.rejectionReason} />
            <BookingSummary
              preview={preview}
              variant="edit"
              fallbackCutType={appointment.cutId ? undefined : appointment.cutType}
            />
          </>
        )}
      />
    </Screen>
  );
}
