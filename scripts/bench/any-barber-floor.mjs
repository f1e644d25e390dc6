// The floor of «Cualquiera»'s free times (issue 32): everything the answer needs in one statement (the cut's
// duration, the shop's week, rules and closures, and each active barber who does the cut with their week,
// breaks, days off and live bookings of the day), then the compiled pure rules of common/booking/ that the
// server uses: each barber's calendar, their free times, the union. The same computation minus the framework.

const ANY_BARBER = `
  SELECT (SELECT duration FROM cuts WHERE id = $1) AS duration,
         (SELECT opening_hours FROM business_config) AS hours,
         (SELECT json_build_object('bufferMinutes', buffer_minutes, 'minNoticeHours', min_notice_hours,
                                   'horizonDays', horizon_days, 'slotStepMinutes', slot_step_minutes, 'breaks', breaks)
            FROM booking_rules) AS rules,
         (SELECT coalesce(json_agg(json_build_object('startDate', start_date::text, 'endDate', end_date::text, 'note', note)), '[]')
            FROM closed_dates WHERE start_date <= $2::date AND end_date >= $2::date) AS closures,
         (SELECT coalesce(json_agg(json_build_object(
                   'hours', b.hours, 'breaks', b.breaks,
                   'timeOff', (SELECT coalesce(json_agg(json_build_object('startDate', t.start_date::text,
                                                 'endDate', t.end_date::text, 'note', t.note)), '[]')
                                 FROM barber_time_off t
                                WHERE t.barber_id = b.id AND t.start_date <= $2::date AND t.end_date >= $2::date),
                   'taken', (SELECT coalesce(json_agg(json_build_array(a.starts_at, a.blocked_until)), '[]')
                               FROM appointments a
                              WHERE a.barber_id = b.id AND a.status IN ('pending', 'confirmed')
                                AND a.starts_at < $4 AND a.blocked_until > $3))
                 ORDER BY b.display_order, b.created_at, b.id), '[]')
            FROM barbers b WHERE b.active AND (b.cut_ids IS NULL OR $1 = ANY (b.cut_ids))) AS barbers`;

let rules;
/** The compiled common/ the server runs (npm run build), loaded once. */
function compiled(require) {
  if (!rules) {
    const dist = '../../server/dist/common';
    rules = {
      ...require(`${dist}/booking/any-barber.js`),
      ...require(`${dist}/booking/barber-calendar.js`),
      ...require(`${dist}/booking/slot-grid.js`),
      ...require(`${dist}/booking/shop-clock.js`),
      ...require(`${dist}/booking/shop-dates.js`),
      ...require(`${dist}/opening-hours.js`),
      ...require(`${dist}/validation/booking-rules.js`),
    };
    rules.clock = rules.createShopClock('America/New_York');
  }
  return rules;
}

export async function anyBarberFloor(pool, require, params) {
  const {
    anyBarberTimes,
    barberCalendar,
    bookableTimes,
    addDays,
    clock,
    DEFAULT_OPENING_HOURS,
    DEFAULT_BOOKING_RULES,
  } = compiled(require);
  const [date, cutId] = ['date', 'cutId'].map((name) => params.get(name));
  const { rows } = await pool.query(ANY_BARBER, [
    cutId,
    date,
    clock.instant(date, '00:00'),
    clock.instant(addDays(date, 1), '00:00'),
  ]);
  const row = rows[0];
  const shop = {
    hours: row.hours ?? DEFAULT_OPENING_HOURS,
    rules: row.rules ?? DEFAULT_BOOKING_RULES,
    closures: row.closures,
    clock,
  };
  const times = row.barbers.map((barber) => {
    const taken = barber.taken.map(([start, end]) => ({ start: new Date(start), end: new Date(end) }));
    return bookableTimes(date, row.duration, barberCalendar(shop, barber, barber.timeOff), taken);
  });
  return { data: { availableSlots: anyBarberTimes(times) } };
}
