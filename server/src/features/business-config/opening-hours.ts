import { everyWeekday } from '../appointments/shop-clock';

/** One entry per ISO weekday (1 Monday … 7 Sunday); `open`/`close` null when closed. */
export interface DayHours {
  weekday: number;
  open: string | null;
  close: string | null;
}

/** SPEC §9: Monday to Friday 8:00–18:00, Saturday 8:00–16:00, Sunday closed. */
export const DEFAULT_OPENING_HOURS: DayHours[] = everyWeekday((weekday) =>
  weekday === 7
    ? { weekday, open: null, close: null }
    : { weekday, open: '08:00', close: weekday === 6 ? '16:00' : '18:00' },
);
