// The floor: what raw Node and Postgres do for the calendar month. One JOIN, rows shaped like the
// GraphQL answer, JSON out. `node floor-server.mjs` with DATABASE_URL; prints the port it listens on.
// /available-days: the booking strip's days in one statement, judged by the same compiled pure rules;
// /any-barber-slots: «Cualquiera»'s free times of a day among several barbers, the same way.
import http from 'node:http';
import { createRequire } from 'node:module';
import pg from 'pg';
import { anyBarberFloor } from './any-barber-floor.mjs';
import { availableDaysFloor } from './available-days-floor.mjs';

const require = createRequire(import.meta.url);

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => undefined); // an idle connection closed by the server: the pool opens another
const MONTH = `
  SELECT a.id, a.date::text AS date, a.time, upper(a.status) AS status, a.cut_id, a.duration, a.cut_type, a.price::float8 AS price,
         a.note, a.rejection_reason, a.starts_at, a.walk_in_name, a.walk_in_phone,
         u.id AS client_id, u.name AS client_name, u.phone AS client_phone
    FROM appointments a LEFT JOIN users u ON u.id = a.client_id
   WHERE a.date BETWEEN $1 AND $2
   ORDER BY a.date, a.time, a.created_at`;

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url, 'http://floor');
  const computed = { '/available-days': availableDaysFloor, '/any-barber-slots': anyBarberFloor }[url.pathname];
  if (computed) {
    const body = Buffer.from(JSON.stringify(await computed(pool, require, url.searchParams)));
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    res.end(body);
    return;
  }
  const { rows } = await pool.query(MONTH, [url.searchParams.get('from'), url.searchParams.get('to')]);
  const appointments = rows.map((r) => ({
    id: r.id,
    date: r.date,
    time: r.time,
    status: r.status,
    client: r.client_id ? { id: r.client_id, name: r.client_name, __typename: 'User', phone: r.client_phone } : null,
    __typename: 'Appointment',
    cutId: r.cut_id,
    duration: r.duration,
    cutType: r.cut_type,
    price: r.price,
    note: r.note,
    rejectionReason: r.rejection_reason,
    startsAt: r.starts_at.toISOString(),
    walkInName: r.walk_in_name,
    walkInPhone: r.walk_in_phone,
  }));
  // Encoded into a Buffer first, as the server does: Node writes a large string to a socket at several times the CPU.
  const body = Buffer.from(JSON.stringify({ data: { appointments } }));
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(`floor listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
