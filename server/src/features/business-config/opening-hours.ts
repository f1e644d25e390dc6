/** One entry per ISO weekday (1 Monday … 7 Sunday); `open`/`close` null when closed. */
export interface DayHours {
  weekday: number;
  open: string | null;
  close: string | null;
}

/** SPEC §9: Monday to Friday 8:00–18:00, Saturday 8:00–16:00, Sunday closed. */
export const DEFAULT_OPENING_HOURS: DayHours[] = [
  { weekday: 1, open: '08:00', close: '18:00' },
  { weekday: 2, open: '08:00', close: '18:00' },
  { weekday: 3, open: '08:00', close: '18:00' },
  { weekday: 4, open: '08:00', close: '18:00' },
  { weekday: 5, open: '08:00', close: '18:00' },
  { weekday: 6, open: '08:00', close: '16:00' },
  { weekday: 7, open: null, close: null },
];
