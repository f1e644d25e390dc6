import { formatSlot12h } from '@common/validation/appointment';
import { formatInstant, formatShopDay } from '@/lib/shop-date';

export const INVALID_DATE = 'Fecha inválida';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'lun, 15 ene 2026' style card date, or 'Fecha inválida'. */
export function formatAppointmentDate(date: string | null | undefined): string {
  const text = formatShopDay(date, 'ddd D [de] MMMM [de] YYYY');
  return text ? capitalize(text.replace('.', ',')) : INVALID_DATE;
}

/** SPEC §2 summary: long es-ES date ('lunes, 15 de enero de 2026'), or 'Fecha inválida'. */
export function formatLongDate(date: string | null | undefined): string {
  const text = formatShopDay(date, 'dddd, D [de] MMMM [de] YYYY');
  return text ? capitalize(text) : INVALID_DATE;
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
  return formatInstant(value, 'D MMM YYYY')?.replace(/\./g, '') ?? INVALID_DATE;
}
