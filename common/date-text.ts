import { addDays } from './booking/shop-dates';
import { formatSlot12h } from './validation/appointment';

// How every screen and mail writes a date (decision 0028): one formatter per length, in Spanish as es-ES writes it
// (lower-case names, a comma after the weekday), for the shop's days. The names are written out here rather than
// asked of Intl: Node's and the browser's ICU disagree on abbreviations ('sept'/'sep', a trailing dot).

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const MONTHS_SHORT = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})/;

interface DayParts {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

/** A shop day (YYYY-MM-DD, or an ISO string starting with one), or null when it is not a real date. */
function dayParts(value: string | null | undefined): DayParts | null {
  const match = value ? DAY_PATTERN.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return null;
  return { year, month, day, weekday: utc.getUTCDay() };
}

/** Long: 'martes, 1 de diciembre de 2026' — an appointment's day on its own card, summary or notice. */
export function longDate(date: string | null | undefined): string | null {
  const d = dayParts(date);
  return d && `${WEEKDAYS[d.weekday]}, ${d.day} de ${MONTHS[d.month - 1]} de ${d.year}`;
}

/** Medium: 'martes, 1 de diciembre' — a day whose year goes without saying: the calendar, Actividad, the mails. */
export function mediumDate(date: string | null | undefined): string | null {
  const d = dayParts(date);
  return d && `${WEEKDAYS[d.weekday]}, ${d.day} de ${MONTHS[d.month - 1]}`;
}

/** Short: '1 dic 2026' — when something was recorded (created, registered, logged), in a line of small print. */
export function shortDate(date: string | null | undefined): string | null {
  const d = dayParts(date);
  return d && `${d.day} ${MONTHS_SHORT[d.month - 1]} ${d.year}`;
}

const WEEKDAYS_SHORT = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];

/** The weekday alone, short ('mar'), and the day of the month ('1'): a day chip too narrow for a sentence. */
export function dayChip(date: string | null | undefined): { weekday: string; day: string } | null {
  const d = dayParts(date);
  return d && { weekday: WEEKDAYS_SHORT[d.weekday], day: String(d.day) };
}

/** 'Hoy' or 'Mañana' when `date` is the shop's today or tomorrow, otherwise null. */
export function relativeDay(date: string | null | undefined, today: string): 'Hoy' | 'Mañana' | null {
  if (!dayParts(date) || !dayParts(today)) return null;
  const day = date!.slice(0, 10);
  if (day === today) return 'Hoy';
  return day === addDays(today, 1) ? 'Mañana' : null;
}

/** The first letter in capitals, for a date that opens a title or a line. */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

// Built once per zone: a formatter is costly, and an Actividad page writes a hundred instants.
function partsIn(zone: string, instant: Date): Record<string, string> {
  let formatter = zoneFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    zoneFormatters.set(zone, formatter);
  }
  return Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
}

const toInstant = (value: Date | string | number | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const instant = value instanceof Date ? value : new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
};

/** The shop's day (YYYY-MM-DD) and time (HH:MM) at an instant, or null when it is not one. */
export function shopDayAndTime(
  value: Date | string | number | null | undefined,
  zone: string,
): { date: string; time: string } | null {
  const instant = toInstant(value);
  if (!instant) return null;
  const p = partsIn(zone, instant);
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** Short date of an instant in the shop: '1 dic 2026'. */
export function shortInstant(value: Date | string | number | null | undefined, zone: string): string | null {
  const at = shopDayAndTime(value, zone);
  return at && shortDate(at.date);
}

/** Short date and time of an instant in the shop: '1 dic 2026, 10:15 AM'. */
export function shortInstantWithTime(value: Date | string | number | null | undefined, zone: string): string | null {
  const at = shopDayAndTime(value, zone);
  return at && `${shortDate(at.date)}, ${formatSlot12h(at.time)}`;
}
