import type { EntityManager } from 'typeorm';
import { barberMessages } from '../../../../common/validation/barber';
import { isUuid } from '../../db/uuid';
import { badInput, notFound } from '../../domain/errors';
import type { TimeOff } from '../../../../common/booking/barber-calendar';
import type { TimeRange } from '../../../../common/booking/slot-grid';
import { Barber } from '../barbers/barber.entity';
import { doesCut } from '../barbers/barber.service';
import { AppointmentStatus, LIVE_STATUSES } from './appointment-status';

/** A barber a booking may go to, with their days off that touch the days asked about. */
export interface BookableBarber {
  barber: Barber;
  timeOff: TimeOff[];
  /** Their live appointments reaching into the range asked about (with `taken`), each held range buffer included. */
  taken: TimeRange[];
}

/** The live appointments to read with the barbers: those reaching into [start, end) but `exceptId`'s. */
export interface TakenWindow {
  start: Date;
  end: Date;
  /** The appointment being edited or moved: its own time is not in its way. */
  exceptId?: string | null;
}

/**
 * The barbers `where` selects, in display order (as BarberService orders them), each with their time off
 * between `from` and `to` and, given `taken`, their live appointments in that window: one statement, however
 * many barbers, so the free times cost no more reads with five barbers than with one.
 */
async function readBarbers(
  db: EntityManager,
  where: { id: string } | { active: true },
  from: string,
  to: string,
  taken?: TakenWindow,
): Promise<BookableBarber[]> {
  const query = db
    .getRepository(Barber)
    .createQueryBuilder('b')
    .addSelect(
      `(SELECT coalesce(json_agg(json_build_object('startDate', t.start_date, 'endDate', t.end_date, 'note', t.note)
          ORDER BY t.start_date), '[]')
          FROM barber_time_off t WHERE t.barber_id = b.id AND t.start_date <= :to AND t.end_date >= :from)`,
      'time_off',
    )
    .setParameters({ from, to });
  if (taken) {
    query
      .addSelect(
        `(SELECT coalesce(json_agg(json_build_object('start', a.starts_at, 'end', a.blocked_until)), '[]')
            FROM appointments a
           WHERE a.barber_id = b.id AND a.status IN (:...live)
             AND a.starts_at < :takenEnd AND a.blocked_until > :takenStart
             AND a.id IS DISTINCT FROM :exceptId)`,
        'taken',
      )
      .setParameters({
        live: LIVE_STATUSES,
        takenStart: taken.start,
        takenEnd: taken.end,
        exceptId: taken.exceptId ?? null,
      });
  }
  if ('id' in where) query.where('b.id = :id', { id: where.id });
  else query.where('b.active = true');
  query.orderBy('b.order', 'ASC').addOrderBy('b.createdAt', 'ASC').addOrderBy('b.id', 'ASC');
  const { entities, raw } = await query.getRawAndEntities<{ time_off: TimeOff[]; taken?: RawRange[] }>();
  return entities.map((barber, index) => ({
    barber,
    timeOff: raw[index].time_off,
    taken: (raw[index].taken ?? []).map((range) => ({ start: new Date(range.start), end: new Date(range.end) })),
  }));
}

/** A held range as json_build_object writes it: timestamps as text. */
type RawRange = { start: string; end: string };

/**
 * The barber a request names, if they can take it: unknown is 404, inactive or not doing the cut is 400.
 * `cutId` null (the cut was deleted since): any barber does it.
 */
export async function namedBarber(
  db: EntityManager,
  id: string,
  cutId: string | null,
  from: string,
  to: string = from,
  taken?: TakenWindow,
): Promise<BookableBarber> {
  const [found] = isUuid(id) ? await readBarbers(db, { id }, from, to, taken) : [];
  if (!found) throw notFound(barberMessages.notFound);
  if (!found.barber.active) throw badInput(barberMessages.inactive);
  if (cutId && !doesCut(found.barber, cutId)) throw badInput(barberMessages.doesNotDoCut);
  return found;
}

/** The barber an appointment already has, with their time off, whether active or not (null once deleted). */
export async function keptBarber(db: EntityManager, id: string, from: string): Promise<BookableBarber | null> {
  const [found] = await readBarbers(db, { id }, from, from);
  return found ?? null;
}

/** Who «Cualquiera» may go to for that cut: the active barbers who do it, in display order. */
export async function barbersForCut(
  db: EntityManager,
  cutId: string,
  from: string,
  to: string = from,
  taken?: TakenWindow,
): Promise<BookableBarber[]> {
  return (await readBarbers(db, { active: true }, from, to, taken)).filter(({ barber }) => doesCut(barber, cutId));
}

/** The barber named, else «Cualquiera»'s barbers for the cut (see namedBarber and barbersForCut). */
export async function bookableBarbers(
  db: EntityManager,
  barberId: string | null | undefined,
  cutId: string,
  from: string,
  to: string = from,
  taken?: TakenWindow,
): Promise<BookableBarber[]> {
  return barberId
    ? [await namedBarber(db, barberId, cutId, from, to, taken)]
    : barbersForCut(db, cutId, from, to, taken);
}

/**
 * What «Cualquiera» weighs a barber's day by (decision 0031): the appointments they hold or held that day,
 * pending, confirmed or completed. Rejected ones never took the chair, and a no-show left it free.
 */
export const DAY_LOAD_STATUSES = [AppointmentStatus.PENDING, AppointmentStatus.CONFIRMED, AppointmentStatus.COMPLETED];

/** Each barber's day as «Cualquiera» weighs it: how many appointments, and whether the time asked for is taken. */
export interface DayLoads {
  /** By barber id (DAY_LOAD_STATUSES that day); none counted is zero. */
  counts: Record<string, number>;
  /** The barbers a committed live appointment already holds the span asked for: not worth trying. */
  busy: Set<string>;
}

/**
 * How many appointments (DAY_LOAD_STATUSES) each of `barberIds` has on `date`, and which of them already hold
 * `span`, in one statement in the caller's transaction. Who is busy is only a shortcut (late arrivals of a race
 * learn it without trying each barber); the constraint still has the last word.
 */
export async function dayLoads(
  db: EntityManager,
  date: string,
  barberIds: readonly string[],
  span: { startsAt: Date; blockedUntil: Date },
): Promise<DayLoads> {
  const rows: { barber_id: string; n: number; busy: boolean }[] = await db.query(
    `SELECT barber_id,
            count(*) FILTER (WHERE "date" = $1 AND status = ANY($3::text[]))::int AS n,
            coalesce(bool_or(status = ANY($4::text[]) AND starts_at < $6 AND blocked_until > $5), false) AS busy
       FROM appointments
      WHERE barber_id = ANY($2::uuid[]) AND ("date" = $1 OR (starts_at < $6 AND blocked_until > $5))
      GROUP BY barber_id`,
    [date, barberIds, DAY_LOAD_STATUSES, LIVE_STATUSES, span.startsAt, span.blockedUntil],
  );
  return {
    counts: Object.fromEntries(rows.map((row) => [row.barber_id, row.n])),
    busy: new Set(rows.filter((row) => row.busy).map((row) => row.barber_id)),
  };
}
