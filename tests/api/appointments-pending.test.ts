import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { book, createCut, errorOf, manualClock, setStatus } from '../support/booking';
import { saveElClasico } from '../support/business';
import { adminCarlaAndOscar, expectFailure, restAppForFile } from '../support/rest';

// Issue 31 §3, «Solicitudes por confirmar»: every request from the shop's today on, soonest first, whatever month.
// The requests are made on Wednesday 26 November 2031; the list is read on Friday the 28th at 22:00 in New York,
// already Saturday the 29th in UTC (and in Tokyo, where the suite also runs): "today" is the shop's.
const clock = manualClock('2031-11-26T14:00:00.000Z');
const READ_AT = '2031-11-29T03:00:00.000Z';
const { t, api } = restAppForFile({ now: clock.now });

const PENDING = `query { pendingAppointments { id date time status client { name } } }`;

let admin: string;
let clientToken: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  await saveElClasico(t);
  const cut = await createCut(t, { name: 'Corte Clásico', duration: 30 });
  const { admin: adminToken, client, other } = await adminCarlaAndOscar(t);
  admin = adminToken;
  clientToken = client.token;
  const at = async (name: string, token: string, date: string, time: string) => {
    ids[name] = (await book(t, token, { cutId: cut.id, date, time })).id;
  };
  // Booked out of order, so creation order is not what sorts them.
  await at('dec3', client.token, '2031-12-03', '09:00');
  await at('dec1Late', other.token, '2031-12-01', '11:00');
  await at('yesterday', client.token, '2031-11-27', '10:00');
  await at('todayEvening', other.token, '2031-11-28', '17:00');
  await at('dec1Early', client.token, '2031-12-01', '09:00');
  await at('confirmed', client.token, '2031-12-02', '10:00');
  await at('rejected', other.token, '2031-12-02', '12:00');
  await setStatus(t, ids.confirmed, 'CONFIRMED');
  await setStatus(t, ids.rejected, 'CANCELLED', 'Ese día no puedo');
  clock.set(READ_AT);
});

const EXPECTED = ['todayEvening', 'dec1Early', 'dec1Late', 'dec3'];

describe('GET /api/appointments/pending', () => {
  it("lists the pending ones from the shop's today on, soonest first: not yesterday's, nor confirmed or rejected", async () => {
    const res = await api.call('GET', '/appointments/pending', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const list = res.body.data as { id: string; date: string; time: string; status: string }[];
    expect(list.map((a) => a.id)).toEqual(EXPECTED.map((name) => ids[name]));
    expect(list.map((a) => `${a.date} ${a.time}`)).toEqual([
      '2031-11-28 17:00',
      '2031-12-01 09:00',
      '2031-12-01 11:00',
      '2031-12-03 09:00',
    ]);
    expect(new Set(list.map((a) => a.status))).toEqual(new Set(['pending']));
  });

  it('refuses anonymous callers (401) and clients (403)', async () => {
    expectFailure(await api.call('GET', '/appointments/pending'), 401, 'No autorizado');
    expectFailure(await api.call('GET', '/appointments/pending', { token: clientToken }), 403, 'Acceso denegado');
  });
});

describe('pendingAppointments (GraphQL)', () => {
  it('answers the same list, with the client named', async () => {
    const res = await t.gql<{ pendingAppointments: { id: string; client: { name: string } }[] }>(PENDING, {}, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data!.pendingAppointments.map((a) => a.id)).toEqual(EXPECTED.map((name) => ids[name]));
    expect(res.data!.pendingAppointments[0].client.name).toBe('Óscar Otro');
  });

  it('refuses anonymous callers and clients', async () => {
    expect(errorOf(await t.gql(PENDING, {}))).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(errorOf(await t.gql(PENDING, {}, clientToken))).toMatchObject({ code: 'FORBIDDEN' });
  });

  it("drops a request once it is confirmed or rejected, and today's once the shop's day is over", async () => {
    await setStatus(t, ids.dec1Early, 'CONFIRMED');
    await setStatus(t, ids.dec3, 'CANCELLED', 'Cerramos por obras');
    const left = await t.gql<{ pendingAppointments: { id: string }[] }>(PENDING, {}, admin);
    expect(left.data!.pendingAppointments.map((a) => a.id)).toEqual([ids.todayEvening, ids.dec1Late]);

    // 00:30 on Saturday the 29th in New York: Friday's request is yesterday's now.
    clock.set('2031-11-29T05:30:00.000Z');
    const next = await api.call('GET', '/appointments/pending', { token: admin });
    expect(next.body.data.map((a: { id: string }) => a.id)).toEqual([ids.dec1Late]);
  });
});
