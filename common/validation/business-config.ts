import * as yup from 'yup';
import { EMAIL_PATTERN, PHONE_MAX, PHONE_PATTERN } from './auth';
import { isoWeekday } from './number-rules';
import { plainText, singleLine } from './plain-text';

export const businessConfigMessages = {
  businessNameRequired: 'El nombre del negocio es requerido',
  businessNameMax: 'El nombre del negocio no puede superar 100 caracteres',
  adminNameRequired: 'El nombre del administrador es requerido',
  adminNameMax: 'El nombre del administrador no puede superar 100 caracteres',
  phoneRequired: 'El teléfono es requerido',
  phoneInvalid: 'Formato de teléfono inválido',
  addressRequired: 'La dirección es requerida',
  addressMax: 'La dirección no puede superar 200 caracteres',
  emailRequired: 'El email es requerido',
  emailInvalid: 'Formato de email inválido',
  instagramInvalid: 'Usuario de Instagram inválido',
  hoursWeek: 'El horario debe indicar los 7 días de la semana',
  weekdayInvalid: 'Día de la semana inválido',
  weekdayRepeated: 'Cada día de la semana debe aparecer una sola vez',
  hoursPaired: 'Indica la hora de apertura y la de cierre, o ninguna si el día está cerrado',
  hourOffGrid: 'Las horas deben ir en intervalos de 30 minutos (por ejemplo 08:00 o 08:30)',
  openBeforeClose: 'La hora de apertura debe ser anterior a la de cierre',
} as const;

const m = businessConfigMessages;

/**
 * Slots every 30 minutes (SPEC §9); issue 15: the hours may be any of the day's half hours, so a
 * shop open 07:00–21:00 offers those times, and the 08:00–18:00 of SPEC §9 is only the default week.
 */
export const HOURS_GRID = { first: '00:00', last: '23:30', stepMinutes: 30 } as const;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isOnHoursGrid(time: string): boolean {
  const match = TIME_PATTERN.exec(time);
  if (!match) return false;
  return Number(match[2]) % HOURS_GRID.stepMinutes === 0 && time >= HOURS_GRID.first && time <= HOURS_GRID.last;
}

// Instagram usernames: letters, digits, dots and underscores, up to 30; the leading @ is optional.
const INSTAGRAM_PATTERN = /^@?[A-Za-z0-9._]{1,30}$/;

const hour = (field: 'open' | 'close') =>
  plainText(field)
    .trim()
    .nullable()
    .default(null)
    .transform((value: string | null | undefined) => (value ? value : null))
    .test('grid', m.hourOffGrid, (value) => value == null || isOnHoursGrid(value));

export const dayHoursSchema = yup
  .object({
    weekday: isoWeekday(m.weekdayInvalid),
    open: hour('open'),
    close: hour('close'),
  })
  .test('paired', m.hoursPaired, (day) => !day || (day.open == null) === (day.close == null))
  .test('order', m.openBeforeClose, (day) => !day?.open || !day.close || day.open < day.close);

/** One entry per ISO weekday (1 Monday … 7 Sunday), each exactly once. */
export const openingHoursSchema = yup
  .array(dayHoursSchema.required())
  .length(7, m.hoursWeek)
  .test('unique', m.weekdayRepeated, (days) => !days || new Set(days.map((d) => d.weekday)).size === days.length);

export const businessConfigSchema = yup.object({
  businessName: singleLine('businessName').trim().required(m.businessNameRequired).max(100, m.businessNameMax),
  adminName: singleLine('adminName').trim().required(m.adminNameRequired).max(100, m.adminNameMax),
  phone: singleLine('phone')
    .trim()
    .required(m.phoneRequired)
    .max(PHONE_MAX, m.phoneInvalid)
    .matches(PHONE_PATTERN, m.phoneInvalid),
  address: singleLine('address').trim().required(m.addressRequired).max(200, m.addressMax),
  email: plainText('email')
    .trim()
    .required(m.emailRequired)
    .max(254, m.emailInvalid)
    .matches(EMAIL_PATTERN, m.emailInvalid),
  instagram: singleLine('instagram')
    .trim()
    .nullable()
    .transform((value: string | null | undefined) => (value ? value : null))
    .matches(INSTAGRAM_PATTERN, { message: m.instagramInvalid, excludeEmptyString: true }),
  /** Optional: when left out, the saved hours (or the defaults) stay. */
  openingHours: openingHoursSchema.optional().default(undefined),
});
export type BusinessConfigValues = yup.InferType<typeof businessConfigSchema>;
