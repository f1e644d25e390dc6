import * as yup from 'yup';
import { appointmentMessages, isClockTime, isIsoDate } from './appointment';
import { plainText } from './plain-text';

export const WAITLIST_LIMITS = { maxActive: 5 } as const;

export const waitlistMessages = {
  joined: 'Te avisaremos por correo si se libera un hueco',
  left: 'Has salido de la lista de espera',
  offered: 'Oferta enviada',
  notFound: 'Esa entrada de la lista de espera no existe',
  fromInvalid: 'La hora «desde» no es válida (HH:MM)',
  toInvalid: 'La hora «hasta» no es válida (HH:MM)',
  windowInverted: 'La hora «hasta» debe ser posterior a la hora «desde»',
  windowTooShort: 'Entre «desde» y «hasta» no cabe el servicio',
  alreadyWaiting: 'Ya estás en la lista de espera de ese día',
  tooMany: `Solo puedes estar en la lista de espera de ${WAITLIST_LIMITS.maxActive} días a la vez`,
  stillFree: 'Ese día aún quedan horas libres para ese servicio: reserva una',
  nothingToOffer: 'Esa hora no está libre para ese servicio',
  timeRequired: appointmentMessages.timeRequired,
  timeInvalid: 'La hora no es válida (HH:MM)',
} as const;

const optionalClock = (field: string, message: string) =>
  plainText(field)
    .trim()
    .transform((value: string) => value || undefined)
    .optional()
    .test('clock', message, (value) => !value || isClockTime(value));

/**
 * Joining a day's waitlist (issue 33): the day, the cut, the barber (none: «Cualquiera») and an optional window.
 * `today` is the shop's date, as for the booking form; whether the day is open or within the horizon is the
 * server's to say with the shop's rules.
 */
export function waitlistSchema(today: string) {
  return yup.object({
    date: plainText('date')
      .trim()
      .required(appointmentMessages.dateRequired)
      .test('iso-date', appointmentMessages.dateInvalid, (value) => !value || isIsoDate(value))
      .test('not-past', appointmentMessages.dateInPast, (value) => !value || !isIsoDate(value) || value >= today),
    cutId: plainText('cutId').trim().required(appointmentMessages.cutRequired),
    barberId: plainText('barberId')
      .trim()
      .transform((value: string) => value || undefined)
      .optional(),
    from: optionalClock('from', waitlistMessages.fromInvalid),
    to: optionalClock('to', waitlistMessages.toInvalid).test(
      'after-from',
      waitlistMessages.windowInverted,
      function after(value) {
        const { from } = this.parent as { from?: string };
        return !value || !from || !isClockTime(from) || !isClockTime(value) || value > from;
      },
    ),
  });
}
export type WaitlistValues = yup.InferType<ReturnType<typeof waitlistSchema>>;

/** The admin's offer of a time to one person on the list. */
export const waitlistOfferSchema = yup.object({
  time: plainText('time')
    .trim()
    .required(waitlistMessages.timeRequired)
    .test('clock', waitlistMessages.timeInvalid, (value) => !value || isClockTime(value)),
});
