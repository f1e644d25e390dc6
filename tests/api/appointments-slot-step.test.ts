import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { book, CREATE, errorOf, manualClock, SLOTS, twoCutsTwoClients, type CutRef } from '../support/booking';
import { expectFailure, expectUnchanged, restClient, type RestClient } from '../support/rest';
import { testAppForFile } from '../support/test-app';

// Issue 31, point 4: the grid of start times follows the shop's step, and a buffer costs at most one step.
// Monday 5 April 2027, 08:00 in New York (EDT): the shop's "now"; Wednesday 7 April is open 08:00–18:00.
const clock = manualClock('2027-04-05T12:00:00Z');
const WED = '2027-04-07';
const t = testAppForFile({ now: clock.now });
let rest: RestClient;
let admin: string;
let short: CutRef;
let ana: { token: string; id: string };
let beto: { token: string; id: string };

const BASE = { bufferMinutes: 0, minNoticeHours: 0, horizonDays: 60, cancellationCutoffHours: 0, breaks: [] };
const SAVE = `mutation($input: BookingRulesInput!) { updateBookingRules(input: $input) { bufferMinutes slotStepMinutes } }`;

const saveRules = async (patch: Record<string, unknown>) => {
  const res = await t.gql(SAVE, { input: { ...BASE, ...patch } }, admin);
  expect(res.errors).toBeUndefined();
  return res.data as { updateBookingRules: { bufferMinutes: number; slotStepMinutes: number } };
};

const slots = async (date = WED) => {
  const res = await t.gql<{ availableSlots: string[] }>(SLOTS, { date, cutId: short.id }, ana.token);
  expect(res.errors).toBeUndefined();
  return res.data!.availableSlots;
};

const between = (times: string[], from: string, to: string) => times.filter((time) => from <= time && time <= to);

beforeAll(async () => {
  rest = await restClient(t);
  admin = await t.adminToken();
  ({ short, ana, beto } = await twoCutsTwoClients(t));
});

beforeEach(async () => {
  await t.app.dataSource.query(`DELETE FROM appointments`);
  await saveRules({ slotStepMinutes: 30 });
});

