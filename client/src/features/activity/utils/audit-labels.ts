import { MISSING_CLIENT_NAME } from '@common/appointment-party';
import { longDate, mediumDate } from '@common/date-text';
import { statusMeta } from '@common/appointment-status';
import type { DayHours } from '@common/opening-hours';
import { formatSlot12h } from '@common/validation/appointment';
import type { ActivityLogQuery, AuditAction } from '@/gql/graphql';
import { formatPrice } from '@/lib/format-price';
import { WEEKDAY_NAMES } from '@/lib/weekday-names';

/** How the 'Actividad' screen names each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  APPOINTMENT_CONFIRMED: 'Cita confirmada',
  APPOINTMENT_REJECTED: 'Cita rechazada',
  APPOINTMENT_COMPLETED: 'Cita completada',
  APPOINTMENT_NO_SHOW: 'Cita marcada como No asistió',
  APPOINTMENT_DELETED: 'Cita eliminada',
  APPOINTMENT_CANCELLED: 'Cita cancelada por el cliente',
  APPOINTMENT_BOOKED: 'Cita reservada por el barbero',
  APPOINTMENT_MOVED: 'Cita movida por el barbero',
  CUT_CREATED: 'Corte creado',
  CUT_UPDATED: 'Corte editado',
  CUT_DELETED: 'Corte eliminado',
  CLIENT_DELETED: 'Cliente eliminado',
  ACCOUNT_DELETED: 'Cuenta eliminada por su titular',
  SETTINGS_UPDATED: 'Configuración cambiada',
  CLOSURE_ADDED: 'Cierre agregado',
  CLOSURE_REMOVED: 'Cierre quitado',
  BOOKING_RULES_UPDATED: 'Reglas de reserva cambiadas',
  MAIL_SETTINGS_UPDATED: 'Ajustes de correo cambiados',
  APPOINTMENT_REQUESTED: 'Cita reservada por el cliente',
  SIGNED_IN: 'Inicio de sesión',
  SIGN_IN_FAILED: 'Inicio de sesión fallido',
  PASSWORD_CHANGED: 'Contraseña cambiada',
  PASSWORD_RESET: 'Contraseña restablecida',
  EMAIL_CHANGED: 'Email cambiado',
  EMAIL_CHANGE_REVERTED: 'Cambio de email deshecho',
  DATA_EXPORTED: 'Datos exportados',
  APPOINTMENT_STATUS_UNDONE: 'Cambio de estado deshecho',
  APPOINTMENT_RESCHEDULED: 'Cita reprogramada por el cliente',
  APPOINTMENT_REASSIGNED: 'Cita pasada a otro barbero',
  BARBER_CREATED: 'Barbero agregado',
  BARBER_UPDATED: 'Barbero editado',
  BARBER_DELETED: 'Barbero eliminado',
  BARBER_INVITED: 'Barbero invitado',
  BARBER_HOURS_UPDATED: 'Horario de un barbero cambiado',
  BARBER_TIME_OFF_ADDED: 'Días libres agregados',
  BARBER_TIME_OFF_REMOVED: 'Días libres quitados',
  WAITLIST_OFFERED: 'Hora ofrecida a alguien en lista de espera',
};

export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

// Also the order an entry lists its changes in: jsonb keeps no order of its own.
const FIELD_LABELS: Record<string, string> = {
  status: 'Estado',
  rejectionReason: 'Motivo',
  clientId: 'Cliente',
  cutType: 'Corte',
  date: 'Fecha',
  time: 'Hora',
  barberName: 'Barbero',
  name: 'Nombre',
  description: 'Descripción',
  price: 'Precio',
  duration: 'Duración (min)',
  businessName: 'Nombre del negocio',
  adminName: 'Administrador',
  phone: 'Teléfono',
  address: 'Dirección',
  email: 'Email',
  instagram: 'Instagram',
  openingHours: 'Horario',
  freedAppointments: 'Citas liberadas',
  keptAppointmentsWithoutClient: 'Citas conservadas sin cliente',
  startDate: 'Desde',
  endDate: 'Hasta',
  note: 'Nota',
  bufferMinutes: 'Margen entre citas (minutos)',
  minNoticeHours: 'Antelación mínima (horas)',
  horizonDays: 'Reservar hasta (días por adelantado)',
  cancellationCutoffHours: 'Plazo de cancelación (horas)',
  maxLiveBookingsPerClient: 'Máximo de citas por cliente',
  maxLiveBookingsUnverified: 'Máximo de citas sin email verificado',
  slotStepMinutes: 'Intervalo entre horas (minutos)',
  breaks: 'Descansos',
  reminderHoursBefore: 'Recordatorio: horas antes de la cita',
  notifyBarber: 'Avisar al barbero por correo',
  // Sign-ins and passwords: where from, and how (a reset link or the command on the server).
  ip: 'Dirección IP',
  method: 'Cómo',
  // Exports: the days of the file and how many rows it had.
  from: 'Desde',
  to: 'Hasta',
  rows: 'Filas',
  // Barbers (issue 32).
  bio: 'Presentación',
  color: 'Color',
  cutIds: 'Cortes',
  active: 'Activo',
  order: 'Orden',
  hours: 'Horario propio',
};

const METHOD_LABELS: Record<string, string> = {
  link: 'Con el enlace del correo',
  admin_command: 'Con el comando de administración en el servidor',
};

const EXPORT_NAMES: Record<string, string> = { appointments: 'Citas', clients: 'Clientes' };

/** The target of a failed sign-in whose email has no account (server's UNKNOWN_ACCOUNT). */
const UNKNOWN_ACCOUNT = 'unknown';

