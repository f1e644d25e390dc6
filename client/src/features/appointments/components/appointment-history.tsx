import { useQuery } from '@apollo/client/react';
import { ListStates } from '@/components/ui/list-states';
import { QueryContent } from '@/components/ui/query-fallback';
import { Screen } from '@/components/ui/screen';
import { graphql } from '@/gql/gql';
import { ButtonLink } from '@/components/ui/button-link';
import { BOOKING_PATH, dashboardBack } from '@/lib/area-paths';
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
  const query = useQuery(AppointmentHistoryQuery, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const appointments = byNewest(query.data?.myAppointments ?? []);
  const count = appointments.length;

  return (
    <Screen
      className="appointment-history"
      title="Mi Historial"
      description="Todas tus citas, de la más reciente a la más antigua."
      back={dashboardBack('client')}
      badge={count > 0 ? `${count} ${count === 1 ? 'cita' : 'citas'}` : undefined}
    >
      <QueryContent query={query} texts={LOAD_TEXTS}>
        {() => (
          <ListStates
            items={appointments}
            empty={{
              icon: 'history',
              title: 'No tienes citas aún',
              message: 'Cuando reserves, tus citas aparecerán aquí.',
              actions: (
                <ButtonLink to={BOOKING_PATH} icon="calendarPlus">
                  Agendar Cita
                </ButtonLink>
              ),
            }}
          >
            {(items) => (
              <ul className="history-list" aria-label="Historial de citas">
                {items.map((appointment) => (
                  <li key={appointment.id}>
                    <HistoryItem appointment={appointment} />
                  </li>
                ))}
              </ul>
            )}
          </ListStates>
        )}
      </QueryContent>
    </Screen>
  );
}
