import * as yup from 'yup';
import { plainText, singleLine } from './plain-text';

/** The tones a barber can wear (client/src/styles/tokens.css); red stays for refusals. */
export const BARBER_COLORS = ['green', 'blue', 'amber', 'violet', 'teal', 'rose'] as const;
export type BarberColor = (typeof BARBER_COLORS)[number];

export const BARBER_LIMITS = { nameMin: 2, nameMax: 80, bioMax: 300, timeOffNoteMax: 100 } as const;

export const barberMessages = {
  notFound: 'Barbero no encontrado',
  nameRequired: 'El nombre es requerido',
  nameMin: `El nombre debe tener al menos ${BARBER_LIMITS.nameMin} caracteres`,
  nameMax: `El nombre no puede superar ${BARBER_LIMITS.nameMax} caracteres`,
  bioMax: `La presentación no puede superar ${BARBER_LIMITS.bioMax} caracteres`,
  colorInvalid: 'Elige uno de los colores disponibles',
  doesNotDoCut: 'Ese barbero no hace este corte',
  inactive: 'Ese barbero no está disponible',
  noneFree: 'No queda ningún barbero libre a esa hora',
  // The booking engine (issue 32): a barber's days off and «Cualquiera» with nobody for the cut.
  timeOff: (note: string | null) =>
    note ? `Ese barbero no trabaja ese día (${note})` : 'Ese barbero no trabaja ese día',
  noneDoesCut: 'Ningún barbero hace este corte ahora mismo',
  otherAgenda: 'Solo puedes gestionar las citas de tu propia agenda',
} as const;

/** What the admin writes of a barber (issue 32); the email, the cuts, the order and the flag are checked apart. */
export const barberSchema = yup.object({
  name: singleLine('name')
    .trim()
    .required(barberMessages.nameRequired)
    .min(BARBER_LIMITS.nameMin, barberMessages.nameMin)
    .max(BARBER_LIMITS.nameMax, barberMessages.nameMax),
  bio: plainText('bio').trim().max(BARBER_LIMITS.bioMax, barberMessages.bioMax).nullable().default(null),
  color: yup
    .string()
    .oneOf([...BARBER_COLORS], barberMessages.colorInvalid)
    .optional(),
});
