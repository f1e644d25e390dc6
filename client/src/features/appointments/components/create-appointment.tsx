import { skipToken, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { parseBookingLink } from '@common/booking/booking-link';
import { sourceOfLink } from '@common/booking/rebook';
import { ButtonLink } from '@/components/ui/button-link';
import { QueryFallback } from '@/components/ui/query-fallback';
import { Screen } from '@/components/ui/screen';
import { StatePanel } from '@/components/ui/state-panel';
import { graphql } from '@/gql/gql';
import { dashboardBack } from '@/lib/area-paths';
import { CACHED_THEN_FRESH } from '@/lib/fetch-policies';
import { useCreateAppointment } from '../api/use-create-appointment';
import { useLastBarber } from '../api/use-last-barber';
import { useRescheduleAppointment } from '../api/use-reschedule-appointment';
import { formatLongDate, formatTime } from '../utils/appointment-format';
import { AppointmentForm } from './appointment-form';
import { BookingSummary } from './booking-summary';
import { RescheduleNotice } from './reschedule-notice';
import { ScheduleCard } from './schedule-card';
import './appointment-form.css';

const CreateAppointmentQuery = graphql(`
  query CreateAppointmentScreen {
    cuts {
      id
      ...AppointmentForm_cut
    }
    publicConfig {
      ...ScheduleCard_config
    }
    bookingRules {
      slotStepMinutes
    }
  }
`);

// 'Reprogramar' on a confirmed appointment opens this screen with ?reprogramar=<its id>.
const RescheduleSourceQuery = graphql(`
  query RescheduleSource($id: ID!) {
    appointment(id: $id) {
      id
      status
      date
      time
      barberId
      ...RescheduleNotice_appointment
    }
  }
`);

// Asked afresh each time: a cancellation elsewhere, or an appointment that began, makes room.
const MyLiveBookingsQuery = graphql(`
  query MyLiveBookings {
    myLiveBookings {
      live
      max
      refusal
    }
  }
`);

const LOAD_TEXTS = {
  loadingMessage: 'Cargando servicios...',
  errorTitle: 'Error al cargar cortes',
  errorFallback: 'Error al obtener los cortes',
};

/**
 * SPEC §2 "Create appointment": form, live summary and opening hours; ?cutId=, ?barberId=, ?date= and ?time= preselect
 * (common/booking/booking-link.ts: «Repetir», and the links of mails), ?source= records where the booking came from. With
 * ?reprogramar=<id> of an own confirmed appointment the booking replaces it (the server does both at once).
 */
export function CreateAppointment() {
  const [searchParams] = useSearchParams();
  const link = parseBookingLink(searchParams);
  const createAppointment = useCreateAppointment();
  const rescheduleAppointment = useRescheduleAppointment();
  const { data, error, loading, refetch } = useQuery(CreateAppointmentQuery, CACHED_THEN_FRESH);
  const replacingId = searchParams.get('reprogramar');
  const source = useQuery(RescheduleSourceQuery, replacingId ? { variables: { id: replacingId } } : skipToken);
  // Anything else (not found, no longer confirmed) is an ordinary booking.
  const replacing = source.data?.appointment?.status === 'CONFIRMED' ? source.data.appointment : null;
  // Rescheduling replaces one: the limit of appointments to come never stops it.
  const room = useQuery(MyLiveBookingsQuery, replacingId ? skipToken : { fetchPolicy: 'network-only' });
  const atLimit = room.data?.myLiveBookings.refusal;
  // Titled as a reschedule while the appointment it replaces loads, so the heading does not change under the reader.
  const rescheduling = Boolean(replacingId && (source.loading || replacing));
  // «¿Con quién?» preselects a link's barber, else the one of the appointment rescheduled, else the client's last.
  const lastBarberId = useLastBarber();
  const initialBarberId = link.barberId ?? replacing?.barberId ?? lastBarberId;
  // Opened from «¿Toca corte?» (?source=recordatorio): the booking says so, for the dashboard's returns.
  const linkSource = sourceOfLink(searchParams.get('source'));

  let content;
  if (!data || (replacingId && source.loading) || (!replacingId && room.loading && !room.data)) {
    content = (
      <QueryFallback
        loading={loading || source.loading || room.loading}
        error={error}
        refetch={refetch}
        {...LOAD_TEXTS}
      />
    );
  } else if (atLimit) {
    // Told before the form is filled in (issue 29): the server would refuse it with these same words.
    content = (
      <StatePanel
        icon="calendar"
        title="Has llegado al máximo de citas"
        message={atLimit}
        actions={
          <>
            <ButtonLink to="/client/appointments">Ver mis citas</ButtonLink>
            <ButtonLink to="/client" variant="secondary">
              Volver al inicio
            </ButtonLink>
          </>
        }
      />
    );
  } else if (data.cuts.length === 0) {
    content = (
      <StatePanel
        icon="scissors"
        title="No hay servicios disponibles"
        message="Todavía no hay servicios para reservar. Vuelve pronto."
        actions={
          <ButtonLink to="/client" variant="secondary">
            Volver al inicio
          </ButtonLink>
        }
      />
    );
  } else {
    content = (
      <AppointmentForm
        cuts={data.cuts}
        defaultValues={{ cutId: link.cutId ?? '', date: link.date ?? '', time: link.time ?? '', note: '' }}
        linkedTime={link.date && link.time ? { date: link.date, time: link.time } : null}
        appointmentId={replacing?.id}
        offerWaitlist={!replacingId}
        initialBarberId={initialBarberId}
        title="Datos de la cita"
        description={
          replacing
            ? `Elige la nueva fecha y hora de tu cita del ${formatLongDate(replacing.date).toLowerCase()} a las ${formatTime(replacing.time)}.`
            : 'Elige el servicio, la fecha y una hora libre.'
        }
        submitLabel={replacing ? 'Reprogramar Cita' : 'Reservar'}
        backTo={replacing ? '/client/appointments' : '/client'}
        onSubmit={async (input) => {
          if (replacing) return rescheduleAppointment({ id: replacing.id, input });
          const booked = await createAppointment({ input: linkSource ? { ...input, source: linkSource } : input });
          // Refused because the limit was reached meanwhile (another tab): the screen says so instead of the form.
          if (!booked.ok) await room.refetch();
          return booked;
        }}
        aside={(preview) => (
          <>
            {replacing ? <RescheduleNotice appointment={replacing} /> : null}
            <BookingSummary preview={preview} variant="create" />
            <ScheduleCard config={data.publicConfig} step={data.bookingRules.slotStepMinutes} />
          </>
        )}
      />
    );
  }

  return (
    <Screen
      className="booking-page"
      title={rescheduling ? 'Reprogramar cita' : 'Agendar Cita'}
      description={
        rescheduling ? 'Cambia tu cita confirmada a otro día u hora.' : 'Reserva tu próximo corte en pocos pasos.'
      }
      back={dashboardBack('client')}
    >
      {content}
    </Screen>
  );
}
