import { useId } from 'react';
import { IconTile } from '@/components/ui/icon-tile';
import { SearchField } from '@/components/ui/search-field';
import type { useSearch } from '@/components/ui/use-search';
import { STATUS_FILTERS, type StatusFilter } from '../utils/filter-appointments';

type AppointmentsToolbarProps = {
  /** How many appointments have the chosen status (the search leaves the counter alone). */
  count: number;
  search: ReturnType<typeof useSearch>;
  status: StatusFilter;
  onStatusChange: (status: StatusFilter) => void;
};

/** Mis Citas' counter for the chosen status, the search box and the status filter. */
export function AppointmentsToolbar({ count, search, status, onStatusChange }: AppointmentsToolbarProps) {
  const statusId = useId();
  const counter = STATUS_FILTERS.find((filter) => filter.value === status)!;

  return (
    <div className="my-appointments__toolbar">
      <div className="card appointment-counter" aria-live="polite">
        <IconTile name="calendar" size={22} />
        <span className="appointment-counter__text">
          <span className="appointment-counter__label">{counter.counter}</span>
          <span className="appointment-counter__value">{count}</span>
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
            onChange={(event) => onStatusChange(event.target.value as StatusFilter)}
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
  );
}