describe('the step of the grid, a booking rule', () => {
  it('is 30 minutes until the barber picks another, read over GraphQL and REST', async () => {
    await t.app.dataSource.query(`DELETE FROM booking_rules`);
    const res = await t.gql<{ bookingRules: { slotStepMinutes: number } }>(`{ bookingRules { slotStepMinutes } }`);
    expect(res.data!.bookingRules.slotStepMinutes).toBe(30);
    const read = await rest.call('GET', '/config/booking-rules');
    expect(read.body.data).toMatchObject({ slotStepMinutes: 30 });
    expect((await slots()).slice(0, 3)).toEqual(['08:00', '08:30', '09:00']);
  });

  it.each([10, 15, 20, 30])('saves %i over GraphQL and REST (numbers as a form sends them)', async (step) => {
    expect((await saveRules({ slotStepMinutes: step })).updateBookingRules.slotStepMinutes).toBe(step);
    await saveRules({ slotStepMinutes: 30 });
    const saved = await rest.call('PUT', '/config/booking-rules', {
      token: admin,
      body: { ...BASE, slotStepMinutes: String(step) },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.slotStepMinutes).toBe(step);
    expect((await rest.call('GET', '/config/booking-rules')).body.data.slotStepMinutes).toBe(step);
    // A body without it keeps the one saved.
    await rest.call('PUT', '/config/booking-rules', { token: admin, body: BASE });
    expect((await rest.call('GET', '/config/booking-rules')).body.data.slotStepMinutes).toBe(step);
  });

  it.each([5, 25, 60, 0, -15])('refuses %s over REST (400) and GraphQL, changing nothing', async (step) => {
    const message = 'El intervalo entre horas de inicio debe ser de 10, 15, 20 o 30 minutos';
    const body = { ...BASE, slotStepMinutes: step };
    const res = await expectUnchanged(t, () => rest.call('PUT', '/config/booking-rules', { token: admin, body }));
    expectFailure(res, 400, message);
    const gql = await expectUnchanged(t, () => t.gql(SAVE, { input: body }, admin));
    expect(errorOf(gql)).toEqual({ code: 'BAD_USER_INPUT', message });
  });

  it('only the admin saves it, and the database keeps it to 10, 15, 20 or 30', async () => {
    const denied = await rest.call('PUT', '/config/booking-rules', {
      token: ana.token,
      body: { ...BASE, slotStepMinutes: 15 },
    });
    expect(denied.status).toBe(403);
    await expect(t.app.dataSource.query(`UPDATE booking_rules SET slot_step_minutes = 25`)).rejects.toThrow(
      /booking_rules_slot_step_minutes_check/,
    );
  });

  it('is recorded in the activity log when it changes', async () => {
    await saveRules({ slotStepMinutes: 15 });
    const [entry] = await t.app.dataSource.query(
      `SELECT before, after FROM audit_log WHERE action = 'booking_rules_updated' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry).toEqual({ before: { slotStepMinutes: 30 }, after: { slotStepMinutes: 15 } });
  });
});

describe('the free times follow the step', () => {
  it.each([
    [10, ['08:00', '08:10', '08:20', '08:30']],
    [15, ['08:00', '08:15', '08:30', '08:45']],
    [20, ['08:00', '08:20', '08:40', '09:00']],
    [30, ['08:00', '08:30', '09:00', '09:30']],
  ])('every %i minutes from opening, over GraphQL and REST', async (step, first) => {
    await saveRules({ slotStepMinutes: step });
    expect((await slots()).slice(0, 4)).toEqual(first);
    const res = await rest.call('GET', '/appointments/available-slots', {
      token: ana.token,
      query: { date: WED, cutId: short.id },
    });
    expect(res.body.data.slice(0, 4)).toEqual(first);
    // From 08:00 to the last start a 30-minute cut can take before 18:00.
    expect(res.body.data).toHaveLength(Math.floor((600 - 30) / step) + 1);
  });

  it('with a 10-minute buffer, 10:00–10:30 leaves 10:45 free on a 15-minute grid, end to end', async () => {
    await saveRules({ bufferMinutes: 10, slotStepMinutes: 15 });
    await book(t, ana.token, { cutId: short.id, date: WED, time: '10:00' });
    const free = await slots();
    expect(between(free, '09:00', '11:00')).toEqual(['09:00', '09:15', '10:45', '11:00']);
    const taken = await t.gql(CREATE, { input: { cutId: short.id, date: WED, time: '10:30' } }, beto.token);
    expect(errorOf(taken)).toEqual({ code: 'CONFLICT', message: 'Ese horario ya no está disponible' });
    const next = await rest.call('POST', '/appointments', {
      token: beto.token,
      body: { cutId: short.id, date: WED, time: '10:45' },
    });
    expect(next.status).toBe(201);
    expect(next.body.data).toMatchObject({ date: WED, time: '10:45' });
  });

  it('with the default half hour the same buffer still costs the whole half hour, as before', async () => {
    await saveRules({ bufferMinutes: 10 });
    await book(t, ana.token, { cutId: short.id, date: WED, time: '10:00' });
    expect(between(await slots(), '09:00', '11:00')).toEqual(['09:00', '11:00']);
  });
});

describe('a time off the grid is refused', () => {
  it.each([
    [30, '10:15', 'La hora debe ser un horario de la lista (en punto o y media, HH:00 o HH:30)'],
    [15, '10:10', 'La hora debe ser un horario de la lista (cada 15 minutos desde la apertura)'],
    [20, '10:30', 'La hora debe ser un horario de la lista (cada 20 minutos desde la apertura)'],
    [10, '10:05', 'La hora debe ser un horario de la lista (cada 10 minutos desde la apertura)'],
  ])('step %i: %s, over GraphQL and REST', async (step, time, message) => {
    await saveRules({ slotStepMinutes: step });
    const input = { cutId: short.id, date: WED, time };
    const res = await expectUnchanged(t, () => t.gql(CREATE, { input }, ana.token));
    expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message });
    const viaRest = await expectUnchanged(t, () =>
      rest.call('POST', '/appointments', { token: ana.token, body: input }),
    );
    expectFailure(viaRest, 400, message);
  });

  it('the barber cannot move one off the grid either', async () => {
    await saveRules({ slotStepMinutes: 15 });
    const booked = await book(t, ana.token, { cutId: short.id, date: WED, time: '10:15' });
    const moved = await expectUnchanged(t, () =>
      rest.call('PUT', '/appointments/:id/move', {
        token: admin,
        params: { id: booked.id },
        body: { date: WED, time: '11:20' },
      }),
    );
    expectFailure(moved, 400, 'La hora debe ser un horario de la lista (cada 15 minutos desde la apertura)');
    const ok = await rest.call('PUT', '/appointments/:id/move', {
      token: admin,
      params: { id: booked.id },
      body: { date: WED, time: '11:45' },
    });
    expect(ok.status).toBe(200);
  });
});
