import { registerEnumType } from 'type-graphql';
import { adminMovesFrom, STATUS_NAMES, statusMeta } from '../../../../common/appointment-status';
import { stringEnum, type EnumValue } from '../../domain/string-enum';

/** The shared vocabulary's statuses (common/appointment-status.ts), stored in lower case. */
export const AppointmentStatus = stringEnum(STATUS_NAMES);
export type AppointmentStatus = EnumValue<typeof AppointmentStatus>;

registerEnumType(AppointmentStatus, {
  name: 'AppointmentStatus',
  description:
    'Estado de una cita; CANCELLED es la cita rechazada por el administrador (con motivo); NO_SHOW, una confirmada a la que el cliente no asistió.',
});

/** The statuses that occupy the barber's time (the exclusion constraint's predicate). */
export const LIVE_STATUSES = [AppointmentStatus.PENDING, AppointmentStatus.CONFIRMED] as const;

/** SPEC §4: the only moves the admin can make (common/appointment-status.ts). */
export const ADMIN_TRANSITIONS = Object.fromEntries(
  Object.values(AppointmentStatus).map((status) => [
    status,
    adminMovesFrom(status.toUpperCase()).map(({ to }) => to.toLowerCase() as AppointmentStatus),
  ]),
) as Record<AppointmentStatus, AppointmentStatus[]>;

/** How the screens name each status (SPEC §4: cancelled reads "Rechazada"). */
export const statusLabel = (status: AppointmentStatus) => statusMeta(status.toUpperCase()).label;