export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

type Entry = ActivityLogQuery['auditLog'][number];
type Change = Entry['changes'][number];

const FIELD_ORDER = Object.keys(FIELD_LABELS);
const fieldRank = (field: string) => (FIELD_ORDER.includes(field) ? FIELD_ORDER.indexOf(field) : FIELD_ORDER.length);

const longDay = (date: string) => longDate(date) ?? date;

/** A closure's days as a recorded change tells them: its start and end, whichever side holds them. */
function closureDays(changes: readonly Change[]): string | null {
  const day = (field: string) => {
    const change = changes.find((c) => c.field === field);
    const json = change?.after ?? change?.before;
    return json ? (JSON.parse(json) as string) : null;
  };
  const [start, end] = [day('startDate'), day('endDate')];
  if (!start) return null;
  return !end || end === start ? longDay(start) : `del ${longDay(start)} al ${longDay(end)}`;
}

/** A cut's or a barber's name as the entry recorded it (created, renamed, deleted), else its name today. */
function cutName(entry: Pick<Entry, 'targetName' | 'changes'>): string | null {
  const change = entry.changes.find((c) => c.field === 'name');
  const json = change?.after ?? change?.before;
  return json ? (JSON.parse(json) as string) : (entry.targetName ?? null);
}

/** An account as the entry can name it today: 'Ana López (ana@example.com)'; null once it is gone. */
function accountName(entry: Pick<Entry, 'targetId' | 'targetName' | 'targetEmail'>): string | null {
  if (entry.targetId === UNKNOWN_ACCOUNT) return 'un email sin cuenta';
  if (!entry.targetName) return null;
  return entry.targetEmail ? `${entry.targetName} (${entry.targetEmail})` : entry.targetName;
}

type SubjectFields = 'appointment' | 'targetType' | 'targetId' | 'targetName' | 'targetEmail' | 'changes';

/**
 * What the entry is about, for its heading: the appointment's client and shop day and time as they were
 * when it was written ('Ana López, viernes, 12 de marzo, 10:00 AM'), a closure's days, a cut's name, the
 * account signed into or whose password changed, or the file exported.
 */
export function entrySubject(entry: Pick<Entry, SubjectFields>): string | null {
  if (entry.appointment) {
    const { party, date, time } = entry.appointment;
    return `${party ?? MISSING_CLIENT_NAME}, ${mediumDate(date) ?? date}, ${formatSlot12h(time)}`;
  }
  switch (entry.targetType) {
    case 'cut':
    case 'barber':
      return cutName(entry);
    case 'closure':
      return closureDays(entry.changes);
    case 'user':
      return accountName(entry);
    case 'export':
      return EXPORT_NAMES[entry.targetId] ?? null;
    default:
      return null;
  }
}

