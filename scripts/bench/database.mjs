// The bench's own databases on a real Postgres: created fresh, seeded with one month, dropped at the end.
import { createRequire } from 'node:module';
import pg from 'pg';

const require = createRequire(import.meta.url);
const jwt = require('jsonwebtoken');

export const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const SHOP_TIMEZONE = 'America/New_York';

function withDatabase(name) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onAdmin(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createDatabase(name) {
  await onAdmin(`DROP DATABASE IF EXISTS ${name}`);
  await onAdmin(`CREATE DATABASE ${name}`);
  return withDatabase(name);
}

export const dropDatabase = (name) => onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

const SLOTS_PER_DAY = 20; // 08:00–17:30, every 30 minutes
const slotTime = (slot) => `${String(8 + Math.floor(slot / 2)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}`;

/** The days of `month` (YYYY-MM). */
export function monthDays(month) {
  const [year, m] = month.split('-').map(Number);
  const count = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/**
 * `count` appointments spread over the month, 30 minutes each. The first pass over the slots holds
 * pending and confirmed ones (one per slot, as the barber's no-overlap constraint demands); every
 * further pass over the same slots is history — completed or cancelled — which may overlap.
 */
export async function seedMonth(databaseUrl, month, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`
      INSERT INTO users (name, email, phone, password_hash, role)
      SELECT 'Cliente ' || i, 'cliente' || i || '@bench.local', '+1 555 ' || lpad(i::text, 4, '0'), 'not-a-usable-hash', 'client'
        FROM generate_series(1, 200) AS i`);
    const { rows: cuts } = await client.query(`
      INSERT INTO cuts (name, description, price, duration)
      VALUES ('Clásico', 'Corte a tijera y máquina', 18.50, 30), ('Degradado', 'Degradado con navaja', 22.00, 30),
             ('Barba', 'Perfilado de barba', 12.00, 30), ('Completo', 'Corte y barba', 30.00, 30)
      RETURNING id`);
    const { rows: clients } = await client.query(`SELECT id FROM users WHERE role = 'client' ORDER BY email`);
    const days = monthDays(month);
    const rows = { client: [], cut: [], date: [], time: [], status: [], note: [] };
    for (let i = 0; i < count; i += 1) {
      const slot = Math.floor(i / days.length);
      const live = slot < SLOTS_PER_DAY;
      rows.client.push(clients[i % clients.length].id);
      rows.cut.push(cuts[i % cuts.length].id);
      rows.date.push(days[i % days.length]);
      rows.time.push(slotTime(slot % SLOTS_PER_DAY));
      rows.status.push(live ? (i % 2 ? 'confirmed' : 'pending') : i % 3 ? 'completed' : 'cancelled');
      rows.note.push(i % 4 ? null : `Nota de la cita ${i}`);
    }
    await client.query(
      `INSERT INTO appointments (client_id, cut_id, cut_type, price, duration, "date", "time", note, status,
                                 rejection_reason, starts_at, ends_at, created_at)
       SELECT r.client_id, r.cut_id, c.name, c.price, c.duration, r.date, r.time, r.note, r.status,
              CASE WHEN r.status = 'cancelled' THEN 'Sin hueco ese día' END,
              (r.date + r.time::time) AT TIME ZONE $7,
              (r.date + r.time::time) AT TIME ZONE $7 + c.duration * interval '1 minute',
              now() - r.n * interval '1 minute'
         FROM unnest($1::uuid[], $2::uuid[], $3::date[], $4::text[], $5::text[], $6::text[])
              WITH ORDINALITY AS r(client_id, cut_id, date, time, status, note, n)
         JOIN cuts c ON c.id = r.cut_id`,
      [rows.client, rows.cut, rows.date, rows.time, rows.status, rows.note, SHOP_TIMEZONE],
    );
    await client.query('ANALYZE');
    const { rows: admins } = await client.query(`SELECT id FROM users WHERE role = 'admin'`);
    return { adminId: admins[0].id, cutId: cuts[0].id };
  } finally {
    await client.end();
  }
}

/** `count` more clients (the race, a visit to /client). */
export async function insertClients(databaseUrl, count, prefix = 'carrera') {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `INSERT INTO users (name, email, password_hash, role)
       SELECT 'Cliente ' || $2 || ' ' || i, $2 || i || '@bench.local', 'not-a-usable-hash', 'client'
         FROM generate_series(1, $1::int) AS i
       RETURNING id`,
      [count, prefix],
    );
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

