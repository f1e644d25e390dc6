// The floor of «Cualquiera»'s free times (issue 32): everything the answer needs in one statement (the cut's
// duration, the shop's week, rules and closures, and each active barber who does the cut with their week,
// breaks, days off and live bookings of the day), then the compiled pure rules of common/booking/ that the
// server uses: each barber's calendar, their free times, the union. The same computation minus the framework.
import { compiledCommon, shopColumns } from './floor-shop.mjs';

const ANY_BARBER = `
  SELECT ${shopColumns('$2', '$2')},
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

const MODULES = [
  'booking/any-barber',
  'booking/barber-calendar',
  'booking/slot-grid',
  'booking/shop-clock',
  'booking/shop-dates',
  'opening-hours',
  'validation/booking-rules',
];

export async function anyBarberFloor(pool, require, params) {
  const {
    anyBarberTimes,
    barberCalendar,
    bookableTimes,
    addDays,
    clock,
    DEFAULT_OPENING_HOURS,
    DEFAULT_BOOKING_RULES,
  } = compiledCommon(require, MODULES);
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
