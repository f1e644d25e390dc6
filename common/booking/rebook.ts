import { addDays } from './shop-dates';

/**
 * «¿Toca corte?» (issue 33): when a completed cut is due again, which hours of the shop's day its mail may go,
 * whose switch is on, and where a booking came from.
 */

/** Where a booking came from; none (null) is the app itself. Stored as is in `appointments.source`. */
export const BOOKING_SOURCES = ['rebook_reminder'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

/** The word the mail's link carries (`source=recordatorio`): Spanish in the address bar, the stored value apart. */
export const LINK_SOURCES: Readonly<Record<string, BookingSource>> = { recordatorio: 'rebook_reminder' };

export const sourceOfLink = (word: string | null | undefined): BookingSource | null =>
  (word && Object.hasOwn(LINK_SOURCES, word) ? LINK_SOURCES[word] : null) ?? null;

/** A cut is due again after 1 day at the least and a year at the most (the database's CHECK says the same). */
export const REBOOK_DAYS = { min: 1, max: 365 } as const;

/**
 * The shop's hours when the mail may be queued (decision 0037): never at dawn or at dinner, always while
 * the shop can answer the phone. From 10:00 included to 19:00 excluded, shop time.
 */
export const REBOOK_HOURS = { from: '10:00', until: '19:00' } as const;

export const isRebookHour = (shopTime: string): boolean =>
  shopTime >= REBOOK_HOURS.from && shopTime < REBOOK_HOURS.until;

/** The first shop day the cut of `date` is due again. */
export const rebookDueOn = (date: string, rebookAfterDays: number): string => addDays(date, rebookAfterDays);

/**
 * How long after the due day the mail may still go (decision 0037): a worker that was down catches up, but a
 * cut given days long after the fact does not mail every client who ever had it.
 */
export const REBOOK_GRACE_DAYS = 14;

export const isRebookDue = (date: string, rebookAfterDays: number | null, today: string): boolean => {
  if (rebookAfterDays === null) return false;
  const due = rebookDueOn(date, rebookAfterDays);
  return due <= today && today < addDays(due, REBOOK_GRACE_DAYS);
};

/**
 * The client's «Recordatorios para volver»: what they chose, else (never chosen) on once they have a completed
 * appointment, the only clients the mail can be about (decision 0037).
 */
export const wantsRebook = (choice: boolean | null, completedAppointments: number): boolean =>
  choice ?? completedAppointments > 0;

/** How many days after a rebooking mail a booking counts as a return, on the dashboard. */
export const REBOOK_RETURN_DAYS = 7;
