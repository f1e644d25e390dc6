import { useDeferredValue, useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { ListStates } from '@/components/ui/list-states';
import { QueryContent } from '@/components/ui/query-fallback';
import { Screen } from '@/components/ui/screen';
import { SearchField } from '@/components/ui/search-field';
import { graphql } from '@/gql/gql';
import { BOOKING_PATH, dashboardBack } from '@/lib/area-paths';
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
  errorFallback: 'Error desconocido',
};

/** SPEC §2 "Mis Citas": counter, search, status filter and the cards, newest first. */
export function MyAppointments() {
  const query = useQuery(MyAppointmentsQuery, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('ALL');
  const deferredSearch = useDeferredValue(search);
  const statusId = useId();

  const all = query.data?.myAppointments ?? [];
  const inStatus = all.filter((appointment) => matchesStatus(appointment, status));
  const visible = byNewest(inStatus.filter((appointment) => matchesSearch(appointment, deferredSearch)));
  const filtered = status !== 'ALL' || deferredSearch.trim() !== '';
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
            <span className="icon-tile">
              <Icon name="calendar" size={22} />
            </span>
            <span className="appointment-counter__text">
              <span className="appointment-counter__label">{counter.counter}</span>
              <span className="appointment-counter__value">{inStatus.length}</span>
            </span>
          </div>
          <div className="my-appointments__filters">
            <SearchField
              label="Buscar citas por tipo de corte o nota"
              placeholder="Buscar por corte o nota..."
              value={search}
              onChange={setSearch}
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

      <QueryContent query={query} texts={LOAD_TEXTS}>
        {() => (
          <ListStates
            items={visible}
            empty={{
              icon: 'calendar',
              title: 'No tienes citas programadas',
              message: 'Reserva tu primer corte y aparecerá aquí.',
              actions: (
                <ButtonLink to={BOOKING_PATH} icon="calendarPlus">
                  Agendar mi primera cita
                </ButtonLink>
              ),
            }}
            noMatches={
              filtered && {
                title: 'No se encontraron citas',
                message: 'Prueba con otra búsqueda u otro estado.',
                clearLabel: 'Limpiar filtros',
                onClear: () => {
                  setSearch('');
                  setStatus('ALL');
                },
              }
            }
          >
            {(items) => (
              <ul className="appointment-list" aria-label="Citas">
                {items.map((appointment) => (
                  <li key={appointment.id}>
                    <AppointmentCard appointment={appointment} />
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
