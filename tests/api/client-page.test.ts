import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { book, complete, createCut, errorOf, manualClock, setStatus, type CutRef } from '../support/booking';
import { expectFailure, restClient, type RestClient } from '../support/rest';
import { testAppForFile } from '../support/test-app';

// Monday 3 May 2027, 08:00 in New York.
const clock = manualClock('2027-05-03T12:00:00Z');
const t = testAppForFile({ now: clock.now });
let api: RestClient;
let cheap: CutRef;
let dear: CutRef;
let ana: { id: string; token: string };
let beto: { id: string; token: string };
const ids: Record<string, string> = {};

const PAGE = `query($id: ID!) {
  clientPage(id: $id) {
    client { id name email phone isVerified completedAppointments noShowAppointments totalSpent }
    appointments { id date time status cutType price hidden }
  }
}`;

beforeAll(async () => {
  api = await restClient(t);
  // Cents a float sum would lose: 10.10 + 20.20 is 30.299999… in binary.
  cheap = await createCut(t, { name: 'Corte Diez', price: 10.1 });
  dear = await createCut(t, { name: 'Corte Veinte', price: 20.2 });
  ana = await t.signUp({ name: 'Ana Ficha', email: 'ana.ficha@test.local', phone: '305-555-0142' });
  beto = await t.signUp({ name: 'Beto Otro' });

  const first = await book(t, ana.token, { cutId: cheap.id, date: '2027-05-04', time: '09:00' });
  await complete(t, first.id);
  ids.first = first.id;
  const second = await book(t, ana.token, { cutId: dear.id, date: '2027-05-05', time: '10:00' });
  await complete(t, second.id);
  ids.second = second.id;
  // Taken off her own list: the barber still sees it.
  const hide = await t.gql(
    `mutation($id: ID!) { setAppointmentHidden(id: $id, hidden: true) { id } }`,
    { id: second.id },
    ana.token,
  );
  expect(hide.errors).toBeUndefined();
  const missed = await book(t, ana.token, { cutId: dear.id, date: '2027-05-06', time: '11:00' });
  const confirmed = await setStatus(t, missed.id, 'CONFIRMED');
  await t.at(new Date(new Date(confirmed.startsAt).getTime() + 60_000), () => setStatus(t, missed.id, 'NO_SHOW'));
  ids.missed = missed.id;
  const rejected = await book(t, ana.token, { cutId: cheap.id, date: '2027-05-07', time: '12:00' });
  await setStatus(t, rejected.id, 'CANCELLED', 'Sin hueco');
  ids.rejected = rejected.id;
  ids.upcoming = (await book(t, ana.token, { cutId: dear.id, date: '2027-05-20', time: '09:00' })).id;
  // Someone else's: not on Ana's page, not in her figures.
  await complete(t, (await book(t, beto.token, { cutId: dear.id, date: '2027-05-04', time: '11:00' })).id);
});

describe("the barber's page of one client", () => {
  it('has her data, every appointment of hers (any status, hidden too) latest first, and her figures to the cent', async () => {
    const res = await t.gql(PAGE, { id: ana.id }, await t.adminToken());
    expect(res.errors).toBeUndefined();
    const page = res.data!.clientPage;
    expect(page.client).toEqual({
      id: ana.id,
      name: 'Ana Ficha',
      email: 'ana.ficha@test.local',
      phone: '305-555-0142',
      isVerified: false,
      completedAppointments: 2,
      noShowAppointments: 1,
      totalSpent: 30.3,
    });
    expect(page.appointments.map((a: { id: string }) => a.id)).toEqual([
      ids.upcoming,
      ids.rejected,
      ids.missed,
      ids.second,
      ids.first,
    ]);
    expect(page.appointments.map((a: { status: string }) => a.status)).toEqual([
      'PENDING',
      'CANCELLED',
      'NO_SHOW',
      'COMPLETED',
      'COMPLETED',
    ]);
    expect(page.appointments[3]).toMatchObject({ hidden: true, cutType: 'Corte Veinte', price: 20.2 });
  });

  it('answers the same through REST, as the documented shape', async () => {
    const res = await api.call('GET', '/auth/clients/:id', { token: await t.adminToken(), params: { id: ana.id } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.client).toMatchObject({
      _id: ana.id,
      name: 'Ana Ficha',
      completedAppointments: 2,
      noShowAppointments: 1,
      totalSpent: 30.3,
    });
    expect(res.body.data.appointments).toHaveLength(5);
    expect(res.body.data.appointments[0]).toMatchObject({ _id: ids.upcoming, status: 'pending', clientId: ana.id });
  });

  it('is the admin’s only: a client (even for herself) is forbidden, nobody signed in is unauthenticated', async () => {
    const own = await t.gql(PAGE, { id: ana.id }, ana.token);
    expect(errorOf(own).code).toBe('FORBIDDEN');
    expect(own.data?.clientPage ?? null).toBeNull();
    expect(errorOf(await t.gql(PAGE, { id: ana.id })).code).toBe('UNAUTHENTICATED');
    expectFailure(await api.call('GET', '/auth/clients/:id', { token: beto.token, params: { id: ana.id } }), 403);
    expectFailure(await api.call('GET', '/auth/clients/:id', { params: { id: ana.id } }), 401);
  });

  it.each([
    ['an id nobody has', '00000000-0000-4000-8000-000000000000'],
    ['something that is not an id', 'no-es-un-id'],
  ])('says «Cliente no encontrado» for %s', async (_what, id) => {
    const admin = await t.adminToken();
    expect(errorOf(await t.gql(PAGE, { id }, admin))).toEqual({ code: 'NOT_FOUND', message: 'Cliente no encontrado' });
    expectFailure(
      await api.call('GET', '/auth/clients/:id', { token: admin, params: { id } }),
      404,
      'Cliente no encontrado',
    );
  });

  it('has no page for the admin: the barber is not a client', async () => {
    const admin = await t.adminToken();
    const me = await t.gql('{ me { id } }', {}, admin);
    expect(errorOf(await t.gql(PAGE, { id: me.data!.me.id }, admin))).toEqual({
      code: 'NOT_FOUND',
      message: 'Cliente no encontrado',
    });
  });

  it('a client without appointments has a page with zeros and none', async () => {
    const nuevo = await t.signUp({ name: 'Nuevo Sin Citas' });
    const res = await t.gql(PAGE, { id: nuevo.id }, await t.adminToken());
    expect(res.data!.clientPage).toMatchObject({
      client: { completedAppointments: 0, noShowAppointments: 0, totalSpent: 0 },
      appointments: [],
    });
  });
});
