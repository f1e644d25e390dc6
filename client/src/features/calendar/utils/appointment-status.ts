// SPEC §4: how each status reads and sorts in the admin calendar.

export const STATUS_LABELS: Record<string, string> = {
  PENDING: 'Pendiente',
  CONFIRMED: 'Confirmada',
  COMPLETED: 'Completada',
  CANCELLED: 'Rechazada',
  NO_SHOW: 'No asistió',
};

export const statusLabel = (status: string) => STATUS_LABELS[status] ?? 'Desconocido';

/** CSS modifier for a status ('unknown' for anything else). */
export const statusTone = (status: string) => (status in STATUS_LABELS ? status.toLowerCase() : 'unknown');

// Within a day: pending, confirmed, cancelled, completed, no-show, then others; ties by time.
const ORDER: Record<string, number> = { PENDING: 1, CONFIRMED: 2, CANCELLED: 3, COMPLETED: 4, NO_SHOW: 5 };

export function compareForDay(a: { status: string; time: string }, b: { status: string; time: string }): number {
  return (ORDER[a.status] ?? 6) - (ORDER[b.status] ?? 6) || a.time.localeCompare(b.time);
}

export type MonthCounters = {
  total: number;
  pending: number;
  confirmed: number;
  completed: number;
  rejected: number;
  noShow: number;
};

export function countByStatus(appointments: readonly { status: string }[]): MonthCounters {
  const counters: MonthCounters = {
    total: appointments.length,
    pending: 0,
    confirmed: 0,
    completed: 0,
    rejected: 0,
    noShow: 0,
  };
  for (const { status } of appointments) {
    if (status === 'PENDING') counters.pending += 1;
    else if (status === 'CONFIRMED') counters.confirmed += 1;
    else if (status === 'COMPLETED') counters.completed += 1;
    else if (status === 'CANCELLED') counters.rejected += 1;
    else if (status === 'NO_SHOW') counters.noShow += 1;
  }
  return counters;
}
