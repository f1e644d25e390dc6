import { useQuery } from '@apollo/client/react';
import { BookingLink } from '@/components/ui/booking-link';
import { QueryList } from '@/components/ui/query-list';
import { Screen } from '@/components/ui/screen';
import { loadTexts } from '@/components/ui/query-fallback';
import { graphql } from '@/gql/gql';
import { dashboardBack } from '@/lib/area-paths';
import { CACHED_THEN_FRESH } from '@/lib/fetch-policies';
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

/** SPEC §2 "Mi Historial": every own appointment, hidden ones included, newest first. */
export function AppointmentHistory() {
  const query = useQuery(AppointmentHistoryQuery, CACHED_THEN_FRESH);
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
      <QueryList
        query={query}
        texts={loadTexts('el historial')}
        items={appointments}
        empty={{
          icon: 'history',
          title: 'No tienes citas aún',
          message: 'Cuando reserves, tus citas aparecerán aquí.',
          actions: <BookingLink>Agendar Cita</BookingLink>,
        }}
        list={{ className: 'history-list', label: 'Historial de citas' }}
      >
        {(appointment) => (
          <li key={appointment.id}>
            <HistoryItem appointment={appointment} />
          </li>
        )}
      </QueryList>
    </Screen>
  );
}
