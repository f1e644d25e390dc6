import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  createCut,
  DELETE_MINE,
  errorOf,
  manualClock,
  MINE,
  SET_STATUS,
  setStatus,
  type CutRef,
} from '../support/booking';
import { expectFailure, restClient, type RestClient } from '../support/rest';
import { testAppForFile } from '../support/test-app';

// Monday 1 March 2027, 07:00 in New York (EST, UTC−5).
const clock = manualClock('2027-03-01T12:00:00Z');
const t = testAppForFile({ now: clock.now });
let api: RestClient;
let cut: CutRef;
let client: { token: string; id: string };

const STATS = `{ stats { totalAppointments completedAppointments completionRate noShowAppointments noShowRate } }`;
const CLIENTS = `{ clients { id name completedAppointments noShowAppointments } }`;

beforeAll(async () => {
  api = await restClient(t);
  cut = await createCut(t, { price: 20, duration: 30 });
  client = await t.signUp({ name: 'Nora Ausente' });
});

/** Tuesday 2 March, `time` in New York: confirmed, and still ahead of the clock. */
async function confirmedAt(time: string) {
  const appointment = await book(t, client.token, { cutId: cut.id, date: '2027-03-02', time });
  await setStatus(t, appointment.id, 'CONFIRMED');
  return appointment.id;
}

describe('no-show', () => {
  let early: string;
  let late: string;
  let completed: string;

  it('is refused before the appointment starts, with the Spanish reason, and nothing changes', async () => {
    early = await confirmedAt('10:00');
    late = await confirmedAt('16:00');
    completed = await confirmedAt('11:00');
    const res = await t.gql(SET_STATUS, { id: early, status: 'NO_SHOW' }, await t.adminToken());
    expect(errorOf(res)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Solo puedes marcar "No asistió" cuando la hora de la cita ya pasó',
    });
    const [row] = await t.app.dataSource.query(`SELECT status FROM appointments WHERE id = $1`, [early]);
    expect(row.status).toBe('confirmed');
  });

  it('is refused from any status but confirmed', async () => {
    const pending = (await book(t, client.token, { cutId: cut.id, date: '2027-03-03', time: '09:00' })).id;
    clock.set('2027-03-03T15:00:00Z');
    const res = await t.gql(SET_STATUS, { id: pending, status: 'NO_SHOW' }, await t.adminToken());
    expect(errorOf(res)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'No se puede pasar una cita de Pendiente a No asistió',
    });
    clock.set('2027-03-01T12:00:00Z');
  });

  it('marks a confirmed appointment whose time has passed (GraphQL), once its start is behind the clock', async () => {
    // Tuesday 10:00 New York is 15:00 UTC: one minute after.
    clock.set('2027-03-02T15:01:00Z');
    const res = await t.gql(SET_STATUS, { id: early, status: 'NO_SHOW' }, await t.adminToken());
    expect(res.errors).toBeUndefined();
    expect(res.data!.setAppointmentStatus).toMatchObject({ id: early, status: 'NO_SHOW', rejectionReason: null });
    const [row] = await t.app.dataSource.query(`SELECT status FROM appointments WHERE id = $1`, [early]);
    expect(row.status).toBe('no_show');
    // The barber's activity trail names the move for what it is.
    const [entry] = await t.app.dataSource.query(
      `SELECT action, before, after FROM audit_log WHERE target_id = $1 ORDER BY id DESC LIMIT 1`,
      [early],
    );
    expect(entry).toEqual({
      action: 'appointment_no_show',
      before: { status: 'confirmed' },
      after: { status: 'no_show' },
    });
  });

  it('is final: a no-show cannot be completed, confirmed or rejected', async () => {
    for (const status of ['COMPLETED', 'CONFIRMED', 'PENDING']) {
      const res = await t.gql(SET_STATUS, { id: early, status }, await t.adminToken());
      expect(errorOf(res).message).toMatch(/^No se puede pasar una cita de No asistió a /);
    }
  });

  it('only the admin may mark it: a client gets FORBIDDEN', async () => {
    clock.set('2027-03-02T21:05:00Z');
    const res = await t.gql(SET_STATUS, { id: late, status: 'NO_SHOW' }, client.token);
    expect(errorOf(res).code).toBe('FORBIDDEN');
  });

  it('REST: PUT /appointments/:id with status no_show answers 200 and the no_show record', async () => {
    const refused = await api.call('PUT', '/appointments/:id', {
      token: client.token,
      params: { id: late },
      body: { status: 'no_show' },
    });
    expect(refused.status).toBe(400);
    const res = await api.call('PUT', '/appointments/:id', {
      token: await t.adminToken(),
      params: { id: late },
      body: { status: 'no_show' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Cita marcada como "No asistió"' });
    expect(res.body.data).toMatchObject({ id: late, status: 'no_show', clientId: { id: client.id } });
    const filtered = await api.call('GET', '/appointments/all', {
      token: await t.adminToken(),
      query: { status: 'no_show' },
    });
    expect(filtered.body.data.map((a: { id: string }) => a.id).sort()).toEqual([early, late].sort());
  });

  it('REST refuses it before the time, with the Spanish message', async () => {
    clock.set('2027-03-01T12:00:00Z');
    const upcoming = await confirmedAt('17:00');
    const res = await api.call('PUT', '/appointments/:id', {
      token: await t.adminToken(),
      params: { id: upcoming },
      body: { status: 'no_show' },
    });
    expectFailure(res, 400, 'Solo puedes marcar "No asistió" cuando la hora de la cita ya pasó');
  });

  it('the client sees it as NO_SHOW and cannot delete it', async () => {
    const mine = (await t.gql(MINE, {}, client.token)).data!.myAppointments as { id: string; status: string }[];
    expect(mine.find((a) => a.id === early)?.status).toBe('NO_SHOW');
    const res = await t.gql(DELETE_MINE, { id: early }, client.token);
    expect(errorOf(res).code).toBe('BAD_USER_INPUT');
  });

  it('counts apart in the statistics: no-show rate beside the completion rate', async () => {
    clock.set('2027-03-02T17:00:00Z');
    await setStatus(t, completed, 'COMPLETED');
    const { stats } = (await t.gql(STATS, {}, await t.adminToken())).data!;
    // 5 appointments: 2 no-shows, 1 completed, 1 pending, 1 confirmed.
    expect(stats).toEqual({
      totalAppointments: 5,
      completedAppointments: 1,
      completionRate: 20,
      noShowAppointments: 2,
      noShowRate: 40,
    });
    const rest = await api.call('GET', '/stats/dashboard', { token: await t.adminToken() });
    expect(rest.body.data).toMatchObject({ noShowAppointments: 2, noShowRate: 40, completionRate: 20 });
  });

  it("shows on the admin's client card: the client's no-show count", async () => {
    const { clients } = (await t.gql(CLIENTS, {}, await t.adminToken())).data!;
    expect(clients).toEqual([{ id: client.id, name: 'Nora Ausente', completedAppointments: 1, noShowAppointments: 2 }]);
    const rest = await api.call('GET', '/auth/clients', { token: await t.adminToken() });
    expect(rest.body.data.clients[0]).toMatchObject({ id: client.id, noShowAppointments: 2 });
  });

  it('the database itself accepts no_show and nothing else new', async () => {
    await expect(
      t.app.dataSource.query(`UPDATE appointments SET status = 'absent' WHERE id = $1`, [early]),
    ).rejects.toThrow(/appointments_status_check/);
  });
});
