import * as yup from 'yup';
import { breakDays, breaksPerDay } from '../booking/break-days';
import { appointmentMessages, isIsoDate } from './appointment';
import { isOnHoursGrid } from './business-config';
import { isoWeekday, wholeNumber } from './number-rules';
import { plainText, singleLine } from './plain-text';

/** Limits of each booking rule; the database checks the same ranges. */
export const BOOKING_RULE_LIMITS = {
  bufferMinutes: { min: 0, max: 120 },
  minNoticeHours: { min: 0, max: 168 },
  horizonDays: { min: 1, max: 365 },
  cancellationCutoffHours: { min: 0, max: 168 },
  maxLiveBookingsPerClient: { min: 1, max: 50 },
  maxLiveBookingsUnverified: { min: 1, max: 50 },
  breaksMax: 14,
  closedNoteMax: 100,
} as const;

/** Minutes between two start times a shop may choose (issue 31); the grid runs from each day's opening. */
export const SLOT_STEPS: readonly number[] = [10, 15, 20, 30];

const L = BOOKING_RULE_LIMITS;
/** 'de 0 a 120': the range a number rule accepts, as its message says it. */
const range = ({ min, max }: { min: number; max: number }) => `de ${min} a ${max}`;

/**
 * Today's behaviour: no buffer, no notice beyond "not in the past", 60 days ahead, cancel any time; and (issue 29)
 * at most 3 appointments still to come per client, 1 while their email is not verified.
 */
export const DEFAULT_BOOKING_RULES = {
  bufferMinutes: 0,
  minNoticeHours: 0,
  horizonDays: 60,
  cancellationCutoffHours: 0,
  maxLiveBookingsPerClient: 3,
  maxLiveBookingsUnverified: 1,
  /** SPEC §9's half-hour grid. */
  slotStepMinutes: 30,
  breaks: [] as { weekday: number; start: string; end: string }[],
};

