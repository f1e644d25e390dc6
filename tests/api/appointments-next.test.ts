import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { book, createCut, errorOf, manualClock, setStatus, type CutRef } from '../support/booking';
import { expectFailure, restClient, type RestClient } from '../support/rest';
import { testAppForFile } from '../support/test-app';

// Monday 1 March 2027, 07:00 in New York.
const clock = manualClock('2027-03-01T12:00:00Z');
const t = testAppForFile({ now: clock.now });
let api: RestClient;
let cut: CutRef;
let client: { token: string; id: string };
let other: { token: string; id: string };

const NEXT = `{ myNextAppointment { id cutType date time status } }`;

beforeAll(async () => {
  api = await restClient(t);
  cut = await createCut(t, { name: 'Clásico', duration: 30 });
  client = await t.signUp();
  other = await t.signUp();
});

describe("the client's next appointment", () => {
  it('is null with nothing booked', async () => {
    expect((await t.gql(NEXT, {}, client.token)).data).toEqual({ myNextAppointment: null });
  });

  it("is the soonest pending or confirmed one still to come, never a rejected one or someone else's", async () => {
    const later = await book(t, client.token, { cutId: cut.id, date: '2027-03-04', time: '10:00' });
    const rejected = await book(t, client.token, { cutId: cut.id, date: '2027-03-02', time: '09:00' });
    await setStatus(t, rejected.id, 'CANCELLED', 'Cerrado por formación');
    await book(t, other.token, { cutId: cut.id, date: '2027-03-01', time: '15:00' });
    const soon = await book(t, client.token, { cutId: cut.id, date: '2027-03-03', time: '11:30' });
    await setStatus(t, soon.id, 'CONFIRMED');
    expect((await t.gql(NEXT, {}, client.token)).data!.myNextAppointment).toEqual({
      id: soon.id,
      cutType: 'Clásico',
      date: '2027-03-03',
      time: '11:30',
      status: 'CONFIRMED',
    });
    // Once it is over (11:30–12:00 New York = 16:30–17:00 UTC), the next one takes its place.
    clock.set('2027-03-03T17:00:00Z');
    expect((await t.gql(NEXT, {}, client.token)).data!.myNextAppointment.id).toBe(later.id);
    clock.set('2027-03-01T12:00:00Z');
  });

  it('is for clients: the admin gets FORBIDDEN, an anonymous caller UNAUTHENTICATED', async () => {
    expect(errorOf(await t.gql(NEXT, {}, await t.adminToken())).code).toBe('FORBIDDEN');
    expect(errorOf(await t.gql(NEXT, {})).code).toBe('UNAUTHENTICATED');
  });

  it('REST GET /appointments/my-appointments/next: the record, or 401/403', async () => {
    const res = await api.call('GET', '/appointments/my-appointments/next', { token: client.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ date: '2027-03-03', time: '11:30', status: 'confirmed' });
    const empty = await api.call('GET', '/appointments/my-appointments/next', { token: other.token });
    expect(empty.body.data).toMatchObject({ date: '2027-03-01', time: '15:00', status: 'pending' });
    expectFailure(await api.call('GET', '/appointments/my-appointments/next', {}), 401, 'No autorizado');
    expectFailure(
      await api.call('GET', '/appointments/my-appointments/next', { token: await t.adminToken() }),
      403,
      'Acceso denegado',
    );
  });
});
