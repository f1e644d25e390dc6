import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountMessages } from '../../common/validation/account';
import { bookingRulesMessages } from '../../common/validation/booking-rules';
import { barberMessages } from '../../common/validation/barber';
import { businessConfigMessages } from '../../common/validation/business-config';
import { Role } from '../../server/src/domain/role';
import { addDays, createShopClock } from '../../server/src/features/appointments/shop-clock';
import { book, createCut, errorOf, nextWeekday, setStatus, SHOP_TZ, type CutRef } from '../support/booking';
import { saveElClasico } from '../support/business';
import { mailedToken, startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { expectFailure, restClient, type RestClient } from '../support/rest';
import { ADMIN, closeInOrder, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let smtp: MailCatcher;
let api: RestClient;
let admin: string;
let client: { token: string; id: string; email: string };
let cut: CutRef;

const BARBER = 'id name bio color cutIds active order accountState email userId';
const ADMIN_BARBERS = `{ adminBarbers { ${BARBER} } }`;
const PUBLIC_BARBERS = '{ barbers { id name } }';
const CREATE = `mutation($input: CreateBarberInput!) { createBarber(input: $input) { ${BARBER} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateBarberInput!) { updateBarber(id: $id, input: $input) { ${BARBER} } }`;
const DELETE = 'mutation($id: ID!) { deleteBarber(id: $id) }';
const INVITE = `mutation($id: ID!, $email: String!) { inviteBarber(id: $id, email: $email) { ${BARBER} } }`;
const WEEK_FIELDS = 'followsShop hours { weekday open close } breaks { weekday start end }';
const WEEK = `query($id: ID!) { barberWeek(barberId: $id) { ${WEEK_FIELDS} } }`;
const SET_HOURS = `mutation($id: ID!, $hours: [OpeningHoursInput!]) { setBarberHours(barberId: $id, hours: $hours) { ${WEEK_FIELDS} } }`;
const SET_BREAKS = `mutation($id: ID!, $breaks: [BookingBreakInput!]!) { setBarberBreaks(barberId: $id, breaks: $breaks) { ${WEEK_FIELDS} } }`;
const TIME_OFF = 'query($id: ID!) { barberTimeOff(barberId: $id) { id barberId startDate endDate note } }';
const ADD_TIME_OFF = `mutation($id: ID!, $input: BarberTimeOffInput!) { addBarberTimeOff(barberId: $id, input: $input) { id startDate endDate note } }`;
const REMOVE_TIME_OFF =
  'mutation($id: ID!, $timeOffId: ID!) { removeBarberTimeOff(barberId: $id, timeOffId: $timeOffId) }';
const RESET = 'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) }';
const LINK_VALID = 'query($token: String!) { passwordResetLinkValid(token: $token) }';
const SIGN_IN =
  'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token user { id name role } } }';
const AUDIT = `query($action: AuditAction) { auditLog(action: $action) { action actorRole targetType targetId targetName changes { field before after } } }`;
const UNKNOWN_ID = '6f1c1c52-4a8e-4f5e-9a43-2b8e8f0c9d11';

type BarberView = {
  id: string;
  name: string;
  bio: string | null;
  color: string;
  cutIds: string[];
  active: boolean;
  order: number;
  accountState: string;
  email: string | null;
  userId: string | null;
};

const today = () => createShopClock(SHOP_TZ).today();
const flush = () => t.app.services.mail.worker.runOnce();
let seq = 0;

async function createBarber(input: Record<string, unknown> = {}): Promise<BarberView> {
  const res = await t.gql<{ createBarber: BarberView }>(
    CREATE,
    { input: { name: `Barbero ${++seq}`, ...input } },
    admin,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createBarber;
}

const update = (id: string, input: Record<string, unknown>) => t.gql(UPDATE, { id, input }, admin);
const adminBarbers = async () =>
  (await t.gql<{ adminBarbers: BarberView[] }>(ADMIN_BARBERS, {}, admin)).data!.adminBarbers;
const owner = async () => (await adminBarbers())[0];

/** An appointment of `barberId`'s still to come: booked as the shop books it, then given to that barber. */
async function appointmentOf(barberId: string, barberName: string, date: string, time = '10:00') {
  const booked = await book(t, client.token, { cutId: cut.id, date, time });
  await t.app.dataSource.query(`UPDATE appointments SET barber_id = $1, barber_name = $2 WHERE id = $3`, [
    barberId,
    barberName,
    booked.id,
  ]);
  return booked;
}

beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await startTestApp({
    smtpUrl: smtp.url,
    mailPollMs: 0,
    publicUrl: 'http://barberia.test',
    authRateLimit: { maxPerIp: 10_000, maxPerEmail: 10_000 },
  });
  api = await restClient(t);
  admin = await t.adminToken();
  await saveElClasico(t);
  client = await t.signUp({ name: 'Ana López' });
  cut = await createCut(t, { name: 'Corte Clásico' });
});
afterAll(() => closeInOrder(t, smtp));
beforeEach(() => smtp.clear());

describe('the list and adding a barber', () => {
  it('starts with the owner, linked to the admin account, and adds others at the end in a free colour', async () => {
    const [first] = await adminBarbers();
    expect(first).toMatchObject({ color: 'green', active: true, order: 0, accountState: 'ACTIVE', email: ADMIN.email });

    const carlos = await createBarber({ name: '  Carlos  ', bio: 'Degradados y navaja.', cutIds: [cut.id] });
    expect(carlos).toMatchObject({
      name: 'Carlos',
      bio: 'Degradados y navaja.',
      color: 'blue',
      cutIds: [cut.id],
      active: true,
      accountState: 'NONE',
      email: null,
    });
    expect(carlos.order).toBeGreaterThan(first.order);
    const every = await createBarber({ color: 'rose' });
    expect(every.color).toBe('rose');
    expect(every.cutIds).toContain(cut.id);
    // The public list has them too, in the same order.
    const names = (await t.gql<{ barbers: { name: string }[] }>(PUBLIC_BARBERS)).data!.barbers.map((b) => b.name);
    expect(names.slice(0, 2)).toEqual([first.name, 'Carlos']);
  });

  it('goes round the six tones once every one is worn', async () => {
    const worn = new Set((await adminBarbers()).map((b) => b.color));
    const made: string[] = [];
    while (worn.size + made.length < 6) made.push((await createBarber()).color);
    expect(new Set([...worn, ...made]).size).toBe(6);
    const next = await createBarber();
    expect(['green', 'blue', 'amber', 'violet', 'teal', 'rose']).toContain(next.color);
  });

  it('refuses bad input with the shared messages, and nothing is saved', async () => {
    const before = (await adminBarbers()).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'C' }, barberMessages.nameMin],
      [{ name: '   ' }, barberMessages.nameRequired],
      [{ name: 'Carlos', bio: 'x'.repeat(301) }, barberMessages.bioMax],
      [{ name: 'Carlos', color: 'red' }, barberMessages.colorInvalid],
      [{ name: 'Carlos', cutIds: [UNKNOWN_ID] }, barberMessages.cutUnknown],
      [{ name: 'Carlos', email: 'no-es-un-email' }, 'Email inválido'],
    ];
    for (const [input, message] of cases) {
      expect(errorOf(await t.gql(CREATE, { input }, admin))).toEqual({ code: 'BAD_USER_INPUT', message });
    }
    const rest = await api.call('POST', '/barbers', { token: admin, body: { name: 'C' } });
    expectFailure(rest, 400, barberMessages.nameMin);
    expect((await adminBarbers()).length).toBe(before);
  });

  it('keeps the list to the admin: 401 without a session, 403 for a client', async () => {
    expect(errorOf(await t.gql(ADMIN_BARBERS)).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await t.gql(ADMIN_BARBERS, {}, client.token))).toEqual({
      code: 'FORBIDDEN',
      message: 'Acceso denegado',
    });
    expect(errorOf(await t.gql(CREATE, { input: { name: 'Intruso' } }, client.token)).code).toBe('FORBIDDEN');
    expectFailure(await api.call('GET', '/barbers/all'), 401);
    expectFailure(await api.call('GET', '/barbers/all', { token: client.token }), 403, 'Acceso denegado');
    expectFailure(await api.call('POST', '/barbers', { token: client.token, body: { name: 'Intruso' } }), 403);
    expectFailure(await api.call('DELETE', '/barbers/:id', { params: { id: UNKNOWN_ID } }), 401);
  });
});

