import { STATUS_NAMES, statusDayOrder, type AppointmentStatusName } from '@common/appointment-status';

// Within a day: the vocabulary's day order (pending, confirmed, cancelled, completed, no-show, then others); ties by time.
export function compareForDay(a: { status: string; time: string }, b: { status: string; time: string }): number {
  return statusDayOrder(a.status) - statusDayOrder(b.status) || a.time.localeCompare(b.time);
}

export type MonthCounters = { total: number } & Record<AppointmentStatusName, number>;

export function countByStatus(appointments: readonly { status: string }[]): MonthCounters {
  const counters = { total: appointments.length } as MonthCounters;
  for (const name of STATUS_NAMES) counters[name] = 0;
  for (const { status } of appointments)
    if (status in counters && status !== 'total') counters[status as AppointmentStatusName] += 1;
  return counters;
}
