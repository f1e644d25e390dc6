import {
  APPOINTMENT_STATUSES,
  STATUS_NAMES,
  statusListCounter,
  type AppointmentStatusName,
} from '@common/appointment-status';
import { searchText } from '@common/search-text';

export type StatusFilter = 'ALL' | AppointmentStatusName;

export const STATUS_FILTERS: { value: StatusFilter; option: string; counter: string }[] = [
  { value: 'ALL', option: 'Todas', counter: 'Total de citas' },
  ...STATUS_NAMES.map((name) => ({
    value: name,
    option: APPOINTMENT_STATUSES[name].plural,
    counter: statusListCounter(name),
  })),
];

type Filterable = { status: string; cutType: string; note?: string | null; createdAt: string };

export function matchesStatus(appointment: Filterable, status: StatusFilter): boolean {
  return status === 'ALL' || appointment.status === status;
}

/** SPEC §2: case-insensitive search on cut type or note (accents ignored too). */
export function matchesSearch(appointment: Filterable, search: string): boolean {
  const needle = searchText(search);
  if (!needle) return true;
  return searchText(appointment.cutType).includes(needle) || searchText(appointment.note ?? '').includes(needle);
}

/** Newest created first (SPEC §9). */
export function byNewest<T extends { createdAt: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
