import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCut, CREATE, errorOf, manualClock, type CutRef } from '../support/booking';
import { saveBookingRules } from '../support/business';
import { expectFailure, expectUnchanged, restClient, type RestClient } from '../support/rest';
import { testAppForFile } from '../support/test-app';

// Issue 31, point 2: at 16:30 the first time offered for a walk-in was 19:00, because the client's minimum
// notice bound the barber too. Monday 1 March 2027, 16:30 in New York.
const NOW = '2027-03-01T21:30:00Z';
const clock = manualClock(NOW);
const TODAY = '2027-03-01';
const TUE = '2027-03-02';
const THU = '2027-03-04'; // closed for training
const SUN = '2027-03-07'; // closed every week
const FAR = '2027-03-15'; // beyond the 7-day horizon
const t = testAppForFile({ now: clock.now });
let api: RestClient;
let admin: string;
let cut: CutRef;
let client: { token: string; id: string };

const CREATE_BARBER = `mutation($input: BarberAppointmentInput!) {
  createBarberAppointment(input: $input) { id date time status walkInName clientId }
}`;
const SLOTS = `query($date: String!, $cutId: ID!, $outsideHours: Boolean) {
  availableSlots(date: $date, cutId: $cutId, outsideHours: $outsideHours)
}`;
const MOVE = `mutation($id: ID!, $input: MoveAppointmentInput!) { moveAppointment(id: $id, input: $input) { id date time } }`;

const BREAK = 'Ese horario coincide con el descanso de la barbería (14:00–15:00); elige otra hora';
const OUTSIDE = 'El servicio debe empezar y terminar dentro del horario de atención de ese día';
const NOTICE = 'Las citas se reservan con al menos 3 horas de antelación; elige una hora posterior';
const HORIZON = 'Solo se puede reservar hasta 7 días por adelantado';

beforeAll(async () => {
  api = await restClient(t);
  admin = await t.adminToken();
  cut = await createCut(t, { name: 'Degradado', price: 18, duration: 30 });
  client = await t.signUp({ name: 'Carmen Cliente' });
  await saveBookingRules(t, {
    minNoticeHours: 3,
    horizonDays: 7,
    cancellationCutoffHours: 24,
    breaks: [{ weekday: 2, start: '14:00', end: '15:00' }],
  });
  const closed = await t.gql(
    `mutation($input: ClosedDateInput!) { addClosedDate(input: $input) { id } }`,
    { input: { startDate: THU, endDate: THU, note: 'Formación' } },
    admin,
  );
  expect(closed.errors).toBeUndefined();
});

const walkIn = (date: string, time: string, extra: Record<string, unknown> = {}) => ({
  input: { cutId: cut.id, date, time, walkInName: 'Luis Puerta', ...extra },
});
const slots = async (token: string, date: string, outsideHours?: boolean) => {
  const res = await t.gql<{ availableSlots: string[] }>(SLOTS, { date, cutId: cut.id, outsideHours }, token);
  expect(res.errors).toBeUndefined();
  return res.data!.availableSlots;
};

