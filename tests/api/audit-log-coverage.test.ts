import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { book, createCut, DELETE_ANY, manualClock, setStatus, type CutRef } from '../support/booking';
import { saveBookingRules, saveElClasico } from '../support/business';
import { restAppForFile } from '../support/rest';

const clock = manualClock('2027-06-07T12:00:00Z'); // Monday 7 June 2027, 08:00 in New York
const FRI = '2027-06-11';
const AUDIT = `query($action: AuditAction) {
  auditLog(action: $action) {
    id action actorId actorRole targetType targetId appointment { party date time } changes { field before after }
  }
}`;
const BARBER_BOOKS = `mutation($input: BarberAppointmentInput!) { createBarberAppointment(input: $input) { id } }`;
const RENAME = `mutation($input: ProfileInput!) { updateProfile(input: $input) { name } }`;
const ADD_CLOSURE = `mutation($input: ClosedDateInput!) { addClosedDate(input: $input) { id } }`;
const REMOVE_CLOSURE = `mutation($id: ID!) { deleteClosedDate(id: $id) }`;
const MAIL_SETTINGS = `mutation($input: MailSettingsInput!) { updateMailSettings(input: $input) { notifyBarber } }`;
const UPDATE_CUT = `mutation($id: ID!, $input: CutInput!) { updateCut(id: $id, input: $input) { id } }`;

const { t, api } = restAppForFile({ now: clock.now });
let admin: string;
let adminId: string;
let cut: CutRef;

beforeAll(async () => {
  admin = await t.adminToken();
  adminId = (await t.gql('{ me { id } }', {}, admin)).data!.me.id;
  cut = await createCut(t, { name: 'Corte Registrado', price: 18 });
});

interface Entry {
  action: string;
  actorId: string | null;
  actorRole: string | null;
  targetType: string;
  targetId: string;
  appointment: { party: string | null; date: string; time: string } | null;
  changes: { field: string; before: unknown; after: unknown }[];
}

/** The trail, newest first (optionally one action), each change's JSON read back. */
async function entries(action?: string): Promise<Entry[]> {
  const res = await t.gql<{ auditLog: Entry[] }>(AUDIT, { action: action ?? null }, admin);
  expect(res.errors).toBeUndefined();
  return res.data!.auditLog.map((entry) => ({
    ...entry,
    changes: entry.changes.map((c) => ({
      field: c.field,
      before: c.before === null ? null : JSON.parse(c.before as string),
      after: c.after === null ? null : JSON.parse(c.after as string),
    })),
  }));
}

const of = async (targetId: string, action: string) =>
  (await entries(action.toUpperCase())).find((entry) => entry.targetId === targetId)!;

async function ok(query: string, variables: Record<string, unknown>, token = admin) {
  const res = await t.gql(query, variables, token);
  expect(res.errors).toBeUndefined();
  return res.data as Record<string, any>;
}

describe('the audit trail names the appointment', () => {
  it('with its client and shop day and time, as they were: a rename or the barber deleting the client changes nothing', async () => {
    const ana = await t.signUp({ name: 'Ana López' });
    const first = await book(t, ana.token, { cutId: cut.id, date: FRI, time: '10:00' });
    await setStatus(t, first.id, 'CONFIRMED');
    await ok(RENAME, { input: { name: 'Ana María López', email: ana.email } }, ana.token);
    const second = await book(t, ana.token, { cutId: cut.id, date: FRI, time: '15:30' });
    await setStatus(t, second.id, 'CANCELLED', 'Cerrado por la tarde');
    await ok('mutation($id: ID!) { deleteClient(id: $id) }', { id: ana.id });

    expect(await of(first.id, 'appointment_confirmed')).toMatchObject({
      actorId: adminId,
      appointment: { party: 'Ana López', date: FRI, time: '10:00' },
    });
    expect((await of(second.id, 'appointment_rejected')).appointment).toEqual({
      party: 'Ana María López',
      date: FRI,
      time: '15:30',
    });
    // Her confirmed appointment went with her account; the entry still says whose it was.
    expect(await t.gql(`query($id: ID!) { appointment(id: $id) { id } }`, { id: first.id }, admin)).toMatchObject({
      data: null,
    });

    // Over REST too.
    const rest = await api.call('GET', '/audit-log', { token: admin, query: { action: 'appointment_confirmed' } });
    expect(rest.body.data.entries.find((e: Entry) => e.targetId === first.id).appointment).toEqual({
      party: 'Ana López',
      date: FRI,
      time: '10:00',
    });
  });

  it('a client erasing their own account takes their name out; the day and time stay', async () => {
    const bea = await t.signUp({ name: 'Beatriz Borrada' });
    const booked = await book(t, bea.token, { cutId: cut.id, date: FRI, time: '11:00' });
    await setStatus(t, booked.id, 'CONFIRMED');
    const erased = await api.call('DELETE', '/users/me', { token: bea.token, body: { password: 'secreto1' } });
    expect(erased.status).toBe(200);

    expect((await of(booked.id, 'appointment_confirmed')).appointment).toEqual({
      party: null,
      date: FRI,
      time: '11:00',
    });
    expect(JSON.stringify(await entries())).not.toMatch(/Beatriz/);
    // Forgetting a name is the one change the database lets through.
    await expect(
      t.app.dataSource.query(`UPDATE audit_log SET appointment_time = '12:00' WHERE target_id = $1`, [booked.id]),
    ).rejects.toThrow('El registro de actividad no se puede modificar ni borrar');
  });

  it('logs the barber booking for a walk-in or a client, by him, with whose and when', async () => {
    const walkIn = await ok(BARBER_BOOKS, {
      input: { cutId: cut.id, date: FRI, time: '09:00', walkInName: 'José Peña', walkInPhone: '305-555-0199' },
    });
    const carmen = await t.signUp({ name: 'Carmen Cliente' });
    const forClient = await ok(BARBER_BOOKS, {
      input: { cutId: cut.id, date: FRI, time: '12:00', clientId: carmen.id },
    });
    // A client booking for themself is not the barber's action: it is hers (issue 29).
    const own = await book(t, carmen.token, { cutId: cut.id, date: FRI, time: '13:00' });

    const walkInId = walkIn.createBarberAppointment.id;
    expect(await of(walkInId, 'appointment_booked')).toMatchObject({
      actorId: adminId,
      actorRole: 'ADMIN',
      targetType: 'appointment',
      appointment: { party: 'José Peña', date: FRI, time: '09:00' },
      changes: expect.arrayContaining([
        { field: 'cutType', before: null, after: 'Corte Registrado' },
        { field: 'price', before: null, after: 18 },
      ]),
    });
    expect((await of(forClient.createBarberAppointment.id, 'appointment_booked')).appointment).toEqual({
      party: 'Carmen Cliente',
      date: FRI,
      time: '12:00',
    });
    const ownEntries = (await entries()).filter((entry) => entry.targetId === own.id);
    expect(ownEntries).toHaveLength(1);
    expect(ownEntries[0]).toMatchObject({
      action: 'APPOINTMENT_REQUESTED',
      actorId: carmen.id,
      actorRole: 'CLIENT',
      targetType: 'appointment',
      targetId: own.id,
      appointment: { party: 'Carmen Cliente', date: FRI, time: '13:00' },
      changes: expect.arrayContaining([
        { field: 'cutType', before: null, after: 'Corte Registrado' },
        { field: 'price', before: null, after: 18 },
      ]),
    });

    // Deleted, the walk-in's appointment is still named in both entries.
    expect((await t.gql(DELETE_ANY, { id: walkInId }, admin)).errors).toBeUndefined();
    expect((await of(walkInId, 'appointment_deleted')).appointment).toEqual({
      party: 'José Peña',
      date: FRI,
      time: '09:00',
    });
  });
});

