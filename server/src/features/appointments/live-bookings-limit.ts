import type { EntityManager } from 'typeorm';
import { liveBookingsVerdict } from '../../../../common/booking/live-bookings';
import { conflict } from '../../domain/errors';
import type { BookingRulesView } from '../business-config/booking-rules.entity';
import { isLive, LIVE_STATUSES } from './appointment-status';
import type { Appointment } from './appointment.entity';
import type { LiveBookingsRoom } from './live-bookings-room.type';
import type { ShopClock } from './shop-clock';

/**
 * Issue 29: one account must not empty the calendar. A client holds at most so many live appointments (pending
 * or confirmed) still to come, fewer while their email is not verified. Only the client's own requests are
 * refused by it: the barber booking for a client decides for himself (his bookings count all the same).
 */

/** Bookings by one client take turns on this lock (with the client's id), inside the agenda's. */
const CLIENT_LOCK = 0x6c_69_76_65; // 'live'

const isUpcomingLive = (appointment: Appointment, now: Date) => isLive(appointment) && appointment.startsAt > now;

/** How many more the client may book, read in `db` (the booking's transaction, or any reader for a hint). */
export async function liveBookingsRoom(
  db: Pick<EntityManager, 'query'>,
  clock: ShopClock,
  rules: BookingRulesView,
  clientId: string,
): Promise<LiveBookingsRoom> {
  const [row]: { live: number; verified: boolean | null }[] = await db.query(
    `SELECT (SELECT count(*)::int FROM appointments
              WHERE client_id = $1 AND status = ANY($2) AND starts_at > $3) AS live,
            (SELECT is_verified FROM users WHERE id = $1) AS verified`,
    [clientId, LIVE_STATUSES, clock.now()],
  );
  return liveBookingsVerdict(row?.live ?? 0, row?.verified === true, rules);
}

/**
 * Refuses (CONFLICT) a client's request that would take them past their limit. Call it inside the booking's
 * transaction, before the write: it waits for the client's other bookings in flight, so two at once cannot
 * both take the last place. `replacing`: the appointment the request takes the place of (an edit, a
 * reschedule); when it already counts, the request adds none and is never refused by the limit.
 */
export async function assertLiveBookingsRoom(
  manager: EntityManager,
  clock: ShopClock,
  rules: BookingRulesView,
  clientId: string,
  replacing?: Appointment,
): Promise<void> {
  if (replacing && isUpcomingLive(replacing, clock.now())) return;
  await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [CLIENT_LOCK, clientId]);
  const { refusal } = await liveBookingsRoom(manager, clock, rules, clientId);
  if (refusal) throw conflict(refusal);
}