// What the heading already says is not repeated below it.
const SUBJECT_FIELDS: Record<string, readonly string[]> = {
  appointment: ['clientId', 'date', 'time'],
  closure: ['startDate', 'endDate'],
};

/** The changes to list under the heading, in the order the screens show those fields. */
export function listedChanges(entry: Pick<Entry, SubjectFields>): Change[] {
  const told = entrySubject(entry) ? (SUBJECT_FIELDS[entry.targetType] ?? []) : [];
  // A field that changed (a moved appointment's day and time) is news even where the heading names it.
  const changed = (change: Change) => change.before != null && change.after != null;
  return entry.changes
    .filter((change) => changed(change) || !told.includes(change.field))
    .sort((a, b) => fieldRank(a.field) - fieldRank(b.field));
}

/** A recorded JSON value as a short readable text; '—' when there was none. */
function valueText(field: string, json: string | null | undefined): string {
  if (json === null || json === undefined) return '—';
  const value: unknown = JSON.parse(json);
  // A barber's null hours follow the shop's; null cuts are every cut.
  if (field === 'hours' && value === null) return 'El de la barbería';
  if (field === 'cutIds' && value === null) return 'Todos los cortes';
  if (value === null || value === '') return '—';
  if (field === 'status' && typeof value === 'string') return statusMeta(value.toUpperCase()).label;
  if (field === 'method' && typeof value === 'string') return METHOD_LABELS[value] ?? value;
  // An IPv4 client on a dual-stack socket reads as '::ffff:203.0.113.7'.
  if (field === 'ip' && typeof value === 'string') return value.replace(/^::ffff:(?=[\d.]+$)/, '');
  if (field === 'price' && typeof value === 'number') return formatPrice(value);
  if (field === 'openingHours' && Array.isArray(value)) return weekText(value as DayHours[]);
  if (field === 'hours' && Array.isArray(value)) return weekText(value as DayHours[]);
  if (field === 'cutIds' && Array.isArray(value)) return `${value.length} ${value.length === 1 ? 'corte' : 'cortes'}`;
  if (field === 'breaks' && Array.isArray(value)) return breaksText(value as BreakValue[]);
  if (['date', 'startDate', 'endDate', 'from', 'to'].includes(field) && typeof value === 'string')
    return longDay(value);
  if (field === 'time' && typeof value === 'string') return formatSlot12h(value);
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

interface BreakValue {
  weekday: number;
  start: string;
  end: string;
}

const breaksText = (breaks: BreakValue[]) =>
  breaks.length
    ? breaks
        .map((b) => `${WEEKDAY_NAMES[b.weekday - 1]} ${formatSlot12h(b.start)} – ${formatSlot12h(b.end)}`)
        .join('; ')
    : 'Sin descansos';

const dayHoursText = (day: DayHours | undefined) =>
  day?.open && day.close ? `${formatSlot12h(day.open)} – ${formatSlot12h(day.close)}` : 'Cerrado';

const weekText = (week: DayHours[]) =>
  WEEKDAY_NAMES.map((name, index) => `${name}: ${dayHoursText(week.find((day) => day.weekday === index + 1))}`).join(
    '; ',
  );

/** The week's hours before and after, told only for the days that changed ('Lunes: … → …'). */
function hoursChangeText(before: DayHours[], after: DayHours[]): string {
  const on = (week: DayHours[], weekday: number) => week.find((day) => day.weekday === weekday);
  const changed = WEEKDAY_NAMES.flatMap((name, index) => {
    const [was, is] = [dayHoursText(on(before, index + 1)), dayHoursText(on(after, index + 1))];
    return was === is ? [] : [`${name}: ${was} → ${is}`];
  });
  return changed.length ? changed.join('; ') : 'sin cambios';
}

/** What an entry says of one changed field: before → after, or the one side recorded. */
export function changeText(field: string, before: string | null, after: string | null): string {
  if (before === null || after === null) return valueText(field, after ?? before);
  if (field === 'openingHours') {
    const [was, is] = [JSON.parse(before) as DayHours[] | null, JSON.parse(after) as DayHours[] | null];
    if (Array.isArray(was) && Array.isArray(is)) return hoursChangeText(was, is);
  }
  return `${valueText(field, before)} → ${valueText(field, after)}`;
}
