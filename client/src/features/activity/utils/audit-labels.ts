import { statusMeta } from '@common/appointment-status';
import type { DayHours } from '@common/opening-hours';
import { formatSlot12h } from '@common/validation/appointment';
import type { AuditAction } from '@/gql/graphql';
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
  CUT_CREATED: 'Corte creado',
  CUT_UPDATED: 'Corte editado',
  CUT_DELETED: 'Corte eliminado',
  CLIENT_DELETED: 'Cliente eliminado',
  ACCOUNT_DELETED: 'Cuenta eliminada por su titular',
  SETTINGS_UPDATED: 'Configuración cambiada',
};

export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

const FIELD_LABELS: Record<string, string> = {
  status: 'Estado',
  rejectionReason: 'Motivo',
  clientId: 'Cliente',
  cutType: 'Corte',
  date: 'Fecha',
  time: 'Hora',
  price: 'Precio',
  name: 'Nombre',
  description: 'Descripción',
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
};

export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

/** A recorded JSON value as a short readable text; '—' when there was none. */
function valueText(field: string, json: string | null | undefined): string {
  if (json === null || json === undefined) return '—';
  const value: unknown = JSON.parse(json);
  if (value === null || value === '') return '—';
  if (field === 'status' && typeof value === 'string') return statusMeta(value.toUpperCase()).label;
  if (field === 'price' && typeof value === 'number') return formatPrice(value);
  if (field === 'openingHours' && Array.isArray(value)) return weekText(value as DayHours[]);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

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
