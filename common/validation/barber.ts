import * as yup from 'yup';
import { formatSlot12h, isIsoDate } from './appointment';
import { emailAddress } from './auth';
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

  // The admin's «Barberos» (issue 32, decision 0032).
  created: 'Barbero agregado',
  updated: 'Barbero actualizado',
  deleted: 'Barbero eliminado',
  invited: 'Invitación enviada',
  hoursSaved: 'Horario guardado',
  breaksSaved: 'Descansos guardados',
  timeOffAdded: 'Días libres agregados',
  timeOffRemoved: 'Días libres quitados',
  emailTaken: 'Ya existe una cuenta con ese email',
  hasAccount: 'Este barbero ya tiene cuenta',
  cutUnknown: 'Alguno de los cortes elegidos no existe',
  orderInvalid: 'El orden debe ser un número entero desde 0',
  lastActive: 'La barbería necesita al menos un barbero activo: activa o agrega otro antes.',
  ownerNotDeletable: 'El barbero de la cuenta del administrador no se puede eliminar; puedes cambiarle el nombre.',
  timeOffStartRequired: 'La fecha de inicio es requerida',
  timeOffDateInvalid: 'La fecha no es válida',
  timeOffRangeInvalid: 'La fecha final no puede ser anterior a la inicial',
  timeOffPast: 'Los días libres no pueden empezar antes de hoy',
  timeOffNoteMax: `La nota no puede superar ${BARBER_LIMITS.timeOffNoteMax} caracteres`,
  timeOffOverlap: 'Ya tiene días libres en esas fechas: quítalos o elige otras',
  timeOffNotFound: 'Días libres no encontrados',

  otherAgenda: 'Solo puedes gestionar las citas de tu propia agenda',
} as const;

/** An appointment still to come that keeps a barber from leaving, as the refusal lists it. */
export interface BarberAppointmentToCome {
  /** «martes, 1 de diciembre» (common/date-text.ts's medium date). */
  day: string;
  time: string;
  party: string;
}

/** Why a barber with appointments still to come can be neither deactivated nor deleted (issue 32, point 6). */
export const barberHasAppointments = (name: string, appointments: readonly BarberAppointmentToCome[]) => {
  const n = appointments.length;
  const list = appointments.map((a) => `${a.day}, ${formatSlot12h(a.time)} (${a.party})`).join('; ');
  const them = n === 1 ? 'Muévela o recházala' : 'Muévelas o recházalas';
  return `${name} tiene ${n === 1 ? '1 cita' : `${n} citas`} por venir: ${list}. ${them} antes.`;
};

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
    .nullable()
    .optional()
    .test(
      'tone',
      barberMessages.colorInvalid,
      (value) => value == null || (BARBER_COLORS as readonly string[]).includes(value),
    ),
});

/** The address an invitation goes to: the same rule as a sign-up's. */
export const barberInviteSchema = yup.object({ email: emailAddress });

const m = barberMessages;

const timeOffDate = (required: boolean) => {
  const base = plainText('date')
    .trim()
    .transform((value: string | null | undefined) => (value ? value : undefined));
  return (required ? base.required(m.timeOffStartRequired) : base.optional()).test(
    'iso-date',
    m.timeOffDateInvalid,
    (value) => !value || isIsoDate(value),
  );
};

/** A barber's day or days off: `endDate` empty is the single day `startDate`; whether it is past is the server's. */
export const barberTimeOffSchema = yup
  .object({
    startDate: timeOffDate(true),
    endDate: timeOffDate(false),
    note: singleLine('note')
      .trim()
      .max(BARBER_LIMITS.timeOffNoteMax, m.timeOffNoteMax)
      .nullable()
      .transform((value: string | null | undefined) => (value ? value : null))
      .default(null),
  })
  .test('order', m.timeOffRangeInvalid, (range, ctx) =>
    !range?.endDate || !range.startDate || range.endDate >= range.startDate
      ? true
      : ctx.createError({ path: 'endDate', message: m.timeOffRangeInvalid }),
  );
export type BarberTimeOffValues = yup.InferType<typeof barberTimeOffSchema>;