/**
 * Tokens the server accepts for these users (the bench starts it with this JWT_SECRET): each names a
 * session row, as a sign-in would create, without paying argon2 for every user.
 */
export async function sessionTokens(databaseUrl, secret, users) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `INSERT INTO sessions (user_id, expires_at)
       SELECT u, now() + interval '1 day' FROM unnest($1::uuid[]) WITH ORDINALITY AS t(u, n) ORDER BY n
       RETURNING id, user_id`,
      [users.map((user) => user.id)],
    );
    const sessionOf = new Map(rows.map((row) => [row.user_id, row.id]));
    return users.map(({ id, role }) =>
      jwt.sign({ role }, secret, { algorithm: 'HS256', expiresIn: '1h', subject: id, jwtid: sessionOf.get(id) }),
    );
  } finally {
    await client.end();
  }
}

/**
 * The booking strip's next two months: from the day after `month` to `until`, six live bookings a day (the
 * seeded month already holds its own), so available-days judges a range where most days have bookings.
 */
export async function seedStripAhead(databaseUrl, month, until, cutId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `INSERT INTO appointments (client_id, cut_id, cut_type, price, duration, "date", "time", status, starts_at, ends_at)
       SELECT u.id, c.id, c.name, c.price, c.duration, d::date, t.time, 'pending',
              (d::date + t.time::time) AT TIME ZONE $4,
              (d::date + t.time::time) AT TIME ZONE $4 + c.duration * interval '1 minute'
         FROM generate_series(($1 || '-01')::date + interval '1 month', $2::date, interval '1 day') AS d
        CROSS JOIN unnest(ARRAY['09:00', '10:00', '11:30', '13:00', '15:00', '16:30']) AS t(time)
         JOIN cuts c ON c.id = $3
         JOIN LATERAL (SELECT id FROM users WHERE role = 'client' ORDER BY random() LIMIT 1) u ON true
       RETURNING id`,
      [month, until, cutId, SHOP_TIMEZONE],
    );
    await client.query('ANALYZE appointments');
    return rows.length;
  } finally {
    await client.end();
  }
}

/**
 * Issue 32: `barbers` active barbers (the owner and `barbers - 1` more), and on `date` `perBarber` live
 * bookings each of 30 minutes, each barber's on other times than the next one's, so «Cualquiera» has a busy
 * day to judge and the union differs from any one barber's times.
 */
export async function seedBarbersDay(databaseUrl, date, barbers, perBarber) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO barbers (name, display_order, color)
       SELECT 'Barbero ' || i, i - 1, (ARRAY['blue', 'amber', 'violet', 'teal', 'rose'])[1 + (i - 2) % 5]
         FROM generate_series(2, $1::int) AS i`,
      [barbers],
    );
    const { rows: cuts } = await client.query(
      `INSERT INTO cuts (name, description, price, duration) VALUES ('Clásico', 'Corte a tijera', 18.50, 30) RETURNING id`,
    );
    const cutId = cuts[0].id;
    const { rows: ids } = await client.query(`SELECT id, name FROM barbers ORDER BY display_order, created_at, id`);
    const [clientId] = await insertClients(databaseUrl, 1, 'agenda');
    const rows = { barber: [], time: [] };
    ids.forEach((barber, b) => {
      for (let i = 0; i < perBarber; i += 1) {
        rows.barber.push(barber.id);
        rows.time.push(slotTime((i + b * 3) % SLOTS_PER_DAY));
      }
    });
    await client.query(
      `INSERT INTO appointments (client_id, cut_id, cut_type, price, duration, "date", "time", status, starts_at, ends_at,
                                 barber_id, barber_name)
       SELECT $1, c.id, c.name, c.price, c.duration, $2::date, r.time, 'confirmed',
              ($2::date + r.time::time) AT TIME ZONE $5,
              ($2::date + r.time::time) AT TIME ZONE $5 + c.duration * interval '1 minute',
              b.id, b.name
         FROM unnest($3::uuid[], $4::text[]) AS r(barber_id, time)
         JOIN barbers b ON b.id = r.barber_id
         JOIN cuts c ON c.id = $6`,
      [clientId, date, rows.barber, rows.time, SHOP_TIMEZONE, cutId],
    );
    await client.query('ANALYZE');
    const { rows: admins } = await client.query(`SELECT id FROM users WHERE role = 'admin'`);
    return { adminId: admins[0].id, cutId, barbers: ids.length, bookings: rows.time.length };
  } finally {
    await client.end();
  }
}
