import { useQuery } from '@apollo/client/react';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { QueryFallback } from '@/components/ui/query-fallback';
import { ScreenHeader } from '@/components/ui/screen-header';
import { StatePanel } from '@/components/ui/state-panel';
import { graphql } from '@/gql/gql';
import { byNewest } from '../utils/filter-appointments';
import { HistoryItem } from './history-item';
import './appointment-history.css';
import './my-appointments.css';

const AppointmentHistoryQuery = graphql(`
  query AppointmentHistory {
    myAppointments(includeHidden: true) {
      id
      createdAt
      ...AppointmentHistoryItem_appointment
    }
  }
`);

const LOAD_TEXTS = {
  loadingMessage: 'Cargando historial...',
  errorTitle: 'Error al cargar el historial',
  errorFallback: 'Error desconocido',
};

/** SPEC §2 "Mi Historial": every own appointment, hidden ones included, newest first. */
export function AppointmentHistory() {
  const { data, error, loading, refetch } = useQuery(AppointmentHistoryQuery, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const appointments = byNewest(data?.myAppointments ?? []);
  const count = appointments.length;

  let content;
  if (!data && (loading || error)) {
    content = <QueryFallback loading={loading} error={error} refetch={refetch} {...LOAD_TEXTS} />;
  } else if (count === 0) {
    content = (
      <StatePanel
        icon="history"
        title="No tienes citas aún"
        message="Cuando reserves, tus citas aparecerán aquí."
        actions={
          <ButtonLink to="/client/appointments/create">
            <Icon name="calendarPlus" size={18} />
            Agendar Cita
          </ButtonLink>
        }
      />
    );
  } else {
    content = (
      <ul className="history-list" aria-label="Historial de citas">
        {appointments.map((appointment) => (
          <li key={appointment.id}>
            <HistoryItem appointment={appointment} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="appointment-history" aria-labelledby="page-title">
      <ScreenHeader
        title="Mi Historial"
        description="Todas tus citas, de la más reciente a la más antigua."
        back={{ to: '/client', label: 'Volver al Dashboard' }}
        badge={count > 0 ? `${count} ${count === 1 ? 'cita' : 'citas'}` : undefined}
      />
      {content}
    </section>
  );
}
