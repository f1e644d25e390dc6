import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCut, CREATE, insertClients, nextWeekday, type CutRef } from '../support/booking';
import { testAppForFile } from '../support/test-app';

const t = testAppForFile();
let cut: CutRef;

beforeAll(async () => {
  cut = await createCut(t, { duration: 45 });
});

describe('fifty clients racing for one slot', () => {
  it('lets exactly one win and answers the other 49 with CONFLICT', async () => {
    const clients = await insertClients(t, 50, 'carrera');
    const date = nextWeekday(3); // next Wednesday in the shop
    const results = await Promise.all(
      clients.map(({ token }) => t.gql(CREATE, { input: { cutId: cut.id, date, time: '10:00' } }, token)),
    );
    const winners = results.filter((r) => r.data?.createAppointment);
    const losers = results.filter((r) => r.errors);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(49);
    for (const loser of losers) {
      expect(loser.errors![0]).toMatchObject({
        message: 'Ese horario ya no está disponible',
        extensions: { code: 'CONFLICT' },
      });
    }
    const [{ live }] = await t.app.dataSource.query(
      `SELECT count(*)::int AS live FROM appointments WHERE "date" = $1 AND status IN ('pending', 'confirmed')`,
      [date],
    );
    expect(live).toBe(1);
  });
});

describe('a booking Postgres picks as a deadlock victim', () => {
  it('is run again and gets a real answer, not an internal error', async (context) => {
    // The embedded database runs one statement at a time: nothing there ever waits on anything.
    if (t.db.kind === 'embedded') context.skip();
    const [client] = await insertClients(t, 1, 'victima');
    const date = nextWeekday(4); // next Thursday in the shop
    const other = new pg.Client({ connectionString: t.db.url });
    await other.connect();
    try {
      // Another writer holds 10:00–10:45 uncommitted; the booking (10:30–11:15) inserts its row and waits on it…
      await other.query('BEGIN');
      await other.query(`SET LOCAL deadlock_timeout = '20s'`);
      await insertRaw(other, client.id, date, '10:00');
      const booking = t.gql(CREATE, { input: { cutId: cut.id, date, time: '10:30' } }, client.token);
      await waitForLockWaiters(other, 1);
      // …then that writer takes 11:00, which waits on the booking's row: each waits on the other. Postgres
      // aborts the booking (its 1 s deadlock timeout is the shorter); run again, it waits on 10:00 alone.
      const second = insertRaw(other, client.id, date, '11:00');
      await second;
      await waitForLockWaiters(other, 1);
      await other.query('ROLLBACK');
      const result = await booking;
      expect(result.errors).toBeUndefined();
      expect(result.data?.createAppointment).toMatchObject({ date, time: '10:30', status: 'PENDING' });
    } finally {
      await other.end();
    }
  }, 30_000);
});

function insertRaw(db: pg.Client, clientId: string, date: string, time: string) {
  const startsAt = new Date(`${date}T${time}:00-05:00`);
  return db.query(
    `INSERT INTO appointments (client_id, cut_type, price, duration, date, time, starts_at, ends_at)
     VALUES ($1, 'x', 10, 45, $2, $3, $4, $5)`,
    [clientId, date, time, startsAt, new Date(startsAt.getTime() + 45 * 60_000)],
  );
}

async function waitForLockWaiters(db: pg.Client, count: number) {
  for (let i = 0; i < 200; i++) {
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
    );
    if (rows[0].n >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the booking never waited on the other writer');
}
