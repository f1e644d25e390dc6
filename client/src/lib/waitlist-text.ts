import { capitalized, mediumDate } from '@common/date-text';
import { formatSlot12h } from '@common/validation/appointment';
import { waitlistMessages } from '@common/validation/waitlist';

// Issue 33, «Lista de espera»: how the client's and the admin's screens name an entry, in the same words.

export const waitlistTexts = {
  joined: waitlistMessages.joined,
  joinError: 'Error al apuntarte a la lista de espera',
  left: waitlistMessages.left,
  leaveError: 'Error al salir de la lista de espera',
  offered: (name: string) => `Oferta enviada a ${name}`,
  offerError: 'Error al enviar la oferta',
  anyBarber: 'Cualquiera',
  noTimes: 'No hay horas libres que ofrecer',
} as const;

/** «de 10:00 AM a 1:00 PM», «desde 10:00 AM», «hasta 1:00 PM», or «a cualquier hora» when the entry sets no window. */
export function waitlistWindow(from: string | null | undefined, to: string | null | undefined): string {
  if (from && to) return `de ${formatSlot12h(from)} a ${formatSlot12h(to)}`;
  if (from) return `desde ${formatSlot12h(from)}`;
  if (to) return `hasta ${formatSlot12h(to)}`;
  return 'a cualquier hora';
}

type EntryWords = {
  date: string;
  cut?: { name: string } | null;
  barberName?: string | null;
  from?: string | null;
  to?: string | null;
};

/** The cut (or that it no longer exists), the barber or «Cualquiera», and the window: what an entry waits for. */
export function waitlistWhat(entry: Omit<EntryWords, 'date'>): string[] {
  return [
    entry.cut?.name ?? 'Servicio eliminado',
    entry.barberName ?? waitlistTexts.anyBarber,
    waitlistWindow(entry.from, entry.to),
  ];
}

/** «Sábado, 14 de marzo · Corte clásico · Cualquiera · de 10:00 AM a 1:00 PM». */
export function waitlistLine(entry: EntryWords): string {
  return [capitalized(mediumDate(entry.date) ?? entry.date), ...waitlistWhat(entry)].join(' · ');
}
