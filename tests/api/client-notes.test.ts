import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientNotesMessages } from '../../common/validation/client-notes';
import { book, complete, createCut, errorOf, manualClock, ONE, MINE, type CutRef } from '../support/booking';
import { addBarberAccount, type BarberAccount } from '../support/barber-account';
import { expectFailure, restClient, type RestClient } from '../support/rest';
import { testAppForFile } from '../support/test-app';

// Monday 3 May 2027, 08:00 in New York.
const clock = manualClock('2027-05-03T12:00:00Z');
const t = testAppForFile({ now: clock.now });
let api: RestClient;
let cut: CutRef;
let barber: BarberAccount;
let admin: string;
let ana: { id: string; token: string; email: string };
let appointmentIds: string[];

// A phrase found nowhere else, so its absence from an answer is proof.
const SECRET = 'Degradado del 1, sin raya; prefiere las mañanas (zx-41)';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const NOTES = `query($id: ID!) { clientNotes(id: $id) { clientId notes updatedAt } }`;
const SET_NOTES = `mutation($id: ID!, $notes: String!) { setClientNotes(id: $id, notes: $notes) { clientId notes updatedAt } }`;

beforeAll(async () => {
  api = await restClient(t);
  admin = await t.adminToken();
  barber = await addBarberAccount(t);
  cut = await createCut(t, { name: 'Corte Nota' });
  ana = await t.signUp({ name: 'Ana Nota', email: 'ana.nota@test.local' });
  const past = await book(t, ana.token, { cutId: cut.id, date: '2027-05-04', time: '09:00' });
  await complete(t, past.id);
  const upcoming = await book(t, ana.token, { cutId: cut.id, date: '2027-05-20', time: '10:00' });
  appointmentIds = [past.id, upcoming.id];
});

