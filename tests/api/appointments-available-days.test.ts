import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../server/src/features/appointments/shop-clock';
import { book, errorOf, manualClock, SLOTS, twoCutsTwoClients, type CutRef } from '../support/booking';
import { expectFailure, restClient, type RestClient } from '../support/rest';
import { testAppForFile } from '../support/test-app';

// Issue 31, point 5: the booking strip's days in one request, by the very rules of a booking.
// Monday 5 April 2027, 08:00 in New York (EDT): the shop's "now", whatever TZ the suite runs in.
const clock = manualClock('2027-04-05T12:00:00Z');
const MON = '2027-04-05';
const WED = '2027-04-07';
const SAT = '2027-04-10';
const SUN = '2027-04-11';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const t = testAppForFile({ now: clock.now });
let rest: RestClient;
let admin: string;
let short: CutRef;
let hour: CutRef;
let ana: { token: string; id: string };
let beto: { token: string; id: string };

const BASE = { bufferMinutes: 0, minNoticeHours: 0, horizonDays: 60, cancellationCutoffHours: 0, breaks: [] };
const SAVE = `mutation($input: BookingRulesInput!) { updateBookingRules(input: $input) { bufferMinutes } }`;
const DAYS = `query($from: String!, $to: String!, $cutId: ID!, $appointmentId: ID) {
  availableDays(from: $from, to: $to, cutId: $cutId, appointmentId: $appointmentId) { date free reason message }
}`;
type Day = { date: string; free: string[]; reason: string | null; message: string | null };

const saveRules = async (patch: Record<string, unknown>) => {
  const res = await t.gql(SAVE, { input: { ...BASE, ...patch } }, admin);
  expect(res.errors).toBeUndefined();
};

const days = async (from: string, to: string, cut = short, token = ana.token, appointmentId?: string) => {
  const res = await t.gql<{ availableDays: Day[] }>(DAYS, { from, to, cutId: cut.id, appointmentId }, token);
  expect(res.errors).toBeUndefined();
  return res.data!.availableDays;
};
const day = async (date: string, cut = short) => (await days(date, date, cut))[0];

const slots = async (date: string, cut = short, token = ana.token) => {
  const res = await t.gql<{ availableSlots: string[] }>(SLOTS, { date, cutId: cut.id }, token);
  expect(res.errors).toBeUndefined();
  return res.data!.availableSlots;
};

beforeAll(async () => {
  rest = await restClient(t);
  admin = await t.adminToken();
  ({ short, hour, ana, beto } = await twoCutsTwoClients(t));
});

beforeEach(async () => {
  clock.set('2027-04-05T12:00:00Z');
  await t.app.dataSource.query(`DELETE FROM appointments`);
  await t.app.dataSource.query(`DELETE FROM closed_dates`);
  await saveRules({});
});

