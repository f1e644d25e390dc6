import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button-link';
import { QueryFallback } from '@/components/ui/query-fallback';
import { Screen } from '@/components/ui/screen';
import { StatePanel } from '@/components/ui/state-panel';
import { graphql } from '@/gql/gql';
import { dashboardBack } from '@/lib/area-paths';
import { CACHED_THEN_FRESH } from '@/lib/fetch-policies';
import { useCreateAppointment } from '../api/use-create-appointment';
import { AppointmentForm } from './appointment-form';
import { BookingSummary } from './booking-summary';
import { ScheduleCard } from './schedule-card';
import './appointment-form.css';

const CreateAppointmentQuery = graphql(`
  query CreateAppointmentScreen {
    cuts {
      id
      ...AppointmentForm_cut
    }
    publicConfig {
      ...AppointmentForm_config
      ...ScheduleCard_config
    }
  }
`);

const LOAD_TEXTS = {
  loadingMessage: 'Cargando servicios...',
  errorTitle: 'Error al cargar cortes',
  errorFallback: 'Error al obtener los cortes',
};

/** SPEC §2 "Create appointment": form, live summary and opening hours; ?cutId= preselects. */
export function CreateAppointment() {
  const [searchParams] = useSearchParams();
  const createAppointment = useCreateAppointment();
  const { data, error, loading, refetch } = useQuery(CreateAppointmentQuery, CACHED_THEN_FRESH);

  let content;
  if (!data) {
    content = <QueryFallback loading={loading} error={error} refetch={refetch} {...LOAD_TEXTS} />;
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
        config={data.publicConfig}
        defaultValues={{ cutId: searchParams.get('cutId') ?? '', date: '', time: '', note: '' }}
        title="Datos de la cita"
        description="Elige el servicio, la fecha y una hora libre."
        submitLabel="Agendar Cita"
        backTo="/client"
        onSubmit={(input) => createAppointment({ input })}
        aside={(preview) => (
          <>
            <BookingSummary preview={preview} variant="create" />
            <ScheduleCard config={data.publicConfig} />
          </>
        )}
      />
    );
  }

  return (
    <Screen
      className="booking-page"
      title="Agendar Cita"
      description="Reserva tu próximo corte en pocos pasos."
      back={dashboardBack('client')}
    >
      {content}
    </Screen>
  );
}
