import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { book, complete, createCut, manualClock, setStatus, type CutRef } from '../support/booking';
import { expectFailure, expectUnchanged, restAppForFile } from '../support/rest';
import { subscribeTo } from '../support/subscriptions';
import { ADMIN } from '../support/test-app';

const clock = manualClock('2027-06-07T12:00:00Z');

const { t, api } = restAppForFile({ now: clock.now });
let cut: CutRef;

beforeAll(async () => {
  cut = await createCut(t, { name: 'Corte Privado', price: 18 });
});

describe('GET /api/users/me/export', () => {
  it('gives the signed-in client their profile and every appointment of theirs, and no one else’s', async () => {
    const ana = await t.signUp({ name: 'Ana Datos', phone: '305-555-0101' });
    const beto = await t.signUp({ name: 'Beto' });
    const done = await book(t, ana.token, { cutId: cut.id, date: '2027-06-08', time: '09:00' });
    await complete(t, done.id);
    const hidden = await t.gql(
      'mutation($id: ID!) { setAppointmentHidden(id: $id, hidden: true) { id } }',
      { id: done.id },
      ana.token,
    );
    expect(hidden.errors).toBeUndefined();
    const pending = await book(t, ana.token, { cutId: cut.id, date: '2027-06-09', time: '10:00' });
    await book(t, beto.token, { cutId: cut.id, date: '2027-06-09', time: '11:00' });

    const res = await api.call('GET', '/users/me/export', { token: ana.token });
    expect(res.status).toBe(200);
    const { profile, appointments, exportedAt } = res.body.data;
    expect(profile).toMatchObject({ id: ana.id, name: 'Ana Datos', email: ana.email, phone: '305-555-0101' });
    expect(Date.parse(exportedAt)).not.toBeNaN();
    expect(appointments.map((a: any) => a.id).sort()).toEqual([done.id, pending.id].sort());
    expect(appointments.find((a: any) => a.id === done.id)).toMatchObject({ status: 'completed', hidden: true });
    expect(JSON.stringify(res.body)).not.toMatch(/password|Beto/i);

    expectFailure(await api.call('GET', '/users/me/export'), 401);
  });
});

describe('DELETE /api/users/me', () => {
  it('asks for the password, then erases the account by the admin’s rule and ends its sessions', async () => {
    const carla = await t.signUp({ name: 'Carla Borrada' });
    const phone = await t.login(carla.email, 'secreto1');
    const live = subscribeTo(t, phone);
    await live.ready(carla.id);
    const kept = await book(t, carla.token, { cutId: cut.id, date: '2027-06-10', time: '09:00' });
    await complete(t, kept.id);
    const freed = await book(t, carla.token, { cutId: cut.id, date: '2027-06-10', time: '10:00' });
    const confirmed = await book(t, carla.token, { cutId: cut.id, date: '2027-06-10', time: '11:00' });
    await setStatus(t, confirmed.id, 'CONFIRMED');

    const wrong = await expectUnchanged(t, () =>
      api.call('DELETE', '/users/me', { token: carla.token, body: { password: 'otra-clave' } }),
    );
    expectFailure(wrong, 400, 'La contraseña no es correcta');

    const res = await api.call('DELETE', '/users/me', { token: carla.token, body: { password: 'secreto1' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Tu cuenta ha sido eliminada' });

    expectFailure(await api.call('GET', '/auth/user', { token: carla.token }), 401);
    expectFailure(await api.call('GET', '/auth/user', { token: phone }), 401);
    await live.waitFor(() => live.failures.find((f) => (f as { code?: number }).code === 4401));
    await live.close();

    const rows: { id: string; client_id: string | null; status: string }[] = await t.app.dataSource.query(
      `SELECT id, client_id, status FROM appointments WHERE id = ANY($1)`,
      [[kept.id, freed.id, confirmed.id]],
    );
    // Completed stays for the shop's accounts, without the client; pending and confirmed are freed.
    expect(rows).toEqual([{ id: kept.id, client_id: null, status: 'completed' }]);
    expect(await t.app.dataSource.query(`SELECT 1 FROM users WHERE id = $1`, [carla.id])).toEqual([]);
    // The freed slot can be booked again.
    const dani = await t.signUp({ name: 'Dani' });
    await book(t, dani.token, { cutId: cut.id, date: '2027-06-10', time: '10:00' });

    const audit = await api.call('GET', '/audit-log', {
      token: await t.adminToken(),
      query: { action: 'account_deleted' },
    });
    expect(audit.body.data.entries).toHaveLength(1);
    expect(audit.body.data.entries[0]).toMatchObject({ targetId: carla.id, actorId: carla.id });
    expect(JSON.stringify(audit.body)).not.toMatch(/Carla/);
  });

  it('the admin cannot delete their own account this way', async () => {
    const res = await expectUnchanged(t, async () =>
      api.call('DELETE', '/users/me', { token: await t.adminToken(), body: { password: ADMIN.password } }),
    );
    expectFailure(res, 400, 'La cuenta del administrador no se puede eliminar desde aquí');
    expectFailure(await api.call('DELETE', '/users/me', { body: { password: 'x' } }), 401);
  });
});
