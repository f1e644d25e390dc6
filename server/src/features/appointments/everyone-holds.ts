import type { EntityManager } from 'typeorm';
import { appointmentSpan } from '../../../../common/booking/slot-grid';
import { DEFAULT_BOOKING_RULES } from '../../../../common/validation/booking-rules';
import { isUuid } from '../../db/uuid';
import { doesCut } from '../barbers/barber.service';
import { SINGLE_ROW_ID } from '../business-config/single-row';
import { LIVE_STATUSES } from './appointment-status';
import type { ShopClock } from './shop-clock';

/** A «Cualquiera» request, as validated. */
export interface AnyBarberRequest {
  cutId: string;
  date: string;
  time: string;
}

interface ProbeRow {
  duration: number;
  buffer_minutes: number | null;
  barbers: { cutIdList: string[] | null; taken: { start: string; end: string }[] }[] | null;
}

/**
 * Whether every active barber who does the cut already holds the time asked for, by what has been committed:
 * one statement, before any of the booking's other reads (issue 32's 200 clients racing for one time). True is
 * final, for no rule can make a time free that every barber holds, so the request is refused (409) at once.
 * False decides nothing: the booking goes on to its checks and its transaction, where the constraint has the
 * last word. An unknown cut is false (the checks answer it).
 */
export async function everyoneHolds(
  db: Pick<EntityManager, 'query'>,
  clock: ShopClock,
  { cutId, date, time }: AnyBarberRequest,
): Promise<boolean> {
  if (!isUuid(cutId)) return false;
  const start = clock.instant(date, time);
  // Every live appointment from that start to a day later: enough for any cut, judged below with the span's own rule.
  const [row]: ProbeRow[] = await db.query(
    `SELECT c.duration, r.buffer_minutes,
            (SELECT json_agg(json_build_object('cutIdList', b.cut_ids, 'taken',
                      (SELECT coalesce(json_agg(json_build_object('start', a.starts_at, 'end', a.blocked_until)), '[]')
                         FROM appointments a
                        WHERE a.barber_id = b.id AND a.status = ANY($3::text[])
                          AND a.blocked_until > $2 AND a.starts_at < $2::timestamptz + interval '1 day')))
               FROM barbers b WHERE b.active) AS barbers
       FROM cuts c LEFT JOIN booking_rules r ON r.id = $4
      WHERE c.id = $1`,
    [cutId, start, LIVE_STATUSES, SINGLE_ROW_ID],
  );
  if (!row?.barbers) return false;
  const bufferMinutes = row.buffer_minutes ?? DEFAULT_BOOKING_RULES.bufferMinutes;
  const span = appointmentSpan(clock, { date, time, duration: row.duration }, { bufferMinutes });
  const [from, to] = [span.startsAt.getTime(), span.blockedUntil.getTime()];
  const candidates = row.barbers.filter((barber) => doesCut(barber, cutId));
  // Half-open ranges, as the exclusion constraint compares them.
  const holds = ({ taken }: (typeof candidates)[number]) =>
    taken.some((range) => Date.parse(range.start) < to && from < Date.parse(range.end));
  return candidates.length > 0 && candidates.every(holds);
}
