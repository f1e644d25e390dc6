import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCut, CREATE, insertClients, nextWeekday, type CutRef } from '../support/booking';
import { startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let cut: CutRef;

beforeAll(async () => {
  t = await startTestApp();
  cut = await createCut(t, { duration: 45 });
});
afterAll(() => t?.close());

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
