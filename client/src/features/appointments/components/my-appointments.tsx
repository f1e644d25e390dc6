import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { BookingLink } from '@/components/ui/booking-link';
import { ButtonLink } from '@/components/ui/button-link';
import { IconTile } from '@/components/ui/icon-tile';
import { QueryList } from '@/components/ui/query-list';
import { Screen } from '@/components/ui/screen';
import { SearchField } from '@/components/ui/search-field';
import { useSearch } from '@/components/ui/use-search';
import { graphql } from '@/gql/gql';
import { BOOKING_PATH, dashboardBack } from '@/lib/area-paths';
import { CACHED_THEN_FRESH } from '@/lib/fetch-policies';
import {
  byNewest,
  matchesSearch,
  matchesStatus,
  STATUS_FILTERS,
  type StatusFilter,
} from '../utils/filter-appointments';
import { AppointmentCard } from './appointment-card';
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

const LOAD_TEXTS = {
  loadingMessage: 'Cargando citas...',
  errorTitle: 'Error al cargar las citas',
};

/** SPEC §2 "Mis Citas": counter, search, status filter and the cards, newest first. */
export function MyAppointments() {
  const query = useQuery(MyAppointmentsQuery, CACHED_THEN_FRESH);
  const search = useSearch();
  const [status, setStatus] = useState<StatusFilter>('ALL');
  const statusId = useId();

  const all = query.data?.myAppointments ?? [];
  const inStatus = all.filter((appointment) => matchesStatus(appointment, status));
  const visible = byNewest(inStatus.filter((appointment) => matchesSearch(appointment, search.term)));
  const filtered = status !== 'ALL' || search.term !== '';
  const counter = STATUS_FILTERS.find((filter) => filter.value === status)!;

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
      {query.data ? (
        <div className="my-appointments__toolbar">
          <div className="card appointment-counter" aria-live="polite">
            <IconTile name="calendar" size={22} />
            <span className="appointment-counter__text">
              <span className="appointment-counter__label">{counter.counter}</span>
              <span className="appointment-counter__value">{inStatus.length}</span>
            </span>
          </div>
          <div className="my-appointments__filters">
            <SearchField
              label="Buscar citas por tipo de corte o nota"
              placeholder="Buscar por corte o nota..."
              {...search.field}
            />
            <div className="status-filter">
              <label htmlFor={statusId} className="visually-hidden">
                Filtrar por estado
              </label>
              <select
                id={statusId}
                className="input-box"
                value={status}
                onChange={(event) => setStatus(event.target.value as StatusFilter)}
              >
                {STATUS_FILTERS.map((filter) => (
                  <option key={filter.value} value={filter.value}>
                    {filter.value === 'ALL' ? 'Todos los estados' : filter.option}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </div>
      ) : null}

      <QueryList
        query={query}
        texts={LOAD_TEXTS}
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
