import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { book, createCut, DELETE_MINE, errorOf, insertClients, manualClock, type CutRef } from '../support/booking';
import { saveBookingRules, saveElClasico, week } from '../support/business';
import { linkIn, startMailCatcher, type CaughtMail, type MailCatcher } from '../support/mail-catcher';
import { restClient, type RestClient } from '../support/rest';
import { closeInOrder, startTestApp, type TestApp } from '../support/test-app';

// Issue 33, «Lista de espera». Monday 1 March 2027, 07:00 in New York. Saturdays open 10:00–11:30: three
// half-hour times, so three bookings fill the day.
const START = '2027-03-01T12:00:00Z';
const SATURDAY = '2027-03-06';
const clock = manualClock(START);
let t: TestApp;
let api: RestClient;
let smtp: MailCatcher;
let cut: CutRef;

const flush = () => t.app.services.mail.worker.runOnce();
const ENTRY = 'id date cutId barberId barberName from to';
const JOIN = `mutation($input: WaitlistInput!) { joinWaitlist(input: $input) { ${ENTRY} } }`;
const MINE = `{ myWaitlist { ${ENTRY} } }`;
const DAY = `query($date: String!) { waitlist(date: $date) { ${ENTRY} client { name } freeTimes } }`;
const freedMails = (email: string): CaughtMail[] =>
  smtp.to(email).filter((m) => m.subject.startsWith('Se ha liberado un hueco'));

let dayCount = 0;
/** A fresh Saturday-like day for each test: the Saturdays after the first ones used by name. */
const freshDay = () => {
  dayCount += 1;
  const date = new Date(Date.UTC(2027, 2, 20 + 7 * dayCount));
  return date.toISOString().slice(0, 10);
};

/** Three clients hold the day's three times; answers their appointments by time. */
async function fillDay(date: string) {
  const held: Record<string, { id: string; token: string }> = {};
  const fillers = await insertClients(t, 3, 'relleno');
  for (const [i, time] of ['10:00', '10:30', '11:00'].entries()) {
    const appointment = await book(t, fillers[i].token, { cutId: cut.id, date, time });
    held[time] = { id: appointment.id, token: fillers[i].token };
  }
  return held;
}

/** Weekdays 9:00–18:00, Sundays closed, Saturdays from 10:00 to `close`. */
const saturdaysUntil = (close: string) =>
  week((weekday) =>
    weekday === 7
      ? { open: null, close: null }
      : weekday === 6
        ? { open: '10:00', close }
        : { open: '09:00', close: '18:00' },
  );

async function join(token: string, input: Record<string, unknown>) {
  return t.gql(JOIN, { input: { cutId: cut.id, ...input } }, token);
}

beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await startTestApp({
    smtpUrl: smtp.url,
    mailPollMs: 0,
    publicUrl: 'http://barberia.test',
    now: clock.now,
    authRateLimit: { maxPerIp: 10_000, maxPerEmail: 10_000 },
  });
  api = await restClient(t);
  await saveElClasico(t, {
    openingHours: saturdaysUntil('11:30'),
  });
  await saveBookingRules(t, { minNoticeHours: 2, horizonDays: 150, bufferMinutes: 0 });
  cut = await createCut(t, { name: 'Corte clásico', duration: 30 });
});
afterAll(() => closeInOrder(t, smtp));
beforeEach(async () => {
  clock.set(START);
  await flush();
  smtp.clear();
});

