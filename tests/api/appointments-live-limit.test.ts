import 'reflect-metadata';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  book,
  CREATE,
  createCut,
  DELETE_MINE,
  errorOf,
  manualClock,
  setStatus,
  slotSequence,
  UPDATE,
  type CutRef,
} from '../support/booking';
import { expectFailure, expectUnchanged, restAppForFile } from '../support/rest';
import { shopDefaultBookingRules } from '../support/test-app';

// Issue 29: one account must not empty the calendar. Monday 1 March 2027, 07:00 in New York.
const clock = manualClock('2027-03-01T12:00:00Z');
const { t, api } = restAppForFile({ now: clock.now });
const nextSlot = slotSequence('2027-03-02');
let admin: string;
let cut: CutRef;

const RULES = `maxLiveBookingsPerClient maxLiveBookingsUnverified`;
const SAVE_RULES = `mutation($input: BookingRulesInput!) { updateBookingRules(input: $input) { ${RULES} } }`;
const BARBER_BOOKS = `mutation($input: BarberAppointmentInput!) { createBarberAppointment(input: $input) { id status } }`;
const RESCHEDULE = `mutation($id: ID!, $input: AppointmentInput!) { rescheduleMyAppointment(id: $id, input: $input) { id status } }`;
const ROOM = `{ myLiveBookings { live max refusal } }`;
const RULES_BASE = { bufferMinutes: 0, minNoticeHours: 0, horizonDays: 60, cancellationCutoffHours: 0, breaks: [] };

const VERIFY = 'Verifica tu email (desde tu perfil puedes pedir el enlace) para poder tener hasta 3';
const UNVERIFIED_AT_ONE =
  'Ya tienes 1 cita pendiente o confirmada y el máximo mientras tu email no esté verificado es 1. ' +
  `${VERIFY}, o cancela la que tienes.`;
const VERIFIED_AT_THREE =
  'Ya tienes 3 citas pendientes o confirmadas y el máximo por cliente es 3. ' +
  'Cancela una o espera a que pase para reservar otra.';

beforeAll(async () => {
  // This file is about the limit itself: the shop's defaults, not the roomy ones of the other files.
  await shopDefaultBookingRules(t);
  admin = await t.adminToken();
  cut = await createCut(t, { name: 'Corte Limitado', duration: 30 });
});

beforeEach(() => clock.set('2027-03-01T12:00:00Z'));

/** A signed-up client whose email is verified (the link's own flow is mail-accounts.test.ts's). */
async function verifiedClient(name: string) {
  const client = await t.signUp({ name });
  await t.app.dataSource.query(`UPDATE users SET is_verified = true WHERE id = $1`, [client.id]);
  return client;
}

const tryBooking = (token: string, slot = nextSlot()) => t.gql(CREATE, { input: { cutId: cut.id, ...slot } }, token);

async function liveCount(clientId: string): Promise<number> {
  const [{ n }] = await t.app.dataSource.query(
    `SELECT count(*)::int AS n FROM appointments WHERE client_id = $1 AND status IN ('pending', 'confirmed')`,
    [clientId],
  );
  return n;
}

describe('the limit, by default', () => {
  it('an account not verified yet holds one appointment to come: the second is refused (409 over REST), nothing written', async () => {
    const nueva = await t.signUp({ name: 'Nueva Sinverificar' });
    await book(t, nueva.token, { cutId: cut.id, ...nextSlot() });
    const refused = await expectUnchanged(t, () => tryBooking(nueva.token));
    expect(errorOf(refused)).toEqual({ code: 'CONFLICT', message: UNVERIFIED_AT_ONE });
    const rest = await expectUnchanged(t, () =>
      api.call('POST', '/appointments', { token: nueva.token, body: { cutId: cut.id, ...nextSlot() } }),
    );
    expectFailure(rest, 409, UNVERIFIED_AT_ONE);
    expect(await liveCount(nueva.id)).toBe(1);
  });

  it('a verified account holds three: «Ya tienes 3 citas pendientes o confirmadas…» for the fourth', async () => {
    const vera = await verifiedClient('Vera Verificada');
    for (let i = 0; i < 3; i++) await book(t, vera.token, { cutId: cut.id, ...nextSlot() });
    expect(errorOf(await tryBooking(vera.token))).toEqual({ code: 'CONFLICT', message: VERIFIED_AT_THREE });
    expect(await liveCount(vera.id)).toBe(3);
  });

  it('the booking screen hears it before the form is filled: GraphQL myLiveBookings and REST', async () => {
    const lia = await t.signUp({ name: 'Lía Aviso' });
    expect((await t.gql(ROOM, {}, lia.token)).data!.myLiveBookings).toEqual({ live: 0, max: 1, refusal: null });
    await book(t, lia.token, { cutId: cut.id, ...nextSlot() });
    expect((await t.gql(ROOM, {}, lia.token)).data!.myLiveBookings).toEqual({
      live: 1,
      max: 1,
      refusal: UNVERIFIED_AT_ONE,
    });
    const rest = await api.call('GET', '/appointments/my-appointments/limit', { token: lia.token });
    expect(rest.body).toMatchObject({ success: true, data: { live: 1, max: 1, refusal: UNVERIFIED_AT_ONE } });
    expectFailure(await api.call('GET', '/appointments/my-appointments/limit', { token: admin }), 403);
  });
});

