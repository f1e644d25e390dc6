import { WEEKDAY_NAMES } from '@/lib/weekday-names';

/** SPEC §7: average earnings per completed appointment, shown with no decimals ("$25"). */
export function formatWholeDollars(value: number): string {
  return `$${Math.round(value)}`;
}

/** ISO weekday (1 Monday … 7 Sunday) → Spanish name and its three-letter abbreviation ('Mié'). */
export const WEEKDAYS = WEEKDAY_NAMES.map((long, index) => ({ iso: index + 1, short: long.slice(0, 3), long }));

/** SPEC §9: the donut chart uses 8 colours. */
export const CHART_COLORS = ['#15803d', '#2563eb', '#d97706', '#7c3aed', '#db2777', '#0891b2', '#65a30d', '#dc2626'];