describe('the audit trail logs the shop’s other settings', () => {
  it('a closure added and removed, by whom, with its days and note', async () => {
    const added = await ok(ADD_CLOSURE, { input: { startDate: '2027-12-24', endDate: '2027-12-26', note: 'Navidad' } });
    const id = added.addClosedDate.id;
    await ok(REMOVE_CLOSURE, { id });
    const closure = { startDate: '2027-12-24', endDate: '2027-12-26', note: 'Navidad' };

    expect(await of(id, 'closure_added')).toMatchObject({
      actorId: adminId,
      targetType: 'closure',
      appointment: null,
      changes: expect.arrayContaining(
        Object.entries(closure).map(([field, value]) => ({ field, before: null, after: value })),
      ),
    });
    expect(await of(id, 'closure_removed')).toMatchObject({
      actorId: adminId,
      changes: expect.arrayContaining(
        Object.entries(closure).map(([field, value]) => ({ field, before: value, after: null })),
      ),
    });
  });

  it('booking rules and mail settings: only what changed, and nothing when nothing did', async () => {
    await saveBookingRules(t, { bufferMinutes: 10 });
    await saveBookingRules(t, { bufferMinutes: 10 });
    const rules = await entries('BOOKING_RULES_UPDATED');
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({
      actorId: adminId,
      targetType: 'booking_rules',
      changes: [{ field: 'bufferMinutes', before: 0, after: 10 }],
    });
    await saveBookingRules(t, { bufferMinutes: 10, breaks: [{ weekday: 1, start: '13:00', end: '14:00' }] });
    expect((await entries('BOOKING_RULES_UPDATED'))[0].changes).toEqual([
      { field: 'breaks', before: [], after: [{ weekday: 1, start: '13:00', end: '14:00' }] },
    ]);

    const was = (await ok('{ mailSettings { reminderHoursBefore notifyBarber } }', {})).mailSettings;
    await ok(MAIL_SETTINGS, { input: { ...was, notifyBarber: !was.notifyBarber } });
    await ok(MAIL_SETTINGS, { input: { ...was, notifyBarber: !was.notifyBarber } });
    const mail = await entries('MAIL_SETTINGS_UPDATED');
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      actorId: adminId,
      targetType: 'mail_settings',
      changes: [{ field: 'notifyBarber', before: was.notifyBarber, after: !was.notifyBarber }],
    });
  });

  it('saving the business settings or a cut untouched writes no entry', async () => {
    await saveElClasico(t);
    const settings = (await entries('SETTINGS_UPDATED')).length;
    await saveElClasico(t);
    expect(await entries('SETTINGS_UPDATED')).toHaveLength(settings);
    await saveElClasico(t, { phone: '+1 (305) 555-0143' });
    expect(await entries('SETTINGS_UPDATED')).toHaveLength(settings + 1);
    expect((await entries('SETTINGS_UPDATED'))[0].changes).toEqual([
      { field: 'phone', before: '+1 (305) 555-0142', after: '+1 (305) 555-0143' },
    ]);

    const input = { name: cut.name, description: 'Un corte de prueba', price: cut.price, duration: cut.duration };
    await ok(UPDATE_CUT, { id: cut.id, input });
    expect((await entries('CUT_UPDATED')).filter((entry) => entry.targetId === cut.id)).toEqual([]);
  });
});
