import { registerEnumType } from 'type-graphql';
import { stringEnum, type EnumValue } from '../../domain/string-enum';

/** Stored in lower case: 'appointment_confirmed'. */
export const AuditAction = stringEnum([
  'APPOINTMENT_CONFIRMED',
  'APPOINTMENT_REJECTED',
  'APPOINTMENT_COMPLETED',
  // The client did not come ('No asistió').
  'APPOINTMENT_NO_SHOW',
  'APPOINTMENT_DELETED',
  // The client cancelled their own appointment.
  'APPOINTMENT_CANCELLED',
  // The barber booked for a client or for someone without an account.
  'APPOINTMENT_BOOKED',
  // The barber moved it to another day or time.
  'APPOINTMENT_MOVED',
  'CUT_CREATED',
  'CUT_UPDATED',
  'CUT_DELETED',
  'CLIENT_DELETED',
  // A client erased their own account.
  'ACCOUNT_DELETED',
  'SETTINGS_UPDATED',
  'CLOSURE_ADDED',
  'CLOSURE_REMOVED',
  'BOOKING_RULES_UPDATED',
  'MAIL_SETTINGS_UPDATED',
  // A client booked for themself (the barber's bookings are APPOINTMENT_BOOKED).
  'APPOINTMENT_REQUESTED',
  // Who got in, and who tried: the address is in the entry.
  'SIGNED_IN',
  'SIGN_IN_FAILED',
  // Changed from the profile, knowing the old one.
  'PASSWORD_CHANGED',
  // Set again with a reset link or the admin command.
  'PASSWORD_RESET',
  'EMAIL_CHANGED',
  // The old address took the account back with the link it was sent.
  'EMAIL_CHANGE_REVERTED',
  // The barber downloaded a CSV of the appointments or the clients.
  'DATA_EXPORTED',
  // The barber took back a completion or a no-show within seconds of it (a slip of the finger).
  'APPOINTMENT_STATUS_UNDONE',
  // The client moved their confirmed appointment to another time (their «Reprogramar»): one entry, from → to.
  'APPOINTMENT_RESCHEDULED',
  // Issue 32: the barber (or the admin) gave it to another barber.
  'APPOINTMENT_REASSIGNED',
  'BARBER_CREATED',
  'BARBER_UPDATED',
  'BARBER_DELETED',
  // An account was made for a barber and the invitation mailed.
  'BARBER_INVITED',
  // Their own week or breaks.
  'BARBER_HOURS_UPDATED',
  'BARBER_TIME_OFF_ADDED',
  'BARBER_TIME_OFF_REMOVED',
  // Issue 33: the admin offered a freed time to someone on a day's waitlist.
  'WAITLIST_OFFERED',
]);
export type AuditAction = EnumValue<typeof AuditAction>;

registerEnumType(AuditAction, { name: 'AuditAction', description: 'Qué se hizo, en el registro de actividad.' });

export type AuditTargetType =
  'appointment' | 'cut' | 'user' | 'settings' | 'closure' | 'booking_rules' | 'mail_settings' | 'export' | 'barber';