describe('editing and ordering', () => {
  it('changes what is sent and keeps the rest; null cuts is every cut', async () => {
    const barber = await createBarber({ bio: 'Clásicos.', cutIds: [cut.id] });
    const res = await update(barber.id, { name: 'Mateo', color: 'teal' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateBarber).toMatchObject({ name: 'Mateo', color: 'teal', bio: 'Clásicos.', cutIds: [cut.id] });
    const other = await createCut(t, { name: 'Barba' });
    const all = (await update(barber.id, { name: 'Mateo', cutIds: null })).data!.updateBarber as BarberView;
    expect(all.cutIds).toEqual(expect.arrayContaining([cut.id, other.id]));
    const one = (await update(barber.id, { name: 'Mateo', cutIds: [other.id] })).data!.updateBarber as BarberView;
    expect(one.cutIds).toEqual([other.id]);
  });

  it('moves a barber to a place in the list and numbers everyone again', async () => {
    const list = await adminBarbers();
    const last = list[list.length - 1];
    const moved = await update(last.id, { name: last.name, order: 0 });
    expect(moved.errors).toBeUndefined();
    const after = await adminBarbers();
    expect(after[0].id).toBe(last.id);
    expect(after.map((b) => b.order)).toEqual(after.map((_, i) => i));
    expect(after.slice(1).map((b) => b.id)).toEqual(list.slice(0, -1).map((b) => b.id));
    // And back to the end, so the owner leads again.
    await update(last.id, { name: last.name, order: 99 });
    expect((await adminBarbers()).map((b) => b.id)).toEqual(list.map((b) => b.id));
    expect(errorOf(await update(last.id, { name: last.name, order: -1 }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: barberMessages.orderInvalid,
    });
  });

  it('answers 404 for a barber that does not exist', async () => {
    expect(errorOf(await update(UNKNOWN_ID, { name: 'Nadie' }))).toEqual({
      code: 'NOT_FOUND',
      message: barberMessages.notFound,
    });
    expect(errorOf(await t.gql(DELETE, { id: 'no-es-un-id' }, admin)).code).toBe('NOT_FOUND');
    expectFailure(
      await api.call('PUT', '/barbers/:id', { token: admin, params: { id: UNKNOWN_ID }, body: { name: 'Nadie' } }),
      404,
      barberMessages.notFound,
    );
  });

  it('does it all over REST too', async () => {
    const created = await api.call('POST', '/barbers', {
      token: admin,
      body: { name: 'Rafa', bio: 'Nuevo en la casa.', cutIds: [cut.id] },
    });
    expect(created.body.message).toBe(barberMessages.created);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, message: barberMessages.created });
    const rafa = created.body.data.barber;
    expect(rafa).toMatchObject({ name: 'Rafa', cutIds: [cut.id], active: true, accountState: 'none', _id: rafa.id });

    const edited = await api.call('PUT', '/barbers/:id', {
      token: admin,
      params: { id: rafa.id },
      body: { name: 'Rafael', cutIds: null, color: 'amber', order: 1 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.barber).toMatchObject({
      name: 'Rafael',
      color: 'amber',
      order: 1,
      bio: 'Nuevo en la casa.',
    });

    const listed = await api.call('GET', '/barbers/all', { token: admin });
    expect(listed.body.data.barbers[1].id).toBe(rafa.id);

    const off = await api.call('PUT', '/barbers/:id', {
      token: admin,
      params: { id: rafa.id },
      body: { name: 'Rafael', active: false },
    });
    expect(off.body.data.barber.active).toBe(false);
    const publicList = await api.call('GET', '/barbers');
    expect(publicList.body.data.barbers.map((b: { id: string }) => b.id)).not.toContain(rafa.id);

    const gone = await api.call('DELETE', '/barbers/:id', { token: admin, params: { id: rafa.id } });
    expect(gone.body).toEqual({ success: true, message: barberMessages.deleted });
    expect((await adminBarbers()).map((b) => b.id)).not.toContain(rafa.id);
  });
});

describe('letting a barber go', () => {
  it('refuses to deactivate or delete a barber with appointments to come, listing them; then allows it', async () => {
    const carlos = await createBarber({ name: 'Carlos' });
    const tuesday = nextWeekday(2);
    const friday = nextWeekday(5);
    const first = await appointmentOf(carlos.id, 'Carlos', tuesday, '10:00');
    const second = await appointmentOf(carlos.id, 'Carlos', friday, '15:30');
    const [early, late] = tuesday < friday ? [first, second] : [second, first];
    const { mediumDate } = await import('../../common/date-text');
    const line = (a: typeof first) =>
      `${mediumDate(a.date)}, ${a.time === '10:00' ? '10:00 AM' : '3:30 PM'} (Ana López)`;
    const expected = `Carlos tiene 2 citas por venir: ${line(early)}; ${line(late)}. Muévelas o recházalas antes.`;

    expect(errorOf(await update(carlos.id, { name: 'Carlos', active: false }))).toEqual({
      code: 'CONFLICT',
      message: expected,
    });
    expect(errorOf(await t.gql(DELETE, { id: carlos.id }, admin))).toEqual({ code: 'CONFLICT', message: expected });
    expectFailure(await api.call('DELETE', '/barbers/:id', { token: admin, params: { id: carlos.id } }), 409, expected);

    await setStatus(t, first.id, 'CANCELLED', 'Carlos no viene');
    const one = errorOf(await t.gql(DELETE, { id: carlos.id }, admin)).message;
    expect(one).toMatch(/^Carlos tiene 1 cita por venir: .*\(Ana López\)\. Muévela o recházala antes\.$/);
    await setStatus(t, second.id, 'CANCELLED', 'Carlos no viene');

    expect((await t.gql(DELETE, { id: carlos.id }, admin)).data?.deleteBarber).toBe(carlos.id);
    // The appointments keep the name the barber had; the reference goes.
    const rows = (await t.app.dataSource.query(
      `SELECT barber_id, barber_name FROM appointments WHERE id = ANY($1::uuid[])`,
      [[first.id, second.id]],
    )) as { barber_id: string | null; barber_name: string }[];
    expect(rows).toEqual([
      { barber_id: null, barber_name: 'Carlos' },
      { barber_id: null, barber_name: 'Carlos' },
    ]);
  });

  it('keeps one active barber, and never deletes the admin’s own', async () => {
    const boss = await owner();
    expect(errorOf(await t.gql(DELETE, { id: boss.id }, admin))).toEqual({
      code: 'CONFLICT',
      message: barberMessages.ownerNotDeletable,
    });
    // Renaming it is fine.
    expect((await update(boss.id, { name: 'Don Pepe' })).data?.updateBarber.name).toBe('Don Pepe');

    for (const barber of await adminBarbers()) {
      if (barber.id !== boss.id && barber.active) await update(barber.id, { name: barber.name, active: false });
    }
    expect(errorOf(await update(boss.id, { name: 'Don Pepe', active: false }))).toEqual({
      code: 'CONFLICT',
      message: barberMessages.lastActive,
    });
    const spare = await createBarber({ name: 'Suplente' });
    expect((await update(boss.id, { name: 'Don Pepe', active: false })).errors).toBeUndefined();
    expect(errorOf(await t.gql(DELETE, { id: spare.id }, admin))).toEqual({
      code: 'CONFLICT',
      message: barberMessages.lastActive,
    });
    expect((await update(boss.id, { name: 'Don Pepe', active: true })).errors).toBeUndefined();
    expect((await t.gql(DELETE, { id: spare.id }, admin)).errors).toBeUndefined();
  });
});

describe('inviting a barber', () => {
  it('makes the account, mails a 72-hour reset link, and the barber signs in with role BARBER', async () => {
    const email = 'lucas@test.local';
    const lucas = await createBarber({ name: 'Lucas', email: ' Lucas@Test.local ' });
    expect(lucas).toMatchObject({ accountState: 'INVITED', email });
    await expect(t.login(email, 'cualquier-cosa')).rejects.toThrow(/Credenciales inválidas/);

    const [{ hours }] = (await t.app.dataSource.query(
      `SELECT extract(epoch FROM expires_at - now()) / 3600 AS hours FROM account_tokens WHERE email = $1`,
      [email],
    )) as { hours: number }[];
    expect(Number(hours)).toBeGreaterThan(71.9);
    expect(Number(hours)).toBeLessThanOrEqual(72);

    await flush();
    const [mail] = smtp.to(email);
    expect(mail.subject).toBe('Te han invitado a Barbería El Clásico');
    expect(mail.text).toContain('Hola, Lucas:');
    expect(mail.text).toContain('caduca en 72 horas');
    const token = mailedToken(smtp, email, 'Te han invitado a Barbería El Clásico', '/reset-password');
    expect((await t.gql(LINK_VALID, { token })).data?.passwordResetLinkValid).toBe(true);

    const reset = await t.gql(RESET, { input: { token, password: 'tijeras-1', confirmPassword: 'tijeras-1' } });
    expect(reset.data?.resetPassword).toBe(accountMessages.resetDone);
    const signedIn = await t.gql(SIGN_IN, { email, password: 'tijeras-1' });
    expect(signedIn.data?.login.user).toMatchObject({ id: lucas.userId, name: 'Lucas', role: 'BARBER' });
    expect(signedIn.data?.login.token).toEqual(expect.any(String));
    const listed = (await adminBarbers()).find((b) => b.id === lucas.id)!;
    expect(listed.accountState).toBe('ACTIVE');
    expect(errorOf(await t.gql(INVITE, { id: lucas.id, email: 'otro@test.local' }, admin))).toEqual({
      code: 'CONFLICT',
      message: barberMessages.hasAccount,
    });
  });

  it('leaves the normal reset link at one hour, and an invitation past its 72 hours no longer works', async () => {
    const nico = await createBarber({ name: 'Nico', email: 'nico@test.local' });
    await flush();
    const token = mailedToken(smtp, 'nico@test.local', /Te han invitado/, '/reset-password');
    // The shop's clock runs on: 72 hours later the link is spent.
    await t.app.dataSource.query(
      `UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE email = 'nico@test.local'`,
    );
    expect((await t.gql(LINK_VALID, { token })).data?.passwordResetLinkValid).toBe(false);
    const late = await t.gql(RESET, { input: { token, password: 'tijeras-1', confirmPassword: 'tijeras-1' } });
    expect(errorOf(late).message).toBe(accountMessages.resetLinkInvalid);

    // Inviting again replaces the unused account and mails a new link.
    smtp.clear();
    const again = await t.gql(INVITE, { id: nico.id, email: 'nico@test.local' }, admin);
    expect(again.data?.inviteBarber.accountState).toBe('INVITED');
    await flush();
    expect(smtp.to('nico@test.local')).toHaveLength(1);

    await t.gql('mutation($email: String!) { requestPasswordReset(email: $email) }', { email: client.email });
    await t.app.services.afterAnswer.settled();
    const [{ hours }] = (await t.app.dataSource.query(
      `SELECT extract(epoch FROM expires_at - now()) / 3600 AS hours FROM account_tokens
        WHERE email = $1 AND purpose = 'reset_password' ORDER BY expires_at DESC LIMIT 1`,
      [client.email],
    )) as { hours: number }[];
    expect(Number(hours)).toBeLessThanOrEqual(1);
  });

  it('refuses an email that already has an account (409), and the barber is not added', async () => {
    const before = (await adminBarbers()).length;
    for (const email of [client.email, ADMIN.email.toUpperCase()]) {
      expect(errorOf(await t.gql(CREATE, { input: { name: 'Repetido', email } }, admin))).toEqual({
        code: 'CONFLICT',
        message: barberMessages.emailTaken,
      });
    }
    expectFailure(
      await api.call('POST', '/barbers', { token: admin, body: { name: 'Repetido', email: client.email } }),
      409,
      barberMessages.emailTaken,
    );
    expect((await adminBarbers()).length).toBe(before);
    await flush();
    expect(smtp.to(client.email).filter((m) => /invitado/.test(m.subject))).toHaveLength(0);
  });

  it('invites an existing barber over REST', async () => {
    const sin = await createBarber({ name: 'Sin Cuenta' });
    const res = await api.call('POST', '/barbers/:id/invite', {
      token: admin,
      params: { id: sin.id },
      body: { email: 'sincuenta@test.local' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.barber).toMatchObject({ accountState: 'invited', email: 'sincuenta@test.local' });
    const taken = await api.call('POST', '/barbers/:id/invite', {
      token: admin,
      params: { id: (await createBarber()).id },
      body: { email: 'sincuenta@test.local' },
    });
    expectFailure(taken, 409, barberMessages.emailTaken);
  });
});

describe('a barber’s week', () => {
  let pablo: BarberView;
  // A barber's own session is the roles part's (its token carries role BARBER); the rule that a barber acts on
  // their own week only is the service's, so it is asked as that viewer.
  let pabloViewer: { id: string; role: Role };

  beforeAll(async () => {
    pablo = await createBarber({ name: 'Pablo', email: 'pablo@test.local' });
    pabloViewer = { id: pablo.userId!, role: Role.BARBER };
  });

  const ownWeek = [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
    weekday >= 6 ? { weekday, open: null, close: null } : { weekday, open: '12:00', close: '20:30' },
  );

  it('follows the shop until given their own hours, and again when they are cleared', async () => {
    const shop = (await t.gql(WEEK, { id: pablo.id }, admin)).data!.barberWeek;
    expect(shop.followsShop).toBe(true);
    expect(shop.hours).toHaveLength(7);
    expect(shop.breaks).toEqual([]);

    const own = await t.gql(SET_HOURS, { id: pablo.id, hours: ownWeek }, admin);
    expect(own.errors).toBeUndefined();
    expect(own.data!.setBarberHours).toMatchObject({ followsShop: false, hours: ownWeek });

    const back = await t.gql(SET_HOURS, { id: pablo.id, hours: null }, admin);
    expect(back.data!.setBarberHours).toMatchObject({ followsShop: true, hours: shop.hours });
  });

  it('checks the hours and breaks as the shop’s own are checked', async () => {
    const six = ownWeek.slice(0, 6);
    expect(errorOf(await t.gql(SET_HOURS, { id: pablo.id, hours: six }, admin)).message).toBe(
      businessConfigMessages.hoursWeek,
    );
    const offGrid = ownWeek.map((d) => (d.weekday === 1 ? { ...d, open: '12:15' } : d));
    expect(errorOf(await t.gql(SET_HOURS, { id: pablo.id, hours: offGrid }, admin)).message).toBe(
      businessConfigMessages.hourOffGrid,
    );
    const backwards = ownWeek.map((d) => (d.weekday === 1 ? { ...d, open: '21:00' } : d));
    expect(errorOf(await t.gql(SET_HOURS, { id: pablo.id, hours: backwards }, admin)).message).toBe(
      businessConfigMessages.openBeforeClose,
    );

    const breaks = await t.gql(
      SET_BREAKS,
      { id: pablo.id, breaks: [{ weekdays: [2, 1], start: '14:00', end: '15:00' }] },
      admin,
    );
    expect(breaks.errors).toBeUndefined();
    expect(breaks.data!.setBarberBreaks.breaks).toEqual([
      { weekday: 1, start: '14:00', end: '15:00' },
      { weekday: 2, start: '14:00', end: '15:00' },
    ]);
    const overlapping = [
      { weekday: 3, start: '14:00', end: '15:00' },
      { weekday: 3, start: '14:30', end: '16:00' },
    ];
    expect(errorOf(await t.gql(SET_BREAKS, { id: pablo.id, breaks: overlapping }, admin)).message).toBe(
      bookingRulesMessages.breakOverlap,
    );
    expect(
      errorOf(await t.gql(SET_BREAKS, { id: pablo.id, breaks: [{ weekday: 3, start: '15:00', end: '14:00' }] }, admin))
        .message,
    ).toBe(bookingRulesMessages.breakOrder);
  });

  it('lets the barber edit their own week, and no one else’s (403)', async () => {
    const week = t.app.services.barberWeek;
    expect((await week.setHours(pabloViewer, pablo.id, ownWeek)).followsShop).toBe(false);
    expect((await week.week(pabloViewer, pablo.id)).hours).toEqual(ownWeek);
    expect(await week.addTimeOff(pabloViewer, pablo.id, { startDate: addDays(today(), 40) })).toMatchObject({
      barberId: pablo.id,
    });

    const boss = await owner();
    const denied = { extensions: { code: 'FORBIDDEN' }, message: 'Acceso denegado' };
    await expect(week.week(pabloViewer, boss.id)).rejects.toMatchObject(denied);
    await expect(week.setHours(pabloViewer, boss.id, null)).rejects.toMatchObject(denied);
    await expect(week.setBreaks(pabloViewer, boss.id, [])).rejects.toMatchObject(denied);
    await expect(week.timeOff(pabloViewer, boss.id)).rejects.toMatchObject(denied);
    await expect(week.addTimeOff(pabloViewer, boss.id, { startDate: today() })).rejects.toMatchObject(denied);
    await expect(week.removeTimeOff(pabloViewer, boss.id, UNKNOWN_ID)).rejects.toMatchObject(denied);
    // A client is refused by the schema before any service runs.
    const clientDenied = { code: 'FORBIDDEN', message: 'Acceso denegado' };
    expect(errorOf(await t.gql(WEEK, { id: pablo.id }, client.token))).toEqual(clientDenied);
    expect(errorOf(await t.gql(SET_HOURS, { id: pablo.id, hours: null }, client.token))).toEqual(clientDenied);
    expect(errorOf(await t.gql(WEEK, { id: pablo.id })).code).toBe('UNAUTHENTICATED');
    expectFailure(await api.call('GET', '/barbers/:id/hours', { token: client.token, params: { id: pablo.id } }), 403);
    expectFailure(await api.call('GET', '/barbers/:id/hours', { params: { id: pablo.id } }), 401);
    await week.setHours(pabloViewer, pablo.id, null);
  });

  it('serves the hours and breaks over REST', async () => {
    const put = await api.call('PUT', '/barbers/:id/hours', {
      token: admin,
      params: { id: pablo.id },
      body: { hours: ownWeek },
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ followsShop: false, hours: ownWeek });
    const got = await api.call('GET', '/barbers/:id/hours', { token: admin, params: { id: pablo.id } });
    expect(got.body.data).toEqual({ followsShop: false, hours: ownWeek });
    const cleared = await api.call('PUT', '/barbers/:id/hours', {
      token: admin,
      params: { id: pablo.id },
      body: { hours: null },
    });
    expect(cleared.body.data.followsShop).toBe(true);
    expect(
      (await api.call('PUT', '/barbers/:id/hours', { token: admin, params: { id: pablo.id }, body: {} })).status,
    ).toBe(400);
    const bad = await api.call('PUT', '/barbers/:id/hours', {
      token: admin,
      params: { id: pablo.id },
      body: { hours: ownWeek.slice(1) },
    });
    expectFailure(bad, 400, businessConfigMessages.hoursWeek);

    const breaks = await api.call('PUT', '/barbers/:id/breaks', {
      token: admin,
      params: { id: pablo.id },
      body: { breaks: [{ weekday: 5, start: '13:00', end: '13:30' }] },
    });
    expect(breaks.body.data.breaks).toEqual([{ weekday: 5, start: '13:00', end: '13:30' }]);
    const listed = await api.call('GET', '/barbers/:id/breaks', { token: admin, params: { id: pablo.id } });
    expect(listed.body.data).toEqual({ breaks: [{ weekday: 5, start: '13:00', end: '13:30' }] });
  });

  it('keeps days off from today on, soonest first, checked and removable', async () => {
    const day = (n: number) => addDays(today(), n);
    const course = await t.gql(ADD_TIME_OFF, { id: pablo.id, input: { startDate: day(10), note: 'Curso' } }, admin);
    expect(course.data!.addBarberTimeOff).toMatchObject({ startDate: day(10), endDate: day(10), note: 'Curso' });
    const holidays = await t.gql(
      ADD_TIME_OFF,
      { id: pablo.id, input: { startDate: day(2), endDate: day(6), note: 'Vacaciones' } },
      admin,
    );
    expect(holidays.errors).toBeUndefined();

    const refusals: [Record<string, unknown>, string, string][] = [
      [{ startDate: day(5), endDate: day(4) }, 'BAD_USER_INPUT', barberMessages.timeOffRangeInvalid],
      [{ startDate: day(-1) }, 'BAD_USER_INPUT', barberMessages.timeOffPast],
      [{ startDate: '2026-02-30' }, 'BAD_USER_INPUT', barberMessages.timeOffDateInvalid],
      [{ startDate: day(20), note: 'x'.repeat(101) }, 'BAD_USER_INPUT', barberMessages.timeOffNoteMax],
      [{ startDate: day(6), endDate: day(8) }, 'CONFLICT', barberMessages.timeOffOverlap],
    ];
    for (const [input, code, message] of refusals) {
      expect(errorOf(await t.gql(ADD_TIME_OFF, { id: pablo.id, input }, admin))).toEqual({ code, message });
    }

    const list = (await t.gql(TIME_OFF, { id: pablo.id }, admin)).data!.barberTimeOff;
    expect(list.map((o: { note: string }) => o.note)).toEqual(['Vacaciones', 'Curso', null]);

    const removed = await t.gql(REMOVE_TIME_OFF, { id: pablo.id, timeOffId: list[1].id }, admin);
    expect(removed.data?.removeBarberTimeOff).toBe(list[1].id);
    expect(errorOf(await t.gql(REMOVE_TIME_OFF, { id: pablo.id, timeOffId: list[1].id }, admin))).toEqual({
      code: 'NOT_FOUND',
      message: barberMessages.timeOffNotFound,
    });
  });

  it('serves days off over REST', async () => {
    const startDate = addDays(today(), 30);
    const added = await api.call('POST', '/barbers/:id/time-off', {
      token: admin,
      params: { id: pablo.id },
      body: { startDate, note: 'Médico' },
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ barberId: pablo.id, startDate, endDate: startDate, note: 'Médico' });
    expectFailure(
      await api.call('POST', '/barbers/:id/time-off', {
        token: admin,
        params: { id: pablo.id },
        body: { startDate: addDays(today(), -3) },
      }),
      400,
      barberMessages.timeOffPast,
    );
    const listed = await api.call('GET', '/barbers/:id/time-off', { token: admin, params: { id: pablo.id } });
    expect(listed.body.data.map((o: { id: string }) => o.id)).toContain(added.body.data.id);
    const removed = await api.call('DELETE', '/barbers/:id/time-off/:timeOffId', {
      token: admin,
      params: { id: pablo.id, timeOffId: added.body.data.id },
    });
    expect(removed.body).toEqual({ success: true, message: barberMessages.timeOffRemoved });
  });
});

describe('the activity log', () => {
  it('records every change to barbers, named, with who did it', async () => {
    const log = (await t.gql<{ auditLog: Record<string, any>[] }>(AUDIT, {}, admin)).data!.auditLog;
    const barberEntries = log.filter((e) => e.targetType === 'barber');
    const actions = new Set(barberEntries.map((e) => e.action));
    for (const action of [
      'BARBER_CREATED',
      'BARBER_UPDATED',
      'BARBER_DELETED',
      'BARBER_INVITED',
      'BARBER_HOURS_UPDATED',
      'BARBER_TIME_OFF_ADDED',
      'BARBER_TIME_OFF_REMOVED',
    ]) {
      expect(actions, action).toContain(action);
    }
    const pablos = barberEntries.filter((e) => e.action === 'BARBER_HOURS_UPDATED' && e.targetName === 'Pablo');
    const fields = pablos.map((e) => e.changes.map((c: { field: string }) => c.field));
    expect(fields).toContainEqual(['hours']);
    expect(fields).toContainEqual(['breaks']);
    expect(pablos.map((e) => e.actorRole)).toContain('ADMIN');
    const invited = barberEntries.find((e) => e.action === 'BARBER_INVITED' && e.targetName === 'Lucas');
    expect(invited!.changes).toEqual(
      expect.arrayContaining([{ field: 'email', before: null, after: JSON.stringify('lucas@test.local') }]),
    );
    const deleted = barberEntries.find((e) => e.action === 'BARBER_DELETED');
    expect(deleted!.changes.find((c: { field: string }) => c.field === 'name').before).toBeTruthy();
    const timeOff = barberEntries.find((e) => e.action === 'BARBER_TIME_OFF_ADDED');
    expect(timeOff!.changes.map((c: { field: string }) => c.field)).toEqual(
      expect.arrayContaining(['startDate', 'endDate', 'note']),
    );
  });
});