describe('available days, one request for the booking strip', () => {
  it('gives each day exactly the free times availableSlots gives, bookings and buffer included', async () => {
    await saveRules({ bufferMinutes: 10, slotStepMinutes: 15 });
    await book(t, beto.token, { cutId: hour.id, date: WED, time: '10:00' });
    await book(t, beto.token, { cutId: short.id, date: '2027-04-08', time: '17:30' });
    const strip = await days(MON, addDays(MON, 13));
    expect(strip.map((d) => d.date)).toEqual(Array.from({ length: 14 }, (_, i) => addDays(MON, i)));
    for (const entry of strip) expect(entry.free).toEqual(await slots(entry.date));
    const wed = strip.find((d) => d.date === WED)!;
    // The step: 08:15 exists; the booking 10:00–11:00 and its 10 minutes: the next start is 11:15.
    expect(wed.free).toContain('08:15');
    expect(wed.free.filter((time) => time >= '09:00' && time < '11:30')).toEqual(['09:00', '09:15', '11:15']);
    expect(wed).toMatchObject({ reason: null, message: null });
  });

  it('is the same over REST, with the reasons in lower case', async () => {
    const res = await rest.call('GET', '/appointments/available-days', {
      token: ana.token,
      query: { from: MON, to: addDays(MON, 6), cutId: short.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const viaGraphql = await days(MON, addDays(MON, 6));
    expect(res.body.data).toEqual(viaGraphql.map((d) => ({ ...d, reason: d.reason?.toLowerCase() ?? null })));
    expect(res.body.data.find((d: Day) => d.date === SUN)).toEqual({
      date: SUN,
      free: [],
      reason: 'closed',
      message: 'La barbería no abre ese día',
    });
    // The admin may ask too (as for available-slots) and hears what a client could book.
    const asAdmin = await rest.call('GET', '/appointments/available-days', {
      token: admin,
      query: { from: MON, to: addDays(MON, 6), cutId: short.id },
    });
    expect(asAdmin.body.data).toEqual(res.body.data);
  });

  it('takes at most 62 days and refuses a bad range in Spanish (400), an unknown cut (404), no session (401)', async () => {
    expect(await days(MON, addDays(MON, 61))).toHaveLength(62);
    const call = (query: Record<string, string>, token = ana.token) =>
      rest.call('GET', '/appointments/available-days', { token, query });
    expectFailure(
      await call({ from: MON, to: addDays(MON, 62), cutId: short.id }),
      400,
      'Se pueden consultar como mucho 62 días a la vez',
    );
    expectFailure(await call({ from: '2027-02-30', to: WED, cutId: short.id }), 400, 'La fecha no es válida');
    expectFailure(await call({ from: MON, to: 'mañana', cutId: short.id }), 400, 'La fecha no es válida');
    expectFailure(await call({ to: WED, cutId: short.id }), 400, 'La fecha es requerida');
    expectFailure(
      await call({ from: WED, to: MON, cutId: short.id }),
      400,
      'La fecha final no puede ser anterior a la inicial',
    );
    expectFailure(await call({ from: MON, to: WED }), 400, 'Debes seleccionar un tipo de corte');
    expectFailure(await call({ from: MON, to: WED, cutId: UNKNOWN_ID }), 404, 'Corte no encontrado');
    expectFailure(await call({ from: MON, to: WED, cutId: short.id }, ''), 401);
    const tooLong = await t.gql(DAYS, { from: MON, to: addDays(MON, 62), cutId: short.id }, ana.token);
    expect(errorOf(tooLong)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Se pueden consultar como mucho 62 días a la vez',
    });
    const unknown = await t.gql(DAYS, { from: MON, to: WED, cutId: UNKNOWN_ID }, ana.token);
    expect(errorOf(unknown)).toEqual({ code: 'NOT_FOUND', message: 'Corte no encontrado' });
    expect(errorOf(await t.gql(DAYS, { from: MON, to: WED, cutId: short.id }))?.code).toBe('UNAUTHENTICATED');
  });

  it('says a closed day is closed, by the weekly hours or a closure with its note', async () => {
    const added = await t.gql(
      `mutation($input: ClosedDateInput!) { addClosedDate(input: $input) { id } }`,
      { input: { startDate: WED, endDate: WED, note: 'Vacaciones' } },
      admin,
    );
    expect(added.errors).toBeUndefined();
    expect(await day(SUN)).toEqual({ date: SUN, free: [], reason: 'CLOSED', message: 'La barbería no abre ese día' });
    expect(await day(WED)).toEqual({
      date: WED,
      free: [],
      reason: 'CLOSED',
      message: 'La barbería está cerrada ese día (Vacaciones)',
    });
  });

  it('leaves a break out and says «Completo» of a day whose times are all taken', async () => {
    await saveRules({ breaks: [{ weekday: 3, start: '13:00', end: '14:00' }] });
    const wed = await day(WED, hour);
    expect(wed.free).toContain('12:00');
    expect(wed.free).not.toContain('12:30');
    expect(wed.free).not.toContain('13:00');
    expect(wed.free).toContain('14:00');
    // Saturday 08:00–16:00: a break until 15:00 and one hour booked leave nothing.
    await saveRules({ breaks: [{ weekday: 6, start: '08:00', end: '15:00' }] });
    await book(t, beto.token, { cutId: hour.id, date: SAT, time: '15:00' });
    const sat = await day(SAT);
    expect(sat).toMatchObject({ free: [], reason: 'FULL' });
    expect(sat.message).toMatch(/^Completo/);
  });

  it('tells the notice and a day already over apart from a full one', async () => {
    await saveRules({ minNoticeHours: 48 });
    const [mon, tue, wed] = await days(MON, WED);
    expect(mon).toMatchObject({ free: [], reason: 'TOO_SOON' });
    expect(tue).toMatchObject({ free: [], reason: 'TOO_SOON' });
    expect(tue.message).toContain('48 horas');
    expect(wed.free[0]).toBe('08:00'); // exactly 48 hours ahead
    await saveRules({});
    clock.set('2027-04-05T22:30:00Z'); // 18:30 in New York: Monday is over
    const [today, tomorrow] = await days(MON, addDays(MON, 1));
    expect(today).toEqual({ date: MON, free: [], reason: 'TOO_SOON', message: 'Ya no quedan horas libres hoy' });
    expect(tomorrow.free[0]).toBe('08:00');
    expect((await day(addDays(MON, -1))).reason).toBe('PAST');
  });

  it('stops at the horizon and says how far ahead one can book', async () => {
    await saveRules({ horizonDays: 10 });
    const strip = await days(addDays(MON, 9), addDays(MON, 11));
    expect(strip[0].free.length).toBeGreaterThan(0); // Wednesday 14
    expect(strip[1].free.length).toBeGreaterThan(0); // Thursday 15, the last day
    expect(strip[2]).toEqual({
      date: addDays(MON, 11),
      free: [],
      reason: 'TOO_FAR',
      message: 'Solo se puede reservar hasta 10 días por adelantado',
    });
  });

  it('keeps a client’s own appointment free while they edit it, and no one else’s', async () => {
    const mine = await book(t, ana.token, { cutId: short.id, date: WED, time: '10:00' });
    expect((await day(WED)).free).not.toContain('10:00');
    expect((await days(WED, WED, short, ana.token, mine.id))[0].free).toContain('10:00');
    expect((await days(WED, WED, short, beto.token, mine.id))[0].free).not.toContain('10:00');
  });

  it('reads the range in a few statements, not one per day', async () => {
    const statements: string[] = [];
    const logger = t.app.dataSource.logger;
    const original = logger.logQuery;
    logger.logQuery = (query: string, ...rest: unknown[]) => {
      statements.push(query);
      return original?.call(logger, query, ...(rest as []));
    };
    try {
      await t.app.dataSource.query('SELECT 1');
      statements.length = 0;
      await days(MON, addDays(MON, 61));
    } finally {
      logger.logQuery = original;
    }
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.length).toBeLessThanOrEqual(6);
  });
});
