import { statusMeta } from '@common/appointment-status';
import type { AuditAction } from '@/gql/graphql';

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
export function valueText(field: string, json: string | null | undefined): string {
  if (json === null || json === undefined) return '—';
  const value: unknown = JSON.parse(json);
  if (value === null || value === '') return '—';
  if (field === 'status' && typeof value === 'string') return statusMeta(value.toUpperCase()).label;
  if (field === 'openingHours') return 'actualizado';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
