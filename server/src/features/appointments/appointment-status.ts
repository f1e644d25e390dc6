import { registerEnumType } from 'type-graphql';

export enum AppointmentStatus {
  PENDING = 'pending',
  CONFIRMED = 'confirmed',
  COMPLETED = 'completed',
  CANCELLED = 'cancelled',
}

registerEnumType(AppointmentStatus, {
  name: 'AppointmentStatus',
  description: 'Estado de una cita; CANCELLED es la cita rechazada por el administrador (con motivo).',
});

/** The statuses that occupy the barber's time (the exclusion constraint's predicate). */
export const LIVE_STATUSES = [AppointmentStatus.PENDING, AppointmentStatus.CONFIRMED] as const;

/** SPEC §4: the only moves the admin can make. */
export const ADMIN_TRANSITIONS: Record<AppointmentStatus, AppointmentStatus[]> = {
  [AppointmentStatus.PENDING]: [AppointmentStatus.CONFIRMED, AppointmentStatus.CANCELLED],
  [AppointmentStatus.CONFIRMED]: [AppointmentStatus.COMPLETED],
  [AppointmentStatus.COMPLETED]: [],
  [AppointmentStatus.CANCELLED]: [],
};

/** How the screens name each status (SPEC §4: cancelled reads "Rechazada"). */
export const STATUS_LABELS: Record<AppointmentStatus, string> = {
  [AppointmentStatus.PENDING]: 'Pendiente',
  [AppointmentStatus.CONFIRMED]: 'Confirmada',
  [AppointmentStatus.COMPLETED]: 'Completada',
  [AppointmentStatus.CANCELLED]: 'Rechazada',
};