export const bookingRulesMessages = {
  bufferInvalid: `El margen entre citas debe ser un número entero ${range(L.bufferMinutes)} minutos`,
  noticeInvalid: `La antelación mínima debe ser un número entero ${range(L.minNoticeHours)} horas`,
  horizonInvalid: `El horizonte de reserva debe ser un número entero ${range(L.horizonDays)} días`,
  cutoffInvalid: `El plazo de cancelación debe ser un número entero ${range(L.cancellationCutoffHours)} horas`,
  liveBookingsInvalid: `El máximo de citas por cliente debe ser un número entero ${range(L.maxLiveBookingsPerClient)}`,
  liveBookingsUnverifiedInvalid: `El máximo de citas sin email verificado debe ser un número entero ${range(L.maxLiveBookingsUnverified)}`,
  slotStepInvalid: 'El intervalo entre horas de inicio debe ser de 10, 15, 20 o 30 minutos',
  breaksMax: `Puedes indicar como máximo ${L.breaksMax} descansos`,
  breakWeekday: 'Día de la semana inválido',
  breakNoDays: 'Marca al menos un día para el descanso',
  breakDayOrDays: 'Indica el día del descanso (weekday) o sus días (weekdays), no los dos',
  breakHours: 'Indica el inicio y el fin del descanso, en intervalos de 30 minutos',
  breakOrder: 'El descanso debe empezar antes de terminar',
  breakOverlap: 'Este descanso se solapa con otro del mismo día',
  closedStartRequired: 'La fecha de inicio es requerida',
  closedDateInvalid: 'La fecha no es válida',
  closedRangeInvalid: 'La fecha final no puede ser anterior a la inicial',
  closedNoteMax: `La nota no puede superar ${L.closedNoteMax} caracteres`,
  closedRangePast: 'El cierre no puede terminar antes de hoy',
  closedDateNotFound: 'Cierre no encontrado',
  closedOverlap: 'Ya hay un cierre en esas fechas: quítalo o elige otras',
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export interface LiveBookingsRefusal {
  live: number;
  max: number;
  unverified: boolean;
  raisedTo: number | null;
}

/** Why a booking or a client's cancellation is refused by one of the shop's rules. */
export const bookingRuleRefusals = {
  /** SPEC's own words for its half-hour grid; a finer step says its own. */
  offGrid: (step: number) =>
    step === 30
      ? appointmentMessages.timeInvalid
      : `La hora debe ser un horario de la lista (cada ${step} minutos desde la apertura)`,
  closedDate: (note: string | null) =>
    note ? `La barbería está cerrada ese día (${note})` : 'La barbería está cerrada ese día',
  confirmOnClosedDate: (note: string | null) =>
    `${bookingRuleRefusals.closedDate(note)}: rechaza la cita o quita el cierre antes de confirmarla`,
  duringBreak: (start: string, end: string) =>
    `Ese horario coincide con el descanso de la barbería (${start}–${end}); elige otra hora`,
  /** Said beside the date before anyone picks one, so an empty today is not a surprise. */
  noticeHint: (hours: number) => `Las citas se reservan con al menos ${plural(hours, 'hora', 'horas')} de antelación.`,
  tooSoon: (hours: number) =>
    `Las citas se reservan con al menos ${plural(hours, 'hora', 'horas')} de antelación; elige una hora posterior`,
  tooFar: (days: number) => `Solo se puede reservar hasta ${plural(days, 'día', 'días')} por adelantado`,
  /** A day of the booking strip with no time left because of the notice (or, today, because the day is over). */
  dayTooSoon: (hours: number) =>
    hours > 0
      ? `Las citas se reservan con al menos ${plural(hours, 'hora', 'horas')} de antelación: este día ya no llega`
      : 'Ya no quedan horas libres hoy',
  /** A day of the booking strip whose times are all taken. */
  dayFull: 'Completo: ya no quedan horas libres ese día',
  /** A day of the booking strip where the service fits nowhere (its hours and breaks leave no room that long). */
  dayNoRoom: 'Ese día no hay un hueco en el que quepa este servicio',
  availableDaysRange: (max: number) => `Se pueden consultar como mucho ${max} días a la vez`,
  cancellationClosed: (hours: number, phone: string | null) =>
    `Ya no puedes cancelar ni cambiar esta cita en línea: faltan menos de ${plural(hours, 'hora', 'horas')} para que empiece. ` +
    (phone ? `Llama a la barbería al ${phone}.` : 'Llama a la barbería.'),
  /**
   * A client holding `live` appointments still to come, as many as their account may (`max`) or more (the
   * barber's bookings for them, a rule lowered since). `raisedTo`: what verifying the email would allow, when
   * the account is unverified and that is more.
   */
  tooManyLive: ({ live, max, unverified, raisedTo }: LiveBookingsRefusal) => {
    const cancel = live === 1 ? 'cancela la que tienes' : 'cancela una';
    const scope = unverified ? 'mientras tu email no esté verificado' : 'por cliente';
    const held = plural(live, 'cita pendiente o confirmada', 'citas pendientes o confirmadas');
    return (
      `Ya tienes ${held} y el máximo ${scope} es ${max}. ` +
      (raisedTo
        ? `Verifica tu email (desde tu perfil puedes pedir el enlace) para poder tener hasta ${raisedTo}, o ${cancel}.`
        : `${cancel[0].toUpperCase()}${cancel.slice(1)} o espera a que pase para reservar otra.`)
    );
  },
};

const m = bookingRulesMessages;

const breakHour = (field: 'start' | 'end') =>
  plainText(field)
    .trim()
    .required(m.breakHours)
    .test('grid', m.breakHours, (value) => !value || isOnHoursGrid(value));

type Pause = {
  weekday?: number | null;
  weekdays?: readonly (number | undefined)[] | null;
  start?: string;
  end?: string;
};

const daysOf = (pause: Pause) => breakDays({ ...pause, weekdays: pause.weekdays?.filter((d) => d != null) });

/** Sharing a day and some time ('HH:MM' compares as text); one ending as the other starts does not overlap. */
const overlaps = (a: Pause, b: Pause) =>
  daysOf(a).some((day) => daysOf(b).includes(day)) &&
  !!a.start &&
  !!a.end &&
  !!b.start &&
  !!b.end &&
  a.start < b.end &&
  b.start < a.end;

/** A weekly break for one day (`weekday`) or, since issue 31, for several at once (`weekdays`). */
export const bookingBreakSchema = yup
  .object({
    weekday: isoWeekday(m.breakWeekday).nullable().optional(),
    weekdays: yup.array(isoWeekday(m.breakWeekday)).nullable().optional(),
    start: breakHour('start'),
    end: breakHour('end'),
  })
  .test('day-or-days', m.breakDayOrDays, (pause) => pause?.weekday == null || pause.weekdays == null)
  .test('days', m.breakNoDays, (pause) => !pause || daysOf(pause).length > 0)
  .test('order', m.breakOrder, (pause) => !pause?.start || !pause.end || pause.start < pause.end)
  // Checked on the later of the two, so the form marks the row the barber just added.
  .test('overlap', m.breakOverlap, function (pause) {
    const all = Array.isArray(this.parent) ? (this.parent as Pause[]) : [];
    const index = Number(/\[(\d+)\]$/.exec(this.path)?.[1] ?? 0);
    return !pause || !all.slice(0, index).some((earlier) => overlaps(earlier, pause));
  });

export const bookingRulesSchema = yup.object({
  bufferMinutes: wholeNumber(m.bufferInvalid, L.bufferMinutes),
  minNoticeHours: wholeNumber(m.noticeInvalid, L.minNoticeHours),
  horizonDays: wholeNumber(m.horizonInvalid, L.horizonDays),
  cancellationCutoffHours: wholeNumber(m.cutoffInvalid, L.cancellationCutoffHours),
  // Absent (a front end written before issue 29), the saved ones stay: the form always sends them.
  maxLiveBookingsPerClient: wholeNumber(m.liveBookingsInvalid, L.maxLiveBookingsPerClient).optional(),
  maxLiveBookingsUnverified: wholeNumber(m.liveBookingsUnverifiedInvalid, L.maxLiveBookingsUnverified).optional(),
  // Absent (a front end written before issue 31), the saved step stays.
  slotStepMinutes: yup
    .number()
    .typeError(m.slotStepInvalid)
    .test('step', m.slotStepInvalid, (value) => value == null || SLOT_STEPS.includes(value))
    .optional(),
  // The limit counts the breaks the shop keeps, one per day: a break for five days is five.
  breaks: yup
    .array(bookingBreakSchema.required())
    .max(L.breaksMax, m.breaksMax)
    .test(
      'per-day',
      m.breaksMax,
      (list) => !list || list.reduce((n, pause) => n + daysOf(pause).length, 0) <= L.breaksMax,
    )
    .default([]),
});
export type BookingRulesValues = yup.InferType<typeof bookingRulesSchema>;

type BookingRulesSource = Omit<BookingRulesValues, 'breaks'> & {
  breaks: readonly BookingRulesValues['breaks'][number][];
};

/** Only the rules themselves, as they are sent and edited: a saved row's or an answer's extra fields stay behind. */
export const bookingRulesOf = ({
  bufferMinutes,
  minNoticeHours,
  horizonDays,
  cancellationCutoffHours,
  maxLiveBookingsPerClient,
  maxLiveBookingsUnverified,
  slotStepMinutes,
  breaks,
}: BookingRulesSource): BookingRulesValues => ({
  bufferMinutes,
  minNoticeHours,
  horizonDays,
  cancellationCutoffHours,
  maxLiveBookingsPerClient,
  maxLiveBookingsUnverified,
  slotStepMinutes,
  breaks: breaks.map(({ weekday, weekdays, start, end }) =>
    weekdays ? { weekdays: [...weekdays], start, end } : { weekday, start, end },
  ),
});

/** The breaks the shop keeps, one per day, from the ones the barber sent (for one day or several). */
export const breaksToKeep = (breaks: BookingRulesValues['breaks']) =>
  breaksPerDay(breaks.map((pause) => ({ ...pause, weekdays: pause.weekdays?.filter((d) => d != null) })));

const isoDate = (required: boolean) => {
  const base = plainText('date')
    .trim()
    .transform((value: string | null | undefined) => (value ? value : undefined));
  return (required ? base.required(m.closedStartRequired) : base.optional()).test(
    'iso-date',
    m.closedDateInvalid,
    (value) => !value || isIsoDate(value),
  );
};

/** A closed date or range: `endDate` empty means the single day `startDate`. */
export const closedDateSchema = yup
  .object({
    startDate: isoDate(true),
    endDate: isoDate(false),
    note: singleLine('note')
      .trim()
      .max(L.closedNoteMax, m.closedNoteMax)
      .nullable()
      .transform((value: string | null | undefined) => (value ? value : null))
      .default(null),
  })
  .test('order', m.closedRangeInvalid, (range, ctx) =>
    !range?.endDate || !range.startDate || range.endDate >= range.startDate
      ? true
      : ctx.createError({ path: 'endDate', message: m.closedRangeInvalid }),
  );
export type ClosedDateValues = yup.InferType<typeof closedDateSchema>;
