import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { BookingLink } from '@/components/ui/booking-link';
import { ButtonLink } from '@/components/ui/button-link';
import { QueryList } from '@/components/ui/query-list';
import { Screen } from '@/components/ui/screen';
import { useSearch } from '@/components/ui/use-search';
import { loadTexts } from '@/components/ui/query-fallback';
import { graphql } from '@/gql/gql';
import { BOOKING_PATH, dashboardBack } from '@/lib/area-paths';
import { CACHED_THEN_FRESH } from '@/lib/fetch-policies';
import { byNewest, matchesSearch, matchesStatus, type StatusFilter } from '../utils/filter-appointments';
import { AppointmentCard } from './appointment-card';
import { AppointmentsToolbar } from './appointments-toolbar';
import { MyWaitlist } from './my-waitlist';
import './my-appointments.css';

const MyAppointmentsQuery = graphql(`
  query MyAppointments {
    myAppointments(includeHidden: false) {
      id
      status
      cutType
      note
      createdAt
      ...AppointmentCard_appointment
    }
  }
`);

/** SPEC §2 "Mis Citas": counter, search, status filter and the cards, newest first. */
export function MyAppointments() {
  const query = useQuery(MyAppointmentsQuery, CACHED_THEN_FRESH);
  const search = useSearch();
  const [status, setStatus] = useState<StatusFilter>('ALL');

  const all = query.data?.myAppointments ?? [];
  const inStatus = all.filter((appointment) => matchesStatus(appointment, status));
  const visible = byNewest(inStatus.filter((appointment) => matchesSearch(appointment, search.term)));
  const filtered = status !== 'ALL' || search.term !== '';

  return (
    <Screen
      className="my-appointments"
      title="Mis Citas"
      description="Consulta, edita o cancela tus citas."
      back={dashboardBack('client')}
      actions={
        <ButtonLink to={BOOKING_PATH} icon="plus">
          Nueva Cita
        </ButtonLink>
      }
    >
      <MyWaitlist />
      <QueryList
        query={query}
        texts={loadTexts('las citas')}
        toolbar={
          <AppointmentsToolbar count={inStatus.length} search={search} status={status} onStatusChange={setStatus} />
        }
        items={visible}
        empty={{
          icon: 'calendar',
          title: 'No tienes citas programadas',
          message: 'Reserva tu primer corte y aparecerá aquí.',
          actions: <BookingLink>Agendar mi primera cita</BookingLink>,
        }}
        noMatches={
          filtered && {
            title: 'No se encontraron citas',
            message: 'Prueba con otra búsqueda u otro estado.',
            clearLabel: 'Limpiar filtros',
            onClear: () => {
              search.clear();
              setStatus('ALL');
            },
          }
        }
        list={{ className: 'appointment-list', label: 'Citas' }}
      >
        {(appointment) => (
          <li key={appointment.id}>
            <AppointmentCard appointment={appointment} />
          </li>
        )}
      </QueryList>
    </Screen>
  );
}
