import { registerEnumType } from 'type-graphql';
import {
  adminMovesFrom,
  STATUS_NAMES,
  statusMeta,
  statusNamesWhere,
  type StatusFlag,
} from '../../../../common/appointment-status';
import { sqlList } from '../../db/sql-list';
import { stringEnum, type EnumValue } from '../../domain/string-enum';

/** The shared vocabulary's statuses (common/appointment-status.ts), stored in lower case. */
export const AppointmentStatus = stringEnum(STATUS_NAMES);
export type AppointmentStatus = EnumValue<typeof AppointmentStatus>;

registerEnumType(AppointmentStatus, {
  name: 'AppointmentStatus',
  description:
    'Estado de una cita; CANCELLED es la cita rechazada por el administrador (con motivo); NO_SHOW, una confirmada a la que el cliente no asistió.',
});

/** The stored values of the vocabulary's statuses with `flag` (common/appointment-status.ts). */
const statusesWhere = (flag: StatusFlag): readonly AppointmentStatus[] =>
  statusNamesWhere(flag).map((name) => AppointmentStatus[name]);

/** The statuses that occupy the barber's time (the exclusion constraint's predicate). */
export const LIVE_STATUSES = statusesWhere('live');
/** What a client may delete themselves; a completed one they can only hide. */
export const CLIENT_DELETABLE_STATUSES = statusesWhere('clientDeletable');
/** The ones that count as work done: earnings, completion rate, rankings. */
export const SERVED_STATUSES = statusesWhere('served');

/**
 * A list of statuses for a query, `IN ('pending', 'confirmed')`: fixed text from the vocabulary rather than a
 * parameter, so Postgres plans each statistic as it did when the values were written by hand.
 */
export const sqlStatusIn = (statuses: readonly AppointmentStatus[]) => `IN (${sqlList(statuses)})`;

export const isLive = (appointment: { status: AppointmentStatus }) => LIVE_STATUSES.includes(appointment.status);

/** SPEC §4: the only moves the admin can make (common/appointment-status.ts). */
export const ADMIN_TRANSITIONS = Object.fromEntries(
  Object.values(AppointmentStatus).map((status) => [
    status,
    adminMovesFrom(status.toUpperCase()).map(({ to }) => to.toLowerCase() as AppointmentStatus),
  ]),
) as Record<AppointmentStatus, AppointmentStatus[]>;

/** How the screens name each status (SPEC §4: cancelled reads "Rechazada"). */
export const statusLabel = (status: AppointmentStatus) => statusMeta(status.toUpperCase()).label;
