import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consecutiveDates, errorOf, manualClock, SLOTS, twoCutsTwoClients, type CutRef } from '../support/booking';
import { saveBookingRules } from '../support/business';
import { expectFailure, expectUnchanged, restClient, type RestClient } from '../support/rest';
import { testAppForFile } from '../support/test-app';

// Issue 31, point 9: a break for several weekdays at once, and what the clients' «Horario de atención» reads
// (the breaks and the next closures) from the public config.
// Monday 5 April 2027, 08:00 in New York (EDT): the shop's "now".
const clock = manualClock('2027-04-05T12:00:00Z');
const [MON, TUE, WED] = consecutiveDates('2027-04-05', 3);
const t = testAppForFile({ now: clock.now });
let rest: RestClient;
let admin: string;
let short: CutRef;
let ana: { token: string; id: string };

const BASE = { bufferMinutes: 0, minNoticeHours: 0, horizonDays: 60, cancellationCutoffHours: 0 };
const SAVE = `mutation($input: BookingRulesInput!) { updateBookingRules(input: $input) { breaks { weekday start end } } }`;
const READ = `{ bookingRules { breaks { weekday start end } } }`;
const PUBLIC = `{ publicConfig { breaks { weekday start end } nextClosures { startDate endDate note } } }`;
const lunch = (weekday: number) => ({ weekday, start: '14:00', end: '15:00' });

const slots = async (date: string) => {
  const res = await t.gql<{ availableSlots: string[] }>(SLOTS, { date, cutId: short.id }, ana.token);
  expect(res.errors).toBeUndefined();
  return res.data!.availableSlots;
};

const closeDays = async (startDate: string, endDate: string | null, note: string | null) => {
  const res = await t.gql(
    `mutation($input: ClosedDateInput!) { addClosedDate(input: $input) { id } }`,
    { input: { startDate, endDate, note } },
    admin,
  );
  expect(res.errors).toBeUndefined();
};

beforeAll(async () => {
  rest = await restClient(t);
  admin = await t.adminToken();
  ({ short, ana } = await twoCutsTwoClients(t));
});

beforeEach(async () => {
  await t.app.dataSource.query(`DELETE FROM closed_dates`);
  await saveBookingRules(t, {});
});

describe('a break for several weekdays', () => {
  it('is saved over GraphQL as one break per day, beside one-day breaks, and binds each of those days', async () => {
    const res = await t.gql(
      SAVE,
      {
        input: {
          ...BASE,
          breaks: [
            { weekdays: [3, 1, 2], start: '14:00', end: '15:00' },
            { weekday: 6, start: '11:00', end: '11:30' },
          ],
        },
      },
      admin,
    );
    expect(res.errors).toBeUndefined();
    const perDay = [lunch(1), lunch(2), lunch(3), { weekday: 6, start: '11:00', end: '11:30' }];
    expect((res.data as { updateBookingRules: unknown }).updateBookingRules).toEqual({ breaks: perDay });
    expect((await t.gql(READ)).data!.bookingRules).toEqual({ breaks: perDay });
    for (const date of [MON, TUE, WED]) {
      const free = await slots(date);
      expect(free).toContain('13:30');
      expect(free).not.toContain('14:00');
      expect(free).not.toContain('14:30');
      expect(free).toContain('15:00');
    }
  });

  it('is saved over REST and answered one per day, with the step (issue 31, point 4)', async () => {
    const body = { ...BASE, breaks: [{ weekdays: [4, 5], start: '13:00', end: '13:30' }] };
    const saved = await rest.call('PUT', '/config/booking-rules', { token: admin, body });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      success: true,
      message: 'Reglas de reserva actualizadas exitosamente',
      data: {
        ...BASE,
        maxLiveBookingsPerClient: 50,
        maxLiveBookingsUnverified: 50,
        slotStepMinutes: 30,
        breaks: [
          { weekday: 4, start: '13:00', end: '13:30' },
          { weekday: 5, start: '13:00', end: '13:30' },
        ],
      },
    });
    expect((await rest.call('GET', '/config/booking-rules')).body.data.breaks).toEqual(saved.body.data.breaks);
  });

  it('one-day breaks (weekday) are saved as before, over both doors', async () => {
    const gql = await t.gql(SAVE, { input: { ...BASE, breaks: [lunch(2)] } }, admin);
    expect(gql.errors).toBeUndefined();
    expect((await t.gql(READ)).data!.bookingRules).toEqual({ breaks: [lunch(2)] });
    const res = await rest.call('PUT', '/config/booking-rules', {
      token: admin,
      body: { ...BASE, breaks: [lunch(5)] },
    });
    expect(res.body.data.breaks).toEqual([lunch(5)]);
  });

  it.each([
    [[{ weekdays: [], start: '14:00', end: '15:00' }], 'Marca al menos un día para el descanso'],
    [[{ start: '14:00', end: '15:00' }], 'Marca al menos un día para el descanso'],
    [
      [{ weekday: 1, weekdays: [2], start: '14:00', end: '15:00' }],
      'Indica el día del descanso (weekday) o sus días (weekdays), no los dos',
    ],
    [[{ weekdays: [1, 8], start: '14:00', end: '15:00' }], 'Día de la semana inválido'],
    [[{ weekdays: [1, 2], start: '15:00', end: '14:00' }], 'El descanso debe empezar antes de terminar'],
    // Sharing a day with an earlier break is an overlap, whichever shape either was sent in.
    [[lunch(3), { weekdays: [1, 3], start: '14:30', end: '16:00' }], 'Este descanso se solapa con otro del mismo día'],
    // The limit counts the breaks kept, one per day.
    [
      [
        { weekdays: [1, 2, 3, 4, 5, 6, 7], start: '10:00', end: '10:30' },
        { weekdays: [1, 2, 3, 4, 5, 6, 7], start: '14:00', end: '15:00' },
        { weekdays: [1], start: '17:00', end: '17:30' },
      ],
      'Puedes indicar como máximo 14 descansos',
    ],
  ])('refuses %j over GraphQL and REST (400), changing nothing', async (breaks, message) => {
    const gql = await expectUnchanged(t, () => t.gql(SAVE, { input: { ...BASE, breaks } }, admin));
    expect(errorOf(gql)).toEqual({ code: 'BAD_USER_INPUT', message });
    const res = await expectUnchanged(t, () =>
      rest.call('PUT', '/config/booking-rules', { token: admin, body: { ...BASE, breaks } }),
    );
    expectFailure(res, 400, message);
  });

  it('fourteen breaks a day each, sent for a whole week twice, are within the limit', async () => {
    const breaks = [
      { weekdays: [1, 2, 3, 4, 5, 6, 7], start: '10:00', end: '10:30' },
      { weekdays: [1, 2, 3, 4, 5, 6, 7], start: '14:00', end: '15:00' },
    ];
    const res = await t.gql(SAVE, { input: { ...BASE, breaks } }, admin);
    expect(res.errors).toBeUndefined();
    expect((await t.gql(READ)).data!.bookingRules.breaks).toHaveLength(14);
  });

  it('is described in openapi.json: a break takes weekday or weekdays; PUT answers the step', async () => {
    const document = (await rest.call('GET', '/openapi.json')).body;
    const put = document.paths['/config/booking-rules'].put;
    const body = put.requestBody.content['application/json'].schema;
    const pause = body.properties.breaks.items ?? body.properties.breaks.anyOf?.[0]?.items;
    expect(Object.keys(pause.properties).sort()).toEqual(['end', 'start', 'weekday', 'weekdays']);
    expect(put.description).toContain('`weekdays`');
    expect(JSON.stringify(put.responses['200'])).toContain('slotStepMinutes');
  });
});

