import { registerEnumType } from 'type-graphql';

export enum AuditAction {
  APPOINTMENT_CONFIRMED = 'appointment_confirmed',
  APPOINTMENT_REJECTED = 'appointment_rejected',
  APPOINTMENT_COMPLETED = 'appointment_completed',
  /** The client did not come ('No asistió'). */
  APPOINTMENT_NO_SHOW = 'appointment_no_show',
  APPOINTMENT_DELETED = 'appointment_deleted',
  /** The client cancelled their own appointment. */
  APPOINTMENT_CANCELLED = 'appointment_cancelled',
  CUT_CREATED = 'cut_created',
  CUT_UPDATED = 'cut_updated',
  CUT_DELETED = 'cut_deleted',
  CLIENT_DELETED = 'client_deleted',
  /** A client erased their own account. */
  ACCOUNT_DELETED = 'account_deleted',
  SETTINGS_UPDATED = 'settings_updated',
}

registerEnumType(AuditAction, { name: 'AuditAction', description: 'Qué se hizo, en el registro de actividad.' });

export type AuditTargetType = 'appointment' | 'cut' | 'user' | 'settings';
