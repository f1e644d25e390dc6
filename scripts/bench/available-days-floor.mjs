// The floor of GET /api/appointments/available-days: everything the answer needs in one statement (the
// cut's duration, the week, the rules, the range's closures and live bookings), then the compiled pure
// rules of common/booking/ that the server uses, so the floor is the same computation minus the framework
// (no session, GraphQL, TypeORM or REST). A floor with its own copy of the rules would measure a different
// computation; this one cannot be undercut by the server, only approached.

const STRIP = `
  SELECT (SELECT duration FROM cuts WHERE id = $1) AS duration,
         (SELECT opening_hours FROM business_config) AS hours,
         (SELECT json_build_object('bufferMinutes', buffer_minutes, 'minNoticeHours', min_notice_hours,
                                   'horizonDays', horizon_days, 'slotStepMinutes', slot_step_minutes, 'breaks', breaks)
            FROM booking_rules) AS rules,
         (SELECT coalesce(json_agg(json_build_object('startDate', start_date::text, 'endDate', end_date::text, 'note', note)), '[]')
            FROM closed_dates WHERE start_date <= $3::date AND end_date >= $2::date) AS closures,
         (SELECT coalesce(json_agg(json_build_array(starts_at, blocked_until)), '[]')
            FROM appointments
           WHERE status IN ('pending', 'confirmed') AND starts_at < $5 AND blocked_until > $4) AS taken`;

let rules;
/** The compiled common/ the server runs (npm run build), loaded once. */
function compiled(require) {
  if (!rules) {
    const dist = '../../server/dist/common';
    rules = {
      ...require(`${dist}/booking/available-days.js`),
      ...require(`${dist}/booking/shop-clock.js`),
      ...require(`${dist}/booking/shop-dates.js`),
      ...require(`${dist}/opening-hours.js`),
      ...require(`${dist}/validation/booking-rules.js`),
    };
    rules.clock = rules.createShopClock('America/New_York');
  }
  return rules;
}

export async function availableDaysFloor(pool, require, params) {
  const { availableDays, addDays, clock, DEFAULT_OPENING_HOURS, DEFAULT_BOOKING_RULES } = compiled(require);
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