describe('what counts', () => {
  it('only pending or confirmed ones still to come: a rejected, a cancelled, a past one make room', async () => {
    const rita = await t.signUp({ name: 'Rita Rechazada' });
    const first = await book(t, rita.token, { cutId: cut.id, date: '2027-03-01', time: '09:00' });
    // Rejected by the barber: no longer live.
    await setStatus(t, first.id, 'CANCELLED', 'Ese día no puedo');
    const second = await book(t, rita.token, { cutId: cut.id, ...nextSlot() });
    // Cancelled by herself: gone.
    expect((await t.gql(DELETE_MINE, { id: second.id }, rita.token)).errors).toBeUndefined();
    const third = await book(t, rita.token, { cutId: cut.id, date: '2027-03-01', time: '10:00' });
    await setStatus(t, third.id, 'CONFIRMED');
    expect(errorOf(await tryBooking(rita.token)).code).toBe('CONFLICT');
    // 10:01 in New York: today's 10:00 has started, it is no longer to come.
    clock.set('2027-03-01T15:01:00Z');
    expect((await tryBooking(rita.token)).errors).toBeUndefined();
  });

  it('resubmitting a rejected one at the limit is one more to come: refused the same way', async () => {
    const rosa = await t.signUp({ name: 'Rosa Reenvía' });
    const rejected = await book(t, rosa.token, { cutId: cut.id, ...nextSlot() });
    await setStatus(t, rejected.id, 'CANCELLED', 'Tengo otra cita');
    await book(t, rosa.token, { cutId: cut.id, ...nextSlot() });
    const again = await t.gql(UPDATE, { id: rejected.id, input: { cutId: cut.id, ...nextSlot() } }, rosa.token);
    expect(errorOf(again)).toEqual({ code: 'CONFLICT', message: UNVERIFIED_AT_ONE });
    const [row] = await t.app.dataSource.query(`SELECT status FROM appointments WHERE id = $1`, [rejected.id]);
    expect(row.status).toBe('cancelled');
  });

  it('rescheduling replaces one by another: never refused by the limit, nor is editing a pending one', async () => {
    const remi = await t.signUp({ name: 'Remi Reprograma' });
    const booked = await book(t, remi.token, { cutId: cut.id, ...nextSlot() });
    const edited = await t.gql(UPDATE, { id: booked.id, input: { cutId: cut.id, ...nextSlot() } }, remi.token);
    expect(edited.errors).toBeUndefined();
    await setStatus(t, booked.id, 'CONFIRMED');
    const moved = await t.gql(RESCHEDULE, { id: booked.id, input: { cutId: cut.id, ...nextSlot() } }, remi.token);
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.rescheduleMyAppointment.status).toBe('PENDING');
    expect(await liveCount(remi.id)).toBe(1);
  });

  it('the barber’s own bookings for a client are exempt, and count against her own requests', async () => {
    const bea = await t.signUp({ name: 'Bea Barbero' });
    await book(t, bea.token, { cutId: cut.id, ...nextSlot() });
    for (let i = 0; i < 3; i++) {
      const res = await t.gql(BARBER_BOOKS, { input: { cutId: cut.id, ...nextSlot(), clientId: bea.id } }, admin);
      expect(res.errors).toBeUndefined();
      expect(res.data!.createBarberAppointment.status).toBe('CONFIRMED');
    }
    expect(await liveCount(bea.id)).toBe(4);
    expect(errorOf(await tryBooking(bea.token)).message).toBe(
      'Ya tienes 4 citas pendientes o confirmadas y el máximo mientras tu email no esté verificado es 1. ' +
        `${VERIFY}, o cancela una.`,
    );
  });
});

describe('under concurrency', () => {
  it('parallel bookings by one client at the limit: exactly one more gets through', async () => {
    const paz = await verifiedClient('Paz Paralela');
    for (let i = 0; i < 2; i++) await book(t, paz.token, { cutId: cut.id, ...nextSlot() });
    const results = await Promise.all(Array.from({ length: 6 }, () => tryBooking(paz.token)));
    expect(results.filter((r) => r.data?.createAppointment)).toHaveLength(1);
    const refused = results.filter((r) => r.errors);
    expect(refused).toHaveLength(5);
    for (const res of refused) expect(errorOf(res)).toEqual({ code: 'CONFLICT', message: VERIFIED_AT_THREE });
    expect(await liveCount(paz.id)).toBe(3);
  });

  it('a new account firing ten at once gets one', async () => {
    const bot = await t.signUp({ name: 'Bot Rafaga' });
    const results = await Promise.all(Array.from({ length: 10 }, () => tryBooking(bot.token)));
    expect(results.filter((r) => r.data?.createAppointment)).toHaveLength(1);
    expect(await liveCount(bot.id)).toBe(1);
  });
});

