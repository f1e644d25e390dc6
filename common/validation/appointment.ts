import * as yup from 'yup';
import { plainText } from './plain-text';
import { BOOKING_SOURCES } from '../booking/rebook';

export const APPOINTMENT_LIMITS = { noteMax: 500, rejectionReasonMax: 500 } as const;

export const appointmentMessages = {
  sourceInvalid: 'El origen de la reserva no es válido',
  cutRequired: 'Debes seleccionar un tipo de corte',
  cutTypeUnknown: 'No existe un corte con ese nombre',
  dateRequired: 'La fecha es requerida',
  dateInvalid: 'La fecha no es válida',
  dateInPast: 'La fecha no puede ser anterior a hoy',
  timeRequired: 'La hora es requerida',
  timeInvalid: 'La hora debe ser un horario de la lista (en punto o y media, HH:00 o HH:30)',
  timePast: 'Ese horario ya pasó; elige una hora posterior',
  noteMax: 'La nota no puede exceder 500 caracteres',
  closedDay: 'La barbería no abre ese día',
  outsideHours: 'El servicio debe empezar y terminar dentro del horario de atención de ese día',
  slotTaken: 'Ese horario ya no está disponible',
  pastMidnight: 'El servicio debe terminar ese mismo día, antes de la medianoche',
  notFound: 'Cita no encontrada',
  cutNotFound: 'Corte no encontrado',
  rejectionReasonRequired: 'El motivo del rechazo es requerido',
  rejectionReasonMax: 'El motivo del rechazo no puede exceder 500 caracteres',
  notEditable: 'Solo puedes editar citas pendientes o que han sido rechazadas por el administrador.',
  notDeletable: 'Las citas completadas no se eliminan: puedes quitarlas de tu lista',
  notHideable: 'Solo puedes quitar de tu lista las citas completadas',
  notReschedulable: 'Solo puedes reprogramar una cita confirmada',
  notMovable: 'Solo se pueden mover citas pendientes o confirmadas',
  rangeInvalid: 'La fecha final no puede ser anterior a la inicial',
  undoNothing: 'Esta cita no tiene un cambio que se pueda deshacer',
  undoExpired: 'Ya no se puede deshacer: pasaron más de 10 segundos',
  completedTooEarly: 'Solo puedes marcar una cita como completada a partir de su día',
} as const;

/** Every half hour of the day (SPEC §9's grid); which of them are bookable is the opening hours' say. */
export const TIME_SLOTS: readonly string[] = Array.from({ length: 48 }, (_, i) => {
  const minutes = i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A time of day written HH:MM, 00:00 to 23:59; whether it is on the shop's grid is the booking rules' say. */
export const isClockTime = (value: string) => CLOCK_TIME.test(value);

/** '14:30' → '2:30 PM', as the time pickers and cards show it. */
export function formatSlot12h(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (rejects 2027-02-30). */
export function isIsoDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The booking form (create and edit). `today` is the shop's date (YYYY-MM-DD) so the browser and
 * the server judge "before today" by the same calendar, whatever zone the device is in.
 */
/** The shop day and start time of a booking: the booking form's and the barber's move's. */
function whenFields(today: string) {
  return {
    date: plainText('date')
      .trim()
      .required(appointmentMessages.dateRequired)
      .test('iso-date', appointmentMessages.dateInvalid, (value) => !value || isIsoDate(value))
      // YYYY-MM-DD strings order like the dates they name.
      .test('not-past', appointmentMessages.dateInPast, (value) => !value || !isIsoDate(value) || value >= today),
    time: plainText('time')
      .trim()
      .required(appointmentMessages.timeRequired)
      // Any clock time here: the server holds it to the grid of the shop's step (issue 31), from the day's opening.
      .test('slot', appointmentMessages.timeInvalid, (value) => !value || isClockTime(value)),
  };
}

/** The barber moves an appointment to another day or time; service, price and status stay. */
export const moveAppointmentSchema = (today: string) => yup.object(whenFields(today));
export type MoveAppointmentValues = yup.InferType<ReturnType<typeof moveAppointmentSchema>>;

/** The form's rules for `today`, built once a day: yup schemas never change once built, and every booking asks. */
export function appointmentFormSchema(today: string) {
  if (formSchema?.today !== today) formSchema = { today, schema: buildAppointmentFormSchema(today) };
  return formSchema.schema;
}
let formSchema: { today: string; schema: ReturnType<typeof buildAppointmentFormSchema> } | undefined;

function buildAppointmentFormSchema(today: string) {
  return yup.object({
    // SPEC §3 keys appointments by the cut's name: a third-party form may send cutType alone.
    cutId: plainText('cutId')
      .transform((value: string | null | undefined) => value ?? '')
      .trim()
      .default('')
      .test('cut-chosen', appointmentMessages.cutRequired, (value, ctx) => !!value || !!ctx.parent.cutType),
    cutType: plainText('cutType')
      .transform((value: string | null | undefined) => value ?? undefined)
      .trim()
      .optional(),
    ...whenFields(today),
    note: plainText('note')
      .trim()
      .max(APPOINTMENT_LIMITS.noteMax, appointmentMessages.noteMax)
      .transform((value: string | undefined) => (value ? value : undefined))
      .optional(),
    // Where the booking came from (issue 33), one of the known values; none is the app.
    source: yup
      .string()
      .oneOf([...BOOKING_SOURCES], appointmentMessages.sourceInvalid)
      .nullable()
      .default(null),
  });
}
export type AppointmentFormValues = yup.InferType<ReturnType<typeof appointmentFormSchema>>;

/** SPEC §5: the reason is required once trimmed and at most 500 characters. */
export const rejectionReasonSchema = plainText('rejectionReason')
  .trim()
  .required(appointmentMessages.rejectionReasonRequired)
  .max(APPOINTMENT_LIMITS.rejectionReasonMax, appointmentMessages.rejectionReasonMax);

export const rejectionSchema = yup.object({ rejectionReason: rejectionReasonSchema });
