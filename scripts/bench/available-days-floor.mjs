// The floor of GET /api/appointments/available-days: everything the answer needs in one statement (the
// cut's duration, the week, the rules, the range's closures and live bookings), then the compiled pure
// rules of common/booking/ that the server uses, so the floor is the same computation minus the framework
// (no session, GraphQL, TypeORM or REST). A floor with its own copy of the rules would measure a different
// computation; this one cannot be undercut by the server, only approached.
import { compiledCommon, shopColumns } from './floor-shop.mjs';

const STRIP = `
  SELECT ${shopColumns('$2', '$3')},
         (SELECT coalesce(json_agg(json_build_array(starts_at, blocked_until)), '[]')
            FROM appointments
           WHERE status IN ('pending', 'confirmed') AND starts_at < $5 AND blocked_until > $4) AS taken`;

const MODULES = [
  'booking/available-days',
  'booking/shop-clock',
  'booking/shop-dates',
  'opening-hours',
  'validation/booking-rules',
];

export async function availableDaysFloor(pool, require, params) {
  const { availableDays, addDays, clock, DEFAULT_OPENING_HOURS, DEFAULT_BOOKING_RULES } = compiledCommon(
    require,
    MODULES,
  );
  const [from, to, cutId] = ['from', 'to', 'cutId'].map((name) => params.get(name));
  const { rows } = await pool.query(STRIP, [
    cutId,
    from,
    to,
    clock.instant(from, '00:00'),
    clock.instant(addDays(to, 1), '00:00'),
  ]);
  const row = rows[0];
  const calendar = {
    hours: row.hours ?? DEFAULT_OPENING_HOURS,
    rules: row.rules ?? DEFAULT_BOOKING_RULES,
    closures: row.closures,
    clock,
  };
  const taken = row.taken.map(([start, end]) => ({ start: new Date(start), end: new Date(end) }));
  const days = availableDays(from, to, row.duration, calendar, taken).map((day) => ({
    ...day,
    reason: day.reason?.toUpperCase() ?? null,
  }));
  return { data: { availableDays: days } };
}