describe('GraphQL: the barber takes the client in front of him', () => {
  it('is offered the slot under way and the next ones, whatever the notice; a client is offered none today', async () => {
    expect(await slots(admin, TODAY)).toEqual(['16:30', '17:00', '17:30']);
    expect(await slots(client.token, TODAY)).toEqual([]);
  });

  it('books now, within the notice: confirmed at once', async () => {
    const res = await t.gql(CREATE_BARBER, walkIn(TODAY, '16:30'), admin);
    expect(res.errors).toBeUndefined();
    expect(res.data!.createBarberAppointment).toMatchObject({ date: TODAY, time: '16:30', status: 'CONFIRMED' });
    const forClient = await t.gql(
      CREATE_BARBER,
      walkIn(TODAY, '17:00', { walkInName: null, clientId: client.id }),
      admin,
    );
    expect(forClient.errors).toBeUndefined();
  });

  it('a client is still refused by the notice and the horizon', async () => {
    const soon = await expectUnchanged(t, () =>
      t.gql(CREATE, { input: { cutId: cut.id, date: TODAY, time: '17:30' } }, client.token),
    );
    expect(errorOf(soon)).toEqual({ code: 'BAD_USER_INPUT', message: NOTICE });
    const far = await expectUnchanged(t, () =>
      t.gql(CREATE, { input: { cutId: cut.id, date: FAR, time: '10:00' } }, client.token),
    );
    expect(errorOf(far)).toEqual({ code: 'BAD_USER_INPUT', message: HORIZON });
  });

  it('books beyond the horizon, and is offered its times', async () => {
    expect((await slots(admin, FAR)).slice(0, 2)).toEqual(['08:00', '08:30']);
    expect(await slots(client.token, FAR)).toEqual([]);
    const res = await t.gql(CREATE_BARBER, walkIn(FAR, '10:00'), admin);
    expect(res.errors).toBeUndefined();
    expect(res.data!.createBarberAppointment).toMatchObject({ date: FAR, time: '10:00', status: 'CONFIRMED' });
  });

  it.each([
    [TUE, '14:00', BREAK],
    [TUE, '19:00', OUTSIDE],
    [TUE, '07:00', OUTSIDE],
    [SUN, '10:00', 'La barbería no abre ese día'],
    [THU, '10:00', 'La barbería está cerrada ese día (Formación)'],
  ])('%s %s without outsideHours: BAD_USER_INPUT naming the rule, "%s"', async (date, time, message) => {
    for (const outsideHours of [undefined, null, false]) {
      const res = await expectUnchanged(t, () => t.gql(CREATE_BARBER, walkIn(date, time, { outsideHours }), admin));
      expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message });
    }
  });

  it.each([
    [TUE, '14:00'],
    [TUE, '19:00'],
    [TUE, '07:00'],
    [SUN, '10:00'],
    [THU, '10:00'],
  ])('%s %s with outsideHours: true is booked, confirmed', async (date, time) => {
    const res = await t.gql(CREATE_BARBER, walkIn(date, time, { outsideHours: true }), admin);
    expect(res.errors).toBeUndefined();
    expect(res.data!.createBarberAppointment).toMatchObject({ date, time, status: 'CONFIRMED' });
  });

  it('never overlaps another appointment, even with outsideHours: CONFLICT', async () => {
    for (const [date, time] of [
      [TUE, '19:00'],
      [TODAY, '16:30'],
      [THU, '10:00'],
    ]) {
      const res = await expectUnchanged(t, () =>
        t.gql(CREATE_BARBER, walkIn(date, time, { outsideHours: true, walkInName: 'Marta Solapa' }), admin),
      );
      expect(errorOf(res)).toEqual({ code: 'CONFLICT', message: 'Ese horario ya no está disponible' });
    }
  });

  it('outsideHours neither brings back a time already past nor runs past midnight', async () => {
    const past = await expectUnchanged(t, () =>
      t.gql(CREATE_BARBER, walkIn(TODAY, '15:30', { outsideHours: true }), admin),
    );
    expect(errorOf(past)).toEqual({ code: 'BAD_USER_INPUT', message: 'Ese horario ya pasó; elige una hora posterior' });
    const long = await createCut(t, { name: 'Color', price: 40, duration: 60 });
    const late = await expectUnchanged(t, () =>
      t.gql(CREATE_BARBER, { input: { ...walkIn(TUE, '23:30', { outsideHours: true }).input, cutId: long.id } }, admin),
    );
    expect(errorOf(late)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'El servicio debe terminar ese mismo día, antes de la medianoche',
    });
  });

  it('with outsideHours the barber is offered the whole free day; a client is not', async () => {
    const tuesday = await slots(admin, TUE, true);
    expect(tuesday.slice(0, 2)).toEqual(['00:00', '00:30']);
    // In the break: 14:30 is free, 14:00 and 19:00 were booked above.
    expect(tuesday).toContain('14:30');
    expect(tuesday).not.toContain('14:00');
    expect(tuesday).not.toContain('19:00');
    expect(tuesday.at(-1)).toBe('23:30');
    expect(await slots(admin, TUE)).not.toContain('14:30');
    expect(await slots(client.token, TUE, true)).toEqual(await slots(client.token, TUE));
    expect(await slots(admin, SUN)).toEqual([]);
    expect((await slots(admin, SUN, true)).length).toBe(47); // 10:00 taken
    expect((await slots(admin, TODAY, true))[0]).toBe('17:30');
  });

  it("leaves the barber's move as it was: the notice still applies to it", async () => {
    const { id } = (await t.gql(CREATE_BARBER, walkIn(TUE, '10:00'), admin)).data!.createBarberAppointment;
    const res = await expectUnchanged(t, () => t.gql(MOVE, { id, input: { date: TODAY, time: '17:30' } }, admin));
    expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message: NOTICE });
  });
});

describe('REST: POST /api/appointments/barber and GET /api/appointments/available-slots', () => {
  const body = (date: string, time: string, extra: Record<string, unknown> = {}) => ({
    cutId: cut.id,
    date,
    time,
    walkInName: 'Rosa Díaz',
    ...extra,
  });
  const post = (payload: Record<string, unknown>) =>
    api.call('POST', '/appointments/barber', { token: admin, body: payload });

  it('201 now within the notice and beyond the horizon; a client still 400 by the notice', async () => {
    clock.set('2027-03-01T22:10:00Z'); // 17:10: the 17:00 slot is under way but taken, 17:30 is free
    try {
      expectFailure(
        await api.call('POST', '/appointments', {
          token: client.token,
          body: { cutId: cut.id, date: TODAY, time: '17:30' },
        }),
        400,
        NOTICE,
      );
      expect((await post(body(TODAY, '17:30'))).status).toBe(201);
      const res = await post(body('2027-03-20', '09:00'));
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ date: '2027-03-20', time: '09:00', status: 'confirmed' });
    } finally {
      clock.set(NOW);
    }
  });

  it('400 naming the rule without outsideHours, 201 with it, 409 on an overlap even with it', async () => {
    expectFailure(await post(body(TUE, '14:30')), 400, BREAK);
    expectFailure(await post(body(TUE, '14:30', { outsideHours: false })), 400, BREAK);
    expectFailure(await post(body(SUN, '12:00')), 400, 'La barbería no abre ese día');
    const res = await post(body(TUE, '14:30', { outsideHours: true }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ date: TUE, time: '14:30', status: 'confirmed' });
    expectFailure(await post(body(TUE, '14:30', { outsideHours: true })), 409, 'Ese horario ya no está disponible');
    expect((await post(body(SUN, '12:00', { outsideHours: true }))).status).toBe(201);
  });

  it('available-slots: ?outsideHours=true gives the barber the whole free day', async () => {
    const get = (token: string, outsideHours?: string) =>
      api.call('GET', '/appointments/available-slots', {
        token,
        query: { date: TUE, cutId: cut.id, ...(outsideHours ? { outsideHours } : {}) },
      });
    const within = await get(admin);
    expect(within.status).toBe(200);
    expect(within.body.data).not.toContain('20:00');
    const all = await get(admin, 'true');
    expect(all.body.data).toContain('20:00');
    expect(all.body.data).not.toContain('14:30');
    expect((await get(admin, 'false')).body.data).toEqual(within.body.data);
    expect((await get(client.token, 'true')).body.data).toEqual((await get(client.token)).body.data);
    expect((await get(admin, 'quizás')).status).toBe(400);
  });
});
