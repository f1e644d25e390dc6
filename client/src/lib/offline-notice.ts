import { shopDayAndTime, shortDate } from '@common/date-text';
import { formatSlot12h } from '@common/validation/appointment';

// Apart from offline-snapshot.ts, which the token's module (and so /login) loads: these need the date and
// validation code, which only an offline screen does.

/** «guardado a las 10:15 AM», or «guardado el 28 nov 2026 a las 10:15 AM» when it was another day, in the shop's zone. */
export function savedAtText(savedAt: number, now: number, timeZone: string): string {
  const saved = shopDayAndTime(savedAt, timeZone);
  if (!saved) return 'guardado antes';
  const at = `a las ${formatSlot12h(saved.time)}`;
  return saved.date === shopDayAndTime(now, timeZone)?.date
    ? `guardado ${at}`
    : `guardado el ${shortDate(saved.date)} ${at}`;
}

/** The mark on a screen shown from a snapshot. */
export const staleNotice = (savedAt: number, now: number, timeZone: string) =>
  `Puede no estar al día · ${savedAtText(savedAt, now, timeZone)}`;

/** Why an action that needs the server is off: said the same way on every screen. */
export const OFFLINE_REASON =
  'Las acciones que necesitan internet están desactivadas: vuelve a intentarlo cuando tengas conexión.';
