import { beforeAll, describe, expect, it } from 'vitest';
import { addBarber, CREATE_WITH, ownerBarber, type BarberRef } from '../support/barber-agendas';
import { createCut, insertClients, nextWeekday, type CutRef } from '../support/booking';
import { testAppForFile } from '../support/test-app';

// Issue 32, point 3 and 4: the constraint and the lock are per barber, and «Cualquiera» tries the next free
// barber when the constraint refuses the first.
const t = testAppForFile();
let cut: CutRef;
let barbers: BarberRef[];

type Answer = {
  data?: { createAppointment?: { barberId: string } } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

beforeAll(async () => {
  cut = await createCut(t, { duration: 45 });
  barbers = [
    await ownerBarber(t, 'Ana'),
    await addBarber(t, 'Beto', { order: 1 }),
    await addBarber(t, 'Caro', { order: 2 }),
  ];
});

async function race(count: number, input: Record<string, unknown>): Promise<Answer[]> {
  const clients = await insertClients(t, count, 'carrera');
  return Promise.all(clients.map(({ token }) => t.gql(CREATE_WITH, { input: { cutId: cut.id, ...input } }, token)));
}

function expectLosers(losers: Answer[]) {
  for (const loser of losers) {
    expect(loser.errors![0]).toMatchObject({
      message: 'Ese horario ya no está disponible',
      extensions: { code: 'CONFLICT' },
    });
  }
}

describe('thirty clients racing for one time with «Cualquiera» among three barbers', () => {
  it('gives it to each barber once: 3 bookings on 3 barbers, 27 CONFLICT', async () => {
    const date = nextWeekday(3);
    const results = await race(30, { date, time: '10:00' });
    const winners = results.filter((r) => r.data?.createAppointment);
    expect(winners).toHaveLength(3);
    expect(new Set(winners.map((w) => w.data!.createAppointment!.barberId))).toEqual(new Set(barbers.map((b) => b.id)));
    expectLosers(results.filter((r) => r.errors));
    expect(results.filter((r) => r.errors)).toHaveLength(27);
    const rows: { barber_id: string }[] = await t.app.dataSource.query(
      `SELECT barber_id FROM appointments WHERE "date" = $1 AND status IN ('pending', 'confirmed')`,
      [date],
    );
    expect(rows).toHaveLength(3);
  }, 60_000);
});

describe('fifty clients racing for one named barber', () => {
  it('lets exactly one win and answers the other 49 with CONFLICT, the other barbers untouched', async () => {
    const date = nextWeekday(4);
    const results = await race(50, { date, time: '10:00', barberId: barbers[1].id });
    const winners = results.filter((r) => r.data?.createAppointment);
    expect(winners).toHaveLength(1);
    expect(winners[0].data!.createAppointment!.barberId).toBe(barbers[1].id);
    const losers = results.filter((r) => r.errors);
    expect(losers).toHaveLength(49);
    expectLosers(losers);
  }, 60_000);
});
