import type { EntityManager } from 'typeorm';
import { partyName } from '../../../../common/appointment-party';
import { mediumDate } from '../../../../common/date-text';
import { barberHasAppointments } from '../../../../common/validation/barber';
import { conflict } from '../../domain/errors';
import { sqlList } from '../../db/sql-list';
import { LIVE_STATUSES } from '../appointments/appointment-status';
import type { Barber } from './barber.entity';

/**
 * Refuses (409) to let a barber go while pending or confirmed appointments of theirs are still to come or
 * under way, listing them for the admin to move or reject first (issue 32, point 6; decision 0032).
 */
export async function refuseWhileAppointmentsToCome(manager: EntityManager, barber: Barber, now: Date): Promise<void> {
  const rows = (await manager.query(
    `SELECT a.date::text AS date, a.time, u.name AS client_name, a.walk_in_name
       FROM appointments a LEFT JOIN users u ON u.id = a.client_id
      WHERE a.barber_id = $1 AND a.status IN (${sqlList(LIVE_STATUSES)}) AND a.ends_at > $2
      ORDER BY a.starts_at`,
    [barber.id, now],
  )) as { date: string; time: string; client_name: string | null; walk_in_name: string | null }[];
  if (!rows.length) return;
  throw conflict(
    barberHasAppointments(
      barber.name,
      rows.map((row) => ({
        day: mediumDate(row.date) ?? row.date,
        time: row.time,
        party: partyName(row.client_name, row.walk_in_name),
      })),
    ),
  );
}
