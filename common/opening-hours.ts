/** One entry per ISO weekday (1 Monday … 7 Sunday); `open`/`close` null when closed. */
export interface DayHours {
  weekday: number;
  open: string | null;
  close: string | null;
}

/** What `day` makes of each ISO weekday, Monday to Sunday. */
export const everyWeekday = <T>(day: (weekday: number) => T): T[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => day(weekday));

/** SPEC §9: Monday to Friday 8:00–18:00, Saturday 8:00–16:00, Sunday closed, until the barber sets the shop's own. */
export const DEFAULT_OPENING_HOURS: DayHours[] = everyWeekday((weekday) =>
  weekday === 7
    ? { weekday, open: null, close: null }
    : { weekday, open: '08:00', close: weekday === 6 ? '16:00' : '18:00' },
);