describe('the public config’s breaks and next closures', () => {
  it('are read by anyone, over GraphQL and REST: breaks by day, closures soonest first', async () => {
    await saveBookingRules(t, { breaks: [lunch(2), lunch(1), { weekday: 1, start: '10:00', end: '10:30' }] });
    await closeDays('2027-04-20', '2027-04-22', 'Vacaciones');
    await closeDays('2027-04-09', null, null);
    for (const token of [null, ana.token, admin]) {
      const res = await t.gql(PUBLIC, {}, token ?? undefined);
      expect(res.data!.publicConfig).toEqual({
        breaks: [{ weekday: 1, start: '10:00', end: '10:30' }, lunch(1), lunch(2)],
        nextClosures: [
          { startDate: '2027-04-09', endDate: '2027-04-09', note: null },
          { startDate: '2027-04-20', endDate: '2027-04-22', note: 'Vacaciones' },
        ],
      });
    }
    const pub = await rest.call('GET', '/config/public');
    expect(pub.body.data.breaks).toEqual([{ weekday: 1, start: '10:00', end: '10:30' }, lunch(1), lunch(2)]);
    expect(pub.body.data.nextClosures).toEqual([
      { id: expect.any(String), startDate: '2027-04-09', endDate: '2027-04-09', note: null },
      { id: expect.any(String), startDate: '2027-04-20', endDate: '2027-04-22', note: 'Vacaciones' },
    ]);
  });

  it('list the next three under way or starting within the booking horizon, and none past', async () => {
    await saveBookingRules(t, { horizonDays: 30 });
    clock.set('2027-04-01T12:00:00Z');
    await closeDays('2027-04-02', '2027-04-06', 'Puente');
    clock.set('2027-04-05T12:00:00Z');
    await closeDays('2027-04-10', null, 'A');
    await closeDays('2027-04-15', null, 'B');
    await closeDays('2027-04-25', null, 'C');
    // 5 May is the horizon's last day; 6 May is past it.
    await closeDays('2027-05-06', null, 'Lejos');
    clock.set('2027-04-05T12:00:00Z');
    const notes = async () =>
      (await t.gql(PUBLIC)).data!.publicConfig.nextClosures.map((c: { note: string | null }) => c.note);
    expect(await notes()).toEqual(['Puente', 'A', 'B']);
    clock.set('2027-04-07T12:00:00Z');
    expect(await notes()).toEqual(['A', 'B', 'C']);
    clock.set('2027-04-16T12:00:00Z');
    expect(await notes()).toEqual(['C', 'Lejos']);
    clock.set('2027-04-05T12:00:00Z');
  });

  it('are empty while the shop has no breaks and no closures', async () => {
    expect((await t.gql(PUBLIC)).data!.publicConfig).toEqual({ breaks: [], nextClosures: [] });
  });
});
