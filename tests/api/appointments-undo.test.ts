import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { book, createCut, errorOf, manualClock, SET_STATUS, setStatus, type CutRef } from '../support/booking';
import { expectFailure, restClient, type RestClient } from '../support/rest';
import { testAppForFile } from '../support/test-app';

// Monday 1 March 2027, 07:00 in New York (EST, UTC−5).
const clock = manualClock('2027-03-01T12:00:00Z');
const t = testAppForFile({ now: clock.now });
let api: RestClient;
let cut: CutRef;
let client: { token: string; id: string };

const UNDO = `mutation($id: ID!) { undoAppointmentStatus(id: $id) { id status rejectionReason } }`;
// Tuesday 2 March, 10:00 New York: completions are allowed, the 9:00 and 9:30 ones have started; and seconds after.
const START = '2027-03-02T15:00:00Z';
const seconds = (n: number) => new Date(Date.parse(START) + n * 1000).toISOString();

beforeAll(async () => {
  api = await restClient(t);
  cut = await createCut(t, { price: 25, duration: 30 });
  client = await t.signUp({ name: 'Tomás Deshecho' });
});

/** Tuesday 2 March at `time`, confirmed; the clock at 10:00 that day. */
async function confirmedAt(time: string) {
  clock.set('2027-03-01T12:00:00Z');
  const appointment = await book(t, client.token, { cutId: cut.id, date: '2027-03-02', time });
  await setStatus(t, appointment.id, 'CONFIRMED');
  clock.set(START);
  return appointment.id;
}

const statusOf = async (id: string) =>
  (await t.app.dataSource.query(`SELECT status FROM appointments WHERE id = $1`, [id]))[0].status;

const trailOf = (id: string) =>
  t.app.dataSource.query(`SELECT action, actor_role, before, after FROM audit_log WHERE target_id = $1 ORDER BY id`, [
    id,
  ]);

describe('undoing a completion or a no-show', () => {
  it('the same admin, within 10 seconds: back to confirmed, logged, and the earnings follow', async () => {
    const id = await confirmedAt('11:00');
    await setStatus(t, id, 'COMPLETED');
    const earned = `{ stats { completedAppointments } }`;
    const before = (await t.gql(earned, {}, await t.adminToken())).data!.stats.completedAppointments;
    clock.set(seconds(10));
    const res = await t.gql(UNDO, { id }, await t.adminToken());
    expect(res.errors).toBeUndefined();
    expect(res.data!.undoAppointmentStatus).toEqual({ id, status: 'CONFIRMED', rejectionReason: null });
    expect(await statusOf(id)).toBe('confirmed');
    const after = (await t.gql(earned, {}, await t.adminToken())).data!.stats.completedAppointments;
    expect(after).toBe(before - 1);
    expect((await trailOf(id)).slice(-2)).toEqual([
      {
        action: 'appointment_completed',
        actor_role: 'admin',
        before: { status: 'confirmed' },
        after: { status: 'completed' },
      },
      {
        action: 'appointment_status_undone',
        actor_role: 'admin',
        before: { status: 'completed' },
        after: { status: 'confirmed' },
      },
    ]);
  });

  it('is taken back once: a second «Deshacer» finds nothing to undo', async () => {
    const id = await confirmedAt('09:00');
    await setStatus(t, id, 'NO_SHOW');
    expect((await t.gql(UNDO, { id }, await t.adminToken())).errors).toBeUndefined();
    const again = await t.gql(UNDO, { id }, await t.adminToken());
    expect(errorOf(again)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Esta cita no tiene un cambio que se pueda deshacer',
    });
    expect(await statusOf(id)).toBe('confirmed');
  });

  it('after 10 seconds by the server clock it is refused in Spanish, and nothing changes', async () => {
    const id = await confirmedAt('12:00');
    await setStatus(t, id, 'COMPLETED');
    clock.set(seconds(10.001));
    const res = await t.gql(UNDO, { id }, await t.adminToken());
    expect(errorOf(res)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Ya no se puede deshacer: pasaron más de 10 segundos',
    });
    expect(await statusOf(id)).toBe('completed');
    expect((await trailOf(id)).map((entry: { action: string }) => entry.action)).not.toContain(
      'appointment_status_undone',
    );
  });

  it('only whoever made the change may take it back', async () => {
    const id = await confirmedAt('12:30');
    await setStatus(t, id, 'COMPLETED');
    // Another admin account (there is one admin role; a second person would be a second account).
    await t.app.dataSource.query(`UPDATE appointments SET status_changed_by = gen_random_uuid() WHERE id = $1`, [id]);
    const res = await t.gql(UNDO, { id }, await t.adminToken());
    expect(errorOf(res).message).toBe('Esta cita no tiene un cambio que se pueda deshacer');
    expect(await statusOf(id)).toBe('completed');
  });

  it('refuses an appointment that is not completed or a no-show', async () => {
    const id = await confirmedAt('13:00');
    const confirmed = await t.gql(UNDO, { id }, await t.adminToken());
    expect(errorOf(confirmed)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Esta cita no tiene un cambio que se pueda deshacer',
    });
    const rejected = (await book(t, client.token, { cutId: cut.id, date: '2027-03-03', time: '09:00' })).id;
    await t.gql(
      SET_STATUS,
      { id: rejected, status: 'CANCELLED', reason: 'Cerrado por formación' },
      await t.adminToken(),
    );
    expect(errorOf(await t.gql(UNDO, { id: rejected }, await t.adminToken())).code).toBe('BAD_USER_INPUT');
    expect(await statusOf(rejected)).toBe('cancelled');
  });

  it('a client gets FORBIDDEN, even on their own appointment', async () => {
    const id = await confirmedAt('13:30');
    await setStatus(t, id, 'COMPLETED');
    const res = await t.gql(UNDO, { id }, client.token);
    expect(errorOf(res).code).toBe('FORBIDDEN');
    expect(await statusOf(id)).toBe('completed');
  });

  it('REST: POST /appointments/:id/undo-status answers 200 with the confirmed record, 400 after the window', async () => {
    const id = await confirmedAt('14:00');
    await setStatus(t, id, 'COMPLETED');
    clock.set(seconds(3));
    const res = await api.call('POST', '/appointments/:id/undo-status', {
      token: await t.adminToken(),
      params: { id },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Cambio deshecho: la cita vuelve a estar confirmada',
      data: { id, status: 'confirmed', clientId: { id: client.id } },
    });

    const late = await confirmedAt('09:30');
    await setStatus(t, late, 'NO_SHOW');
    clock.set(seconds(11));
    const refused = await api.call('POST', '/appointments/:id/undo-status', {
      token: await t.adminToken(),
      params: { id: late },
    });
    expectFailure(refused, 400, 'Ya no se puede deshacer: pasaron más de 10 segundos');
    const forbidden = await api.call('POST', '/appointments/:id/undo-status', {
      token: client.token,
      params: { id: late },
    });
    expect(forbidden.status).toBe(403);
    const missing = await api.call('POST', '/appointments/:id/undo-status', {
      token: await t.adminToken(),
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expectFailure(missing, 404, 'Cita no encontrada');
  });
});
