import { registerEnumType } from 'type-graphql';

export enum AppointmentStatus {
  PENDING = 'pending',
  CONFIRMED = 'confirmed',
  COMPLETED = 'completed',
  CANCELLED = 'cancelled',
  /** The client did not come to a confirmed appointment (issue 15). */
  NO_SHOW = 'no_show',
}

registerEnumType(AppointmentStatus, {
  name: 'AppointmentStatus',
  description:
    'Estado de una cita; CANCELLED es la cita rechazada por el administrador (con motivo); NO_SHOW, una confirmada a la que el cliente no asistió.',
});

/** The statuses that occupy the barber's time (the exclusion constraint's predicate). */
export const LIVE_STATUSES = [AppointmentStatus.PENDING, AppointmentStatus.CONFIRMED] as const;

/** SPEC §4: the only moves the admin can make. */
export const ADMIN_TRANSITIONS: Record<AppointmentStatus, AppointmentStatus[]> = {
  [AppointmentStatus.PENDING]: [AppointmentStatus.CONFIRMED, AppointmentStatus.CANCELLED],
  // NO_SHOW only once the start has passed: AppointmentService.setStatus checks the clock.
  [AppointmentStatus.CONFIRMED]: [AppointmentStatus.COMPLETED, AppointmentStatus.NO_SHOW],
  [AppointmentStatus.COMPLETED]: [],
  [AppointmentStatus.CANCELLED]: [],
  [AppointmentStatus.NO_SHOW]: [],
};

/** How the screens name each status (SPEC §4: cancelled reads "Rechazada"). */
export const STATUS_LABELS: Record<AppointmentStatus, string> = {
  [AppointmentStatus.PENDING]: 'Pendiente',
  [AppointmentStatus.CONFIRMED]: 'Confirmada',
  [AppointmentStatus.COMPLETED]: 'Completada',
  [AppointmentStatus.CANCELLED]: 'Rechazada',
  [AppointmentStatus.NO_SHOW]: 'No asistió',
};