describe('the two rules', () => {
  it('default to 3 and 1, read by anyone over GraphQL and REST', async () => {
    expect((await t.gql(`{ bookingRules { ${RULES} } }`)).data!.bookingRules).toEqual({
      maxLiveBookingsPerClient: 3,
      maxLiveBookingsUnverified: 1,
    });
    const read = await api.call('GET', '/config/booking-rules');
    expect(read.body.data).toMatchObject({ maxLiveBookingsPerClient: 3, maxLiveBookingsUnverified: 1 });
  });

  it('are saved with the others over GraphQL and REST, bind at once, and leave an entry in the activity log', async () => {
    const saved = await t.gql(
      SAVE_RULES,
      { input: { ...RULES_BASE, maxLiveBookingsPerClient: 5, maxLiveBookingsUnverified: 2 } },
      admin,
    );
    expect(saved.data!.updateBookingRules).toEqual({ maxLiveBookingsPerClient: 5, maxLiveBookingsUnverified: 2 });
    const [entry] = await t.app.dataSource.query(
      `SELECT actor_role, before, after FROM audit_log WHERE action = 'booking_rules_updated' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry).toEqual({
      actor_role: 'admin',
      before: { maxLiveBookingsPerClient: 3, maxLiveBookingsUnverified: 1 },
      after: { maxLiveBookingsPerClient: 5, maxLiveBookingsUnverified: 2 },
    });

    const dos = await t.signUp({ name: 'Dos Permitidas' });
    for (let i = 0; i < 2; i++) await book(t, dos.token, { cutId: cut.id, ...nextSlot() });
    expect(errorOf(await tryBooking(dos.token)).message).toBe(
      'Ya tienes 2 citas pendientes o confirmadas y el máximo mientras tu email no esté verificado es 2. ' +
        'Verifica tu email (desde tu perfil puedes pedir el enlace) para poder tener hasta 5, o cancela una.',
    );

    // REST, numbers as a form would send them; a body without them keeps them.
    const rest = await api.call('PUT', '/config/booking-rules', {
      token: admin,
      body: { ...RULES_BASE, maxLiveBookingsPerClient: '3', maxLiveBookingsUnverified: '3' },
    });
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ maxLiveBookingsPerClient: 3, maxLiveBookingsUnverified: 3 });
    const kept = await api.call('PUT', '/config/booking-rules', { token: admin, body: RULES_BASE });
    expect(kept.body.data).toMatchObject({ maxLiveBookingsPerClient: 3, maxLiveBookingsUnverified: 3 });
    // Verifying would not raise it now: the message does not promise it.
    expect((await tryBooking(dos.token)).errors).toBeUndefined();
    expect(errorOf(await tryBooking(dos.token)).message).toBe(
      'Ya tienes 3 citas pendientes o confirmadas y el máximo mientras tu email no esté verificado es 3. ' +
        'Cancela una o espera a que pase para reservar otra.',
    );
    await shopDefaultBookingRules(t);
  });

  it.each([
    ['maxLiveBookingsPerClient', 0, 'El máximo de citas por cliente debe ser un número entero de 1 a 50'],
    ['maxLiveBookingsPerClient', 51, 'El máximo de citas por cliente debe ser un número entero de 1 a 50'],
    ['maxLiveBookingsUnverified', 0, 'El máximo de citas sin email verificado debe ser un número entero de 1 a 50'],
    ['maxLiveBookingsUnverified', 51, 'El máximo de citas sin email verificado debe ser un número entero de 1 a 50'],
  ])('refuses %s = %s over REST (400) and GraphQL, changing nothing', async (field, value, message) => {
    const body = { ...RULES_BASE, [field]: value };
    const rest = await expectUnchanged(t, () => api.call('PUT', '/config/booking-rules', { token: admin, body }));
    expectFailure(rest, 400, message);
    const res = await expectUnchanged(t, () => t.gql(SAVE_RULES, { input: body }, admin));
    expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message });
  });

  it('the database itself keeps them within 1–50', async () => {
    await t.app.dataSource.query(`INSERT INTO booking_rules (id) VALUES (1) ON CONFLICT DO NOTHING`);
    for (const column of ['max_live_bookings_per_client', 'max_live_bookings_unverified']) {
      for (const value of [0, 51]) {
        await expect(t.app.dataSource.query(`UPDATE booking_rules SET ${column} = $1`, [value])).rejects.toThrow(
          new RegExp(`booking_rules_${column}_check`),
        );
      }
    }
    await shopDefaultBookingRules(t);
  });
});
