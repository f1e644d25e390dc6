import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { book, complete, createCut, DELETE_ANY, DELETE_MINE, manualClock, setStatus } from '../support/booking';
import { saveElClasico } from '../support/business';
import { expectFailure, restAppForFile } from '../support/rest';

const clock = manualClock('2027-06-07T12:00:00Z'); // Monday 7 June 2027, 08:00 in New York
const AUDIT = `query($from: String, $to: String, $action: AuditAction) {
  auditLog(from: $from, to: $to, action: $action) { id at action actorId actorRole actorName targetType targetId changes { field before after } }
}`;

const { t, api } = restAppForFile({ now: clock.now });
let admin: string;
let adminId: string;

beforeAll(async () => {
  admin = await t.adminToken();
  adminId = (await t.gql('{ me { id } }', {}, admin)).data!.me.id;
});

const latest = async (action?: string) => {
  const res = await api.call('GET', '/audit-log', { token: admin, query: action ? { action } : {} });
  expect(res.status).toBe(200);
  // Each change's before and after travel as JSON text.
  return (res.body.data.entries as any[]).map((entry) => ({
    ...entry,
    changes: entry.changes.map((c: any) => ({
      field: c.field,
      before: c.before === null ? null : JSON.parse(c.before),
      after: c.after === null ? null : JSON.parse(c.after),
    })),
  }));
};