describe('a cancellation on a full day', () => {
  it('mails at once the two whose window fits; the first to book wins, the second hears 409 and keeps waiting', async () => {
    const held = await fillDay(SATURDAY);
    const ana = await t.signUp({ name: 'Ana López' });
    const bea = await t.signUp({ name: 'Bea Ruiz' });
    const ciro = await t.signUp({ name: 'Ciro Paz' });
    expect((await join(ana.token, { date: SATURDAY, from: '10:00', to: '11:00' })).errors).toBeUndefined();
    expect((await join(bea.token, { date: SATURDAY })).errors).toBeUndefined();
    expect((await join(ciro.token, { date: SATURDAY, from: '11:00', to: '11:30' })).errors).toBeUndefined();

    const day = await t.gql(DAY, { date: SATURDAY }, await t.adminToken());
    expect(day.data!.waitlist.map((e: { client: { name: string } }) => e.client.name)).toEqual([
      'Ana López',
      'Bea Ruiz',
      'Ciro Paz',
    ]);
    expect(day.data!.waitlist[0].freeTimes).toEqual([]);

    const cancelled = await t.gql(DELETE_MINE, { id: held['10:00'].id }, held['10:00'].token);
    expect(cancelled.errors).toBeUndefined();
    await flush();

    const [toAna] = freedMails(ana.email);
    expect(freedMails(ana.email)).toHaveLength(1);
    expect(freedMails(bea.email)).toHaveLength(1);
    expect(freedMails(ciro.email)).toHaveLength(0);
    expect(toAna.subject).toBe('Se ha liberado un hueco: sábado 6 de marzo a las 10:00 AM');
    expect(toAna.text).toContain('Hola, Ana López:');
    const link = linkIn(toAna, '/client/appointments/create');
    expect(Object.fromEntries(link.searchParams)).toEqual({ cutId: cut.id, date: SATURDAY, time: '10:00' });

    // Another round sends nothing more: the opening was told once.
    await flush();
    expect(freedMails(ana.email)).toHaveLength(1);

    const won = await t.gql(
      `mutation($input: AppointmentInput!) { createAppointment(input: $input) { id time } }`,
      { input: { cutId: cut.id, date: SATURDAY, time: '10:00' } },
      ana.token,
    );
    expect(won.errors).toBeUndefined();
    const lost = await t.gql(
      `mutation($input: AppointmentInput!) { createAppointment(input: $input) { id } }`,
      { input: { cutId: cut.id, date: SATURDAY, time: '10:00' } },
      bea.token,
    );
    expect(errorOf(lost)).toEqual({ code: 'CONFLICT', message: 'Ese horario ya no está disponible' });

    // Booking the day ended Ana's entry; Bea and Ciro still wait.
    expect((await t.gql(MINE, {}, ana.token)).data!.myWaitlist).toEqual([]);
    expect((await t.gql(MINE, {}, bea.token)).data!.myWaitlist).toMatchObject([{ date: SATURDAY, from: null }]);
    const after = await t.gql(DAY, { date: SATURDAY }, await t.adminToken());
    expect(after.data!.waitlist.map((e: { client: { name: string } }) => e.client.name)).toEqual([
      'Bea Ruiz',
      'Ciro Paz',
    ]);
  });

  it('tells nobody of a time inside the minimum notice, nor a mail to someone who booked that day meanwhile', async () => {
    const date = freshDay();
    const held = await fillDay(date);
    const dani = await t.signUp({ name: 'Dani Sol' });
    const elsa = await t.signUp({ name: 'Elsa Mora' });
    await join(dani.token, { date });
    await join(elsa.token, { date, from: '11:00' });

    // 09:00 in New York that Saturday (EST until 14 March, EDT after): 10:00 is within the 2 hours' notice.
    clock.set(`${date}T13:00:00Z`);
    await t.gql(DELETE_MINE, { id: held['10:00'].id }, held['10:00'].token);
    await flush();
    expect(freedMails(dani.email)).toHaveLength(0);

    // 11:00 frees; Dani would hear of it but books another time of the day first (10:00 frees with no notice).
    clock.set(START);
    await t.gql(DELETE_MINE, { id: held['11:00'].id }, held['11:00'].token);
    // Queued for Dani and Elsa; Dani books 10:00 before the worker sends: the mail is dropped.
    const booked = await book(t, dani.token, { cutId: cut.id, date, time: '10:00' });
    expect(booked.time).toBe('10:00');
    await flush();
    expect(freedMails(dani.email)).toHaveLength(0);
    expect(freedMails(elsa.email).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Se ha liberado un hueco: sábado \d+ de (marzo|abril) a las 11:00 AM$/),
    ]);
  });

  it('a closure lifted tells those waiting for that day', async () => {
    const date = freshDay();
    await fillDay(date);
    const fran = await t.signUp({ name: 'Fran Gil' });
    await join(fran.token, { date });
    // The day reopens wider: the admin opens Saturdays until 12:30.
    await saveElClasico(t, {
      openingHours: saturdaysUntil('12:30'),
    });
    await flush();
    expect(freedMails(fran.email).map((m) => m.subject)).toEqual([expect.stringContaining('a las 11:30 AM')]);
    // Saving again tells nothing new.
    await saveElClasico(t, {
      openingHours: saturdaysUntil('12:30'),
      phone: '+1 (305) 555-0143',
    });
    await flush();
    expect(freedMails(fran.email)).toHaveLength(1);
    // Back to the short Saturday, for the other tests.
    await saveElClasico(t, {
      openingHours: saturdaysUntil('11:30'),
    });
  });
});

