/** SPEC §7: average earnings per completed appointment, shown with no decimals ("$25"). */
export function formatWholeDollars(value: number): string {
  return `$${Math.round(value)}`;
}

/** SPEC §7: completion rate as a percentage with 1 decimal ("66.7%"). */
export function formatRate(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** ISO weekday (1 Monday … 7 Sunday) → Spanish name and abbreviation. */
export const WEEKDAYS = [
  { iso: 1, short: 'Lun', long: 'Lunes' },
  { iso: 2, short: 'Mar', long: 'Martes' },
  { iso: 3, short: 'Mié', long: 'Miércoles' },
  { iso: 4, short: 'Jue', long: 'Jueves' },
  { iso: 5, short: 'Vie', long: 'Viernes' },
  { iso: 6, short: 'Sáb', long: 'Sábado' },
  { iso: 7, short: 'Dom', long: 'Domingo' },
] as const;

/** SPEC §9: the donut chart uses 8 colours. */
export const CHART_COLORS = ['#15803d', '#2563eb', '#d97706', '#7c3aed', '#db2777', '#0891b2', '#65a30d', '#dc2626'];
