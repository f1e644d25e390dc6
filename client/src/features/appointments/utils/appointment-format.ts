import { capitalized, longDate } from '@common/date-text';
import { formatSlot12h } from '@common/validation/appointment';
import { recordedOn } from '@/lib/shop-date';

export const INVALID_DATE = 'Fecha inválida';

/** An appointment's day, long ('Martes, 1 de diciembre de 2026': SPEC §2's long es-ES date), or 'Fecha inválida'. */
export function formatLongDate(date: string | null | undefined): string {
  const text = longDate(date);
  return text ? capitalized(text) : INVALID_DATE;
}

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** '14:30' → '2:30 PM'; anything that is not HH:MM is shown as it came. */
export function formatTime(time: string | null | undefined): string {
  if (!time) return '—';
  const hhmm = time.slice(0, 5);
  return TIME_PATTERN.test(hhmm) ? formatSlot12h(hhmm) : time;
}

/** Creation and update dates ('15 ene 2026'), in the shop's zone. */
export function formatCreatedAt(value: string | null | undefined): string {
  return recordedOn(value) ?? INVALID_DATE;
}