describe('the audit trail', () => {
  it('records every admin action and each client booking and cancellation, newest first, with actor, target and before/after', async () => {
    await saveElClasico(t);
    const cut = await createCut(t, { name: 'Corte Auditado', price: 20 });
    const edited = await t.gql(
      'mutation($id: ID!, $input: CutInput!) { updateCut(id: $id, input: $input) { id } }',
      { id: cut.id, input: { name: 'Corte Auditado', description: 'Un corte de prueba', price: 22.5, duration: 30 } },
      admin,
    );
    expect(edited.errors).toBeUndefined();
    const ana = await t.signUp({ name: 'Ana' });
    const first = await book(t, ana.token, { cutId: cut.id, date: '2027-06-08', time: '09:00' });
    const second = await book(t, ana.token, { cutId: cut.id, date: '2027-06-08', time: '10:00' });
    const third = await book(t, ana.token, { cutId: cut.id, date: '2027-06-08', time: '11:00' });
    const fourth = await book(t, ana.token, { cutId: cut.id, date: '2027-06-08', time: '12:00' });
    await complete(t, first.id);
    await setStatus(t, second.id, 'CANCELLED', 'Cerrado por obras');
    expect((await t.gql(DELETE_ANY, { id: third.id }, admin)).errors).toBeUndefined();
    expect((await t.gql(DELETE_MINE, { id: fourth.id }, ana.token)).errors).toBeUndefined();
    const other = await createCut(t, { name: 'Corte Efímero' });
    expect((await t.gql('mutation($id: ID!) { deleteCut(id: $id) }', { id: other.id }, admin)).errors).toBeUndefined();
    expect((await t.gql('mutation($id: ID!) { deleteClient(id: $id) }', { id: ana.id }, admin)).errors).toBeUndefined();

    const entries = await latest();
    expect(entries.map((e) => e.action)).toEqual([
      'client_deleted',
      'cut_deleted',
      'cut_created',
      'appointment_cancelled',
      'appointment_deleted',
      'appointment_rejected',
      'appointment_completed',
      'appointment_confirmed',
      // A client's own bookings (issue 29): by her.
      'appointment_requested',
      'appointment_requested',
      'appointment_requested',
      'appointment_requested',
      // Ana signing in after her sign-up, and the admin before it all (issue 29 §11: sign-ins are logged).
      'signed_in',
      'cut_updated',
      'cut_created',
      'settings_updated',
      'signed_in',
    ]);
    const times = entries.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const by = (action: string) => entries.find((e) => e.action === action)!;

    expect(by('cut_updated')).toMatchObject({
      actorId: adminId,
      actorRole: 'admin',
      actorName: expect.any(String),
      targetType: 'cut',
      targetId: cut.id,
      changes: [{ field: 'price', before: 20, after: 22.5 }],
    });
    expect(by('appointment_rejected')).toMatchObject({
      targetId: second.id,
      changes: expect.arrayContaining([
        { field: 'status', before: 'pending', after: 'cancelled' },
        { field: 'rejectionReason', before: null, after: 'Cerrado por obras' },
      ]),
    });
    expect(by('appointment_completed').changes).toEqual([{ field: 'status', before: 'confirmed', after: 'completed' }]);
    expect(by('appointment_deleted')).toMatchObject({ targetId: third.id, actorRole: 'admin' });
    expect(entries.filter((e) => e.action === 'appointment_requested').map((e) => [e.targetId, e.actorId])).toEqual(
      [fourth, third, second, first].map((booked) => [booked.id, ana.id]),
    );
    // The client's own cancellation: by her (her name is gone with her account, her id remains).
    expect(by('appointment_cancelled')).toMatchObject({
      targetId: fourth.id,
      actorId: ana.id,
      actorRole: 'client',
      actorName: null,
    });
    expect(by('appointment_cancelled').changes).toEqual(
      expect.arrayContaining([{ field: 'time', before: '12:00', after: null }]),
    );
    expect(by('client_deleted')).toMatchObject({ targetType: 'user', targetId: ana.id });
    expect(JSON.stringify(by('client_deleted'))).not.toMatch(/Ana|@test\.local/);
    expect(by('settings_updated').changes).toEqual(
      expect.arrayContaining([{ field: 'businessName', before: null, after: 'Barbería El Clásico' }]),
    );

    // Filtered by action, over GraphQL too.
    expect((await latest('cut_created')).map((e) => e.targetId)).toEqual([other.id, cut.id]);
    const gql = await t.gql(AUDIT, { action: 'APPOINTMENT_CANCELLED' }, admin);
    expect(gql.data!.auditLog).toHaveLength(1);
  });

  it('numbers its entries, and openapi.json says so (they are not UUIDs like the other ids)', async () => {
    const [entry] = await latest();
    expect(entry.id).toMatch(/^\d+$/);
    const openapi = (await api.call('GET', '/openapi.json')).body;
    const answer = openapi.paths['/audit-log'].get.responses['200'].content['application/json'].schema;
    const idSchema = answer.properties.data.properties.entries.items.properties.id;
    expect(idSchema).toEqual({ type: 'string', description: 'Número de la entrada: crece con cada una.' });
  });

  it('filters by shop day, both ends included', async () => {
    const today = (await latest()).length;
    const inRange = await api.call('GET', '/audit-log', {
      token: admin,
      query: { from: '2000-01-01', to: '2999-12-31' },
    });
    expect(inRange.body.data.entries).toHaveLength(today);
    const before = await api.call('GET', '/audit-log', {
      token: admin,
      query: { from: '2000-01-01', to: '2000-01-02' },
    });
    expect(before.body.data.entries).toEqual([]);
    expectFailure(
      await api.call('GET', '/audit-log', { token: admin, query: { from: '2027-13-01' } }),
      400,
      'Las fechas deben tener el formato AAAA-MM-DD',
    );
  });

  it('writes the entry in the same transaction as the change: a failed change leaves none', async () => {
    const count = (await latest()).length;
    const res = await t.gql(
      'mutation($input: CutInput!) { createCut(input: $input) { id } }',
      { input: { name: 'Corte Clásico Dup', description: 'Un corte de prueba', price: 10, duration: 30 } },
      admin,
    );
    expect(res.errors).toBeUndefined();
    const dup = await t.gql(
      'mutation($input: CutInput!) { createCut(input: $input) { id } }',
      { input: { name: 'Corte Clásico Dup', description: 'Un corte de prueba', price: 10, duration: 30 } },
      admin,
    );
    expect(dup.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await latest()).length).toBe(count + 1);
  });

  it('is refused to clients and to the signed out, and no one can change or delete an entry', async () => {
    const beto = await t.signUp({ name: 'Beto' });
    expectFailure(await api.call('GET', '/audit-log', { token: beto.token }), 403);
    expectFailure(await api.call('GET', '/audit-log'), 401);
    expect((await t.gql(AUDIT, {}, beto.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // No API writes it; even the database refuses.
    await expect(t.app.dataSource.query(`UPDATE audit_log SET action = 'cut_created'`)).rejects.toThrow(
      'El registro de actividad no se puede modificar ni borrar',
    );
    await expect(t.app.dataSource.query(`DELETE FROM audit_log`)).rejects.toThrow(/no se puede modificar/);
    await expect(t.app.dataSource.query(`TRUNCATE audit_log`)).rejects.toThrow(/no se puede modificar/);
    const mutations = Object.keys(t.app.schema.getMutationType()!.getFields());
    expect(mutations.filter((name) => /audit/i.test(name))).toEqual([]);
  });
});
