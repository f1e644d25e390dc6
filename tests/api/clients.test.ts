import { beforeAll, describe, expect, it } from 'vitest';
import { book, complete, createCut, errorOf, manualClock, setStatus, type CutRef } from '../support/booking';
import { testAppForFile } from '../support/test-app';

const clock = manualClock('2027-05-03T12:00:00Z'); // Monday 3 May 2027, 08:00 in New York
const t = testAppForFile({ now: clock.now });
let cut: CutRef;
let expensive: CutRef;

const CLIENTS = `query($search: String) { clients(search: $search) { id name email phone isVerified completedAppointments totalSpent createdAt updatedAt } }`;
const DELETE_CLIENT = `mutation($id: ID!) { deleteClient(id: $id) }`;

beforeAll(async () => {
  cut = await createCut(t, { price: 12.5 });
  expensive = await createCut(t, { price: 40.25 });
});

describe('the client list', () => {
  let zoe: { id: string; token: string };

  beforeAll(async () => {
    zoe = await t.signUp({ name: 'Zoe Martín', email: 'zoe@test.local', phone: '+1 (305) 555-0199' });
    await t.signUp({ name: 'Álvaro Núñez', email: 'alvaro@test.local' });
    await t.signUp({ name: 'Bea_100%', email: 'bea@test.local' });
    const a = await book(t, zoe.token, { cutId: cut.id, date: '2027-05-04', time: '09:00' });
    const b = await book(t, zoe.token, { cutId: expensive.id, date: '2027-05-04', time: '10:00' });
    const c = await book(t, zoe.token, { cutId: expensive.id, date: '2027-05-04', time: '11:00' });
    await complete(t, a.id);
    await complete(t, b.id);
    await setStatus(t, c.id, 'CANCELLED', 'Sin hueco');
  });

  it('lists clients only, by name in Spanish order, with completed appointments and spend', async () => {
    const res = await t.gql(CLIENTS, {}, await t.adminToken());
    expect(res.errors).toBeUndefined();
    const rows = res.data!.clients as {
      name: string;
      email: string;
      completedAppointments: number;
      totalSpent: number;
    }[];
    expect(rows.map((r) => r.name)).toEqual(['Álvaro Núñez', 'Bea_100%', 'Zoe Martín']);
    expect(rows.map((r) => r.email)).not.toContain('admin@test.local');
    expect(rows[2]).toMatchObject({
      email: 'zoe@test.local',
      phone: '+1 (305) 555-0199',
      isVerified: false,
      completedAppointments: 2,
      totalSpent: 52.75,
    });
    expect(rows[0]).toMatchObject({ completedAppointments: 0, totalSpent: 0 });
    expect(Number.isNaN(Date.parse(res.data!.clients[2].createdAt))).toBe(false);
  });

  it.each([
    ['zoe', ['Zoe Martín']],
    ['NÚÑEZ', ['Álvaro Núñez']],
    ['@test.local', ['Álvaro Núñez', 'Bea_100%', 'Zoe Martín']],
    ['555-0199', ['Zoe Martín']],
    ['3055550199', ['Zoe Martín']],
    ['100%', ['Bea_100%']],
    ['_', ['Bea_100%']],
    ['nadie', []],
    ['   ', ['Álvaro Núñez', 'Bea_100%', 'Zoe Martín']],
  ])('searches "%s" in name, email and phone', async (search, names) => {
    const res = await t.gql(CLIENTS, { search }, await t.adminToken());
    expect(res.data!.clients.map((c: { name: string }) => c.name)).toEqual(names);
  });

  it.each([
    ['nunez', ['Álvaro Núñez']],
    ['alvaro nu', ['Álvaro Núñez']],
    ['zz9', []],
    ['bea1', []],
    ['(305) 555', ['Zoe Martín']],
    ['+1 305.555.0199', ['Zoe Martín']],
  ])(
    '"%s": accents aside, and digits match a phone only when the search is written like one',
    async (search, names) => {
      const res = await t.gql(CLIENTS, { search }, await t.adminToken());
      expect(res.data!.clients.map((c: { name: string }) => c.name)).toEqual(names);
    },
  );
});

describe('deleting a client', () => {
  it('removes the account and its live appointments, keeps completed and rejected ones without a client', async () => {
    const leaving = await t.signUp({ name: 'Se Va' });
    const pending = await book(t, leaving.token, { cutId: cut.id, date: '2027-05-05', time: '09:00' });
    const confirmed = await book(t, leaving.token, { cutId: cut.id, date: '2027-05-05', time: '10:00' });
    await setStatus(t, confirmed.id, 'CONFIRMED');
    const done = await book(t, leaving.token, { cutId: expensive.id, date: '2027-05-05', time: '11:00' });
    await complete(t, done.id);
    const rejected = await book(t, leaving.token, { cutId: cut.id, date: '2027-05-05', time: '12:00' });
    await setStatus(t, rejected.id, 'CANCELLED', 'No');
    const admin = await t.adminToken();
    const earningsBefore = (await t.gql(`{ stats { totalEarnings } }`, {}, admin)).data!.stats.totalEarnings;

    const res = await t.gql(DELETE_CLIENT, { id: leaving.id }, admin);
    expect(res.data!.deleteClient).toBe(leaving.id);

    const day = (
      await t.gql(
        `query { appointments(from: "2027-05-05", to: "2027-05-05") { id status clientId client { name } } }`,
        {},
        admin,
      )
    ).data!.appointments as { id: string; status: string; clientId: string | null; client: null }[];
    expect(day.map((a) => a.id).sort()).toEqual([done.id, rejected.id].sort());
    expect(day.map((a) => a.id)).not.toContain(pending.id);
    expect(day.map((a) => a.id)).not.toContain(confirmed.id);
    expect(day.every((a) => a.clientId === null && a.client === null)).toBe(true);
    expect((await t.gql(`{ stats { totalEarnings } }`, {}, admin)).data!.stats.totalEarnings).toBe(earningsBefore);
    expect((await t.gql(CLIENTS, { search: 'Se Va' }, admin)).data!.clients).toEqual([]);

    // Their slots are free again, and their token no longer opens a session.
    const other = await t.signUp();
    expect((await book(t, other.token, { cutId: cut.id, date: '2027-05-05', time: '09:00' })).status).toBe('PENDING');
    const stale = await t.gql(`{ me { id } }`, {}, leaving.token);
    expect(errorOf(stale).code).toBe('UNAUTHENTICATED');
    const staleBooking = await t.gql(
      `mutation($input: AppointmentInput!) { createAppointment(input: $input) { id } }`,
      { input: { cutId: cut.id, date: '2027-05-06', time: '09:00' } },
      leaving.token,
    );
    expect(errorOf(staleBooking).code).toBe('UNAUTHENTICATED');
  });

  it('refuses to delete an admin and answers NOT_FOUND for an unknown id', async () => {
    const admin = await t.adminToken();
    const adminId = (await t.gql(`{ me { id } }`, {}, admin)).data!.me.id;
    expect(errorOf(await t.gql(DELETE_CLIENT, { id: adminId }, admin))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'No se puede eliminar una cuenta de administrador',
    });
    expect((await t.gql(`{ me { id } }`, {}, admin)).data!.me.id).toBe(adminId);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      expect(errorOf(await t.gql(DELETE_CLIENT, { id }, admin))).toEqual({
        code: 'NOT_FOUND',
        message: 'Cliente no encontrado',
      });
    }
  });
});