describe("the admin's private note on a client", () => {
  it('starts empty, is written trimmed over GraphQL and read back over REST', async () => {
    const empty = await t.gql(NOTES, { id: ana.id }, admin);
    expect(empty.data!.clientNotes).toEqual({ clientId: ana.id, notes: '', updatedAt: null });

    const set = await t.gql(SET_NOTES, { id: ana.id, notes: `  ${SECRET}\n` }, admin);
    expect(set.errors).toBeUndefined();
    expect(set.data!.setClientNotes.notes).toBe(SECRET);
    expect(set.data!.setClientNotes.updatedAt).toEqual(expect.any(String));

    const res = await api.call('GET', '/auth/clients/:id/notes', { token: admin, params: { id: ana.id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ clientId: ana.id, notes: SECRET });
  });

  it('is written over REST with `{ notes }`, and an empty one clears it', async () => {
    const put = await api.call('PUT', '/auth/clients/:id/notes', {
      token: admin,
      params: { id: ana.id },
      body: { notes: 'Otra nota' },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ success: true, message: 'Nota guardada', data: { notes: 'Otra nota' } });

    const cleared = await api.call('PUT', '/auth/clients/:id/notes', {
      token: admin,
      params: { id: ana.id },
      body: { notes: '   ' },
    });
    expect(cleared.body.data).toEqual({ clientId: ana.id, notes: '', updatedAt: null });
    const [row] = await t.app.dataSource.query(`SELECT count(*)::int AS n FROM client_notes WHERE client_id = $1`, [
      ana.id,
    ]);
    expect(row.n).toBe(0);

    await t.gql(SET_NOTES, { id: ana.id, notes: SECRET }, admin);
  });

  it('refuses more than 1000 characters (400) and a body without notes, and leaves the note as it was', async () => {
    const long = await api.call('PUT', '/auth/clients/:id/notes', {
      token: admin,
      params: { id: ana.id },
      body: { notes: 'a'.repeat(1001) },
    });
    expectFailure(long, 400, clientNotesMessages.notesMax);
    expect(errorOf(await t.gql(SET_NOTES, { id: ana.id, notes: 'a'.repeat(1001) }, admin)).code).toBe('BAD_USER_INPUT');
    const missing = await api.call('PUT', '/auth/clients/:id/notes', {
      token: admin,
      params: { id: ana.id },
      body: {},
    });
    expectFailure(missing, 400);
    expect((await t.gql(NOTES, { id: ana.id }, admin)).data!.clientNotes.notes).toBe(SECRET);
  });

  it('answers 404 for an id that is not a client (unknown, malformed, the admin)', async () => {
    const [adminRow] = await t.app.dataSource.query(`SELECT id FROM users WHERE role = 'admin' LIMIT 1`);
    for (const id of [UNKNOWN, 'no-es-un-id', adminRow.id]) {
      expectFailure(await api.call('GET', '/auth/clients/:id/notes', { token: admin, params: { id } }), 404);
      expectFailure(
        await api.call('PUT', '/auth/clients/:id/notes', { token: admin, params: { id }, body: { notes: 'x' } }),
        404,
      );
      expect(errorOf(await t.gql(NOTES, { id }, admin)).code).toBe('NOT_FOUND');
    }
  });

  it('is refused to the client herself, to a barber and to nobody signed in', async () => {
    for (const [token, status] of [
      [ana.token, 403],
      [barber.token, 403],
      [null, 401],
    ] as const) {
      expectFailure(await api.call('GET', '/auth/clients/:id/notes', { token, params: { id: ana.id } }), status);
      expectFailure(
        await api.call('PUT', '/auth/clients/:id/notes', { token, params: { id: ana.id }, body: { notes: 'x' } }),
        status,
      );
      expect(errorOf(await t.gql(NOTES, { id: ana.id }, token)).code).toBe(
        status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN',
      );
      expect(errorOf(await t.gql(SET_NOTES, { id: ana.id, notes: 'x' }, token)).code).toBe(
        status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN',
      );
    }
    expect((await t.gql(NOTES, { id: ana.id }, admin)).data!.clientNotes.notes).toBe(SECRET);
  });
});

describe('the note on the day view', () => {
  const DAY = `query($from: String, $to: String) { appointments(from: $from, to: $to) { id clientNotes client { id } } }`;

  it("is on each of the client's appointments for the admin", async () => {
    const res = await t.gql(DAY, { from: '2027-05-01', to: '2027-05-31' }, admin);
    expect(res.errors).toBeUndefined();
    const mine = res.data!.appointments.filter((a: { client: { id: string } | null }) => a.client?.id === ana.id);
    expect(mine).toHaveLength(2);
    for (const appointment of mine) expect(appointment.clientNotes).toBe(SECRET);
  });

  it('is refused (FORBIDDEN, null) to a barber reading his agenda and to the client reading her appointment', async () => {
    // One of Ana's in this barber's own agenda, so his calendar has a row to refuse the field on.
    const input = { cutId: cut.id, date: '2027-05-21', time: '11:00', barberId: barber.id };
    const booked = await t.gql(
      `mutation($input: AppointmentInput!) { createAppointment(input: $input) { id } }`,
      { input },
      ana.token,
    );
    expect(booked.errors).toBeUndefined();
    // Three times: a query sent again runs compiled (graphql-fast-path), held to the same refusal.
    for (let i = 0; i < 3; i++) {
      const asBarber = await t.gql(`{ appointments { id clientNotes } }`, {}, barber.token);
      expect(asBarber.data?.appointments?.length ?? 0).toBeGreaterThan(0);
      expect(errorOf(asBarber).code).toBe('FORBIDDEN');
      expect(JSON.stringify(asBarber)).not.toContain(SECRET);
    }

    for (const query of [
      `query($id: ID!) { appointment(id: $id) { id clientNotes } }`,
      `{ myAppointments(includeHidden: true) { id clientNotes } }`,
      `{ myNextAppointment { id clientNotes } }`,
    ]) {
      for (let i = 0; i < 3; i++) {
        const res = await t.gql(query, { id: appointmentIds[1] }, ana.token);
        expect(res.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
        expect(JSON.stringify(res), query).not.toContain(SECRET);
      }
    }
  });
});

describe('what the client can read', () => {
  it('never carries the note: profile, me, her appointments (GraphQL and REST)', async () => {
    const answers: unknown[] = [
      await t.gql(`{ me { id name email phone role } profile { id name email } }`, {}, ana.token),
      await t.gql(MINE, { all: true }, ana.token),
      await t.gql(ONE, { id: appointmentIds[0] }, ana.token),
      await t.gql(`{ myNextAppointment { id } }`, {}, ana.token),
      await api.call('GET', '/users/profile', { token: ana.token }),
      await api.call('GET', '/appointments/my-appointments', { token: ana.token }),
      await api.call('GET', '/appointments/my-appointments/all', { token: ana.token }),
      await api.call('GET', '/appointments/my-appointments/next', { token: ana.token }),
    ];
    for (const answer of answers) expect(JSON.stringify(answer)).not.toContain(SECRET);
    // The admin's own answers about her appointments do not carry it either unless asked for.
    const adminAppointment = await t.gql(ONE, { id: appointmentIds[0] }, admin);
    expect(JSON.stringify(adminAppointment)).not.toContain(SECRET);
  });

  it('is in her own data export, GraphQL and REST, and not in anyone else’s', async () => {
    const gql = await t.gql(`{ myData { barberNotes profile { id } } }`, {}, ana.token);
    expect(gql.data!.myData).toEqual({ barberNotes: SECRET, profile: { id: ana.id } });
    const rest = await api.call('GET', '/users/me/export', { token: ana.token });
    expect(rest.status).toBe(200);
    expect(rest.body.data.barberNotes).toBe(SECRET);

    const beto = await t.signUp({ name: 'Beto Sin Nota' });
    const other = await api.call('GET', '/users/me/export', { token: beto.token });
    expect(other.body.data.barberNotes).toBeNull();
    expect(JSON.stringify(other.body)).not.toContain(SECRET);
  });

  it('is erased with her account', async () => {
    const res = await api.call('DELETE', '/users/me', { token: ana.token, body: { password: 'secreto1' } });
    expect(res.status).toBe(200);
    const rows = await t.app.dataSource.query(`SELECT * FROM client_notes WHERE client_id = $1`, [ana.id]);
    expect(rows).toEqual([]);
    const anywhere = await t.app.dataSource.query(`SELECT count(*)::int AS n FROM client_notes WHERE notes = $1`, [
      SECRET,
    ]);
    expect(anywhere[0].n).toBe(0);
    expectFailure(await api.call('GET', '/auth/clients/:id/notes', { token: admin, params: { id: ana.id } }), 404);
  });

  it('goes too when the admin deletes the client', async () => {
    const caro = await t.signUp({ name: 'Caro Nota' });
    await t.gql(SET_NOTES, { id: caro.id, notes: 'Nota de Caro' }, admin);
    expect(
      (await t.gql(`mutation($id: ID!) { deleteClient(id: $id) }`, { id: caro.id }, admin)).errors,
    ).toBeUndefined();
    const rows = await t.app.dataSource.query(`SELECT * FROM client_notes WHERE client_id = $1`, [caro.id]);
    expect(rows).toEqual([]);
  });
});