describe('joining', () => {
  it('refuses a day gone, closed or beyond the horizon, a window too short, a day with room, a second entry and a sixth', async () => {
    const gus = await t.signUp({ name: 'Gus Leal' });
    expect(errorOf(await join(gus.token, { date: '2027-02-27' }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'La fecha no puede ser anterior a hoy',
    });
    expect(errorOf(await join(gus.token, { date: '2027-03-07' }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'La barbería no abre ese día',
    });
    expect(errorOf(await join(gus.token, { date: '2027-09-04' }))?.code).toBe('BAD_USER_INPUT');
    expect(errorOf(await join(gus.token, { date: '2027-03-02' }))).toEqual({
      code: 'CONFLICT',
      message: 'Ese día aún quedan horas libres para ese servicio: reserva una',
    });
    const date = freshDay();
    await fillDay(date);
    expect(errorOf(await join(gus.token, { date, from: '10:00', to: '10:15' }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Entre «desde» y «hasta» no cabe el servicio',
    });
    expect(errorOf(await join(gus.token, { date, from: '11:00', to: '10:00' }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'La hora «hasta» debe ser posterior a la hora «desde»',
    });
    expect((await join(gus.token, { date })).errors).toBeUndefined();
    expect(errorOf(await join(gus.token, { date }))).toEqual({
      code: 'CONFLICT',
      message: 'Ya estás en la lista de espera de ese día',
    });
    for (let i = 0; i < 4; i += 1) {
      const other = freshDay();
      await fillDay(other);
      expect((await join(gus.token, { date: other })).errors).toBeUndefined();
    }
    const sixth = freshDay();
    await fillDay(sixth);
    expect(errorOf(await join(gus.token, { date: sixth }))).toEqual({
      code: 'CONFLICT',
      message: 'Solo puedes estar en la lista de espera de 5 días a la vez',
    });
    expect((await t.gql(MINE, {}, gus.token)).data!.myWaitlist).toHaveLength(5);
  });

  it('is for clients: the admin cannot join, a client cannot read a day’s list or offer', async () => {
    const hugo = await t.signUp({ name: 'Hugo Paz' });
    expect(errorOf(await join(await t.adminToken(), { date: SATURDAY }))?.code).toBe('FORBIDDEN');
    expect(errorOf(await t.gql(DAY, { date: SATURDAY }, hugo.token))?.code).toBe('FORBIDDEN');
    expect(errorOf(await t.gql(MINE, {}))?.code).toBe('UNAUTHENTICATED');
  });
});

describe('over REST', () => {
  it('joins (201), lists mine, the admin lists the day and offers a time to one person, who leaves (owner only)', async () => {
    const date = freshDay();
    const held = await fillDay(date);
    const ines = await t.signUp({ name: 'Inés Vega' });
    const juan = await t.signUp({ name: 'Juan Ríos' });
    const joined = await api.call('POST', '/waitlist', {
      token: ines.token,
      body: { date, cutId: cut.id, from: '10:00' },
    });
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({
      success: true,
      message: 'Te avisaremos por correo si se libera un hueco',
      data: { date, from: '10:00', to: null, barberId: null },
    });
    const again = await api.call('POST', '/waitlist', { token: ines.token, body: { date, cutId: cut.id } });
    expect(again.status).toBe(409);
    expect((await api.call('POST', '/waitlist', { token: juan.token, body: { date } })).status).toBe(400);
    await api.call('POST', '/waitlist', { token: juan.token, body: { date, cutId: cut.id } });

    const mine = await api.call('GET', '/waitlist/mine', { token: ines.token });
    expect(mine.body.data).toMatchObject([{ id: joined.body.data.id, date }]);

    const admin = await t.adminToken();
    expect((await api.call('GET', '/waitlist', { token: ines.token, query: { date } })).status).toBe(403);
    const list = await api.call('GET', '/waitlist', { token: admin, query: { date } });
    expect(list.body.data.map((e: { client: { name: string } }) => e.client.name)).toEqual(['Inés Vega', 'Juan Ríos']);

    // Nothing free: an offer is refused. The admin frees 10:30 (rejects it) and offers it to Inés alone.
    const id = joined.body.data.id;
    expect(
      (await api.call('POST', '/waitlist/:id/offer', { token: admin, params: { id }, body: { time: '10:30' } })).status,
    ).toBe(409);
    await t.gql(
      `mutation($id: ID!) { setAppointmentStatus(id: $id, status: CANCELLED, rejectionReason: "Se cierra antes") { id } }`,
      { id: held['10:30'].id },
      admin,
    );
    // The rejection itself tells both (each whose window fits); the offer then goes to Inés only.
    await flush();
    smtp.clear();
    const offered = await api.call('POST', '/waitlist/:id/offer', {
      token: admin,
      params: { id },
      body: { time: '10:30' },
    });
    expect(offered.status).toBe(200);
    expect(offered.body.message).toBe('Oferta enviada');
    await flush();
    expect(freedMails(ines.email).map((m) => m.subject)).toEqual([expect.stringContaining('a las 10:30 AM')]);
    expect(freedMails(juan.email)).toHaveLength(0);
    const log = await t.gql(
      `{ auditLog(action: WAITLIST_OFFERED) { action targetName changes { field after } } }`,
      {},
      admin,
    );
    expect(log.data!.auditLog).toContainEqual({
      action: 'WAITLIST_OFFERED',
      targetName: 'Inés Vega',
      changes: expect.arrayContaining([
        { field: 'date', after: JSON.stringify(date) },
        { field: 'time', after: '"10:30"' },
      ]),
    });

    expect((await api.call('DELETE', '/waitlist/:id', { token: juan.token, params: { id } })).status).toBe(404);
    const left = await api.call('DELETE', '/waitlist/:id', { token: ines.token, params: { id } });
    expect(left.body).toMatchObject({ success: true, message: 'Has salido de la lista de espera' });
    expect((await api.call('GET', '/waitlist/mine', { token: ines.token })).body.data).toEqual([]);
  });
});

describe('personal data', () => {
  it('an entry is in the client’s export and goes with the account', async () => {
    const date = freshDay();
    await fillDay(date);
    const kai = await t.signUp({ name: 'Kai Soto', password: 'Secreta123' });
    await join(kai.token, { date, to: '11:00' });
    const data = await t.gql(`{ myData { waitlist { date from to } } }`, {}, kai.token);
    expect(data.data!.myData.waitlist).toEqual([{ date, from: null, to: '11:00' }]);
    const erased = await t.gql(`mutation { deleteMyAccount(password: "Secreta123") }`, {}, kai.token);
    expect(erased.errors).toBeUndefined();
    const rows = await t.app.dataSource.query(`SELECT count(*)::int AS n FROM waitlist_entries WHERE client_id = $1`, [
      kai.id,
    ]);
    expect(rows[0].n).toBe(0);
  });
});
