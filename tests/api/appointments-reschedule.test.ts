import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { book, errorOf, manualClock, MINE, setStatus, SLOTS, twoCutsTwoClients, type CutRef } from '../support/booking';
import { saveBookingRules } from '../support/business';
import { restClient, type RestClient } from '../support/rest';
import { testAppForFile } from '../support/test-app';

// Monday 5 April 2027, 08:00 in New York: the shop's "now" for this file.
const clock = manualClock('2027-04-05T12:00:00Z');
const t = testAppForFile({ now: clock.now });
const TUE = '2027-04-06';
const WED = '2027-04-07';
const THU = '2027-04-08';

const RESCHEDULE = `mutation($id: ID!, $input: AppointmentInput!) {
  rescheduleMyAppointment(id: $id, input: $input) { id status date time cutType }
}`;

let rest: RestClient;
let short: CutRef;
let hour: CutRef;
let ana: { token: string; id: string };
let beto: { token: string; id: string };

const TRAIL = `{ auditLog { action actorId actorRole targetType targetId appointment { party date time } changes { field before after } } }`;

interface TrailEntry {
  action: string;
  actorId: string | null;
  actorRole: string | null;
  targetType: string;
  targetId: string;
  appointment: { party: string | null; date: string; time: string } | null;
  changes: { field: string; before: string | null; after: string | null }[];
}

/** The trail's appointment entries, newest first. */
const trail = async () =>
  (await t.gql<{ auditLog: TrailEntry[] }>(TRAIL, {}, await t.adminToken())).data!.auditLog.filter(
    (e) => e.targetType === 'appointment',
  );

const mine = async (token = ana.token) =>
  (await t.gql<{ myAppointments: { id: string; status: string; date: string; time: string }[] }>(MINE, {}, token)).data!
    .myAppointments;

const confirmedOn = async (date: string, time: string, cut = short) => {
  const booked = await book(t, ana.token, { cutId: cut.id, date, time });
  await setStatus(t, booked.id, 'CONFIRMED');
  return booked;
};

beforeAll(async () => {
  rest = await restClient(t);
  ({ short, hour, ana, beto } = await twoCutsTwoClients(t));
});

beforeEach(async () => {
  await t.app.dataSource.query(`DELETE FROM appointments`);
  await saveBookingRules(t, {});
});

describe('Reprogramar a confirmed appointment', () => {
  it('leaves one appointment: the new time, pending; the confirmed one is gone and its time free', async () => {
    const old = await confirmedOn(WED, '10:00');
    const res = await t.gql<{ rescheduleMyAppointment: { id: string; status: string } }>(
      RESCHEDULE,
      { id: old.id, input: { cutId: short.id, date: THU, time: '11:00' } },
      ana.token,
    );
    expect(res.errors).toBeUndefined();
    const moved = res.data!.rescheduleMyAppointment;
    expect(moved).toMatchObject({ status: 'PENDING', date: THU, time: '11:00', cutType: 'Corte Clásico' });
    expect(await mine()).toEqual([expect.objectContaining({ id: moved.id, status: 'PENDING', date: THU })]);
    const free = await t.gql<{ availableSlots: string[] }>(SLOTS, { date: WED, cutId: short.id }, beto.token);
    expect(free.data!.availableSlots).toContain('10:00');
  });

  it('may keep the same start with a longer cut: its own time does not stand in the way', async () => {
    const old = await confirmedOn(WED, '10:00');
    const res = await t.gql(RESCHEDULE, { id: old.id, input: { cutId: hour.id, date: WED, time: '10:00' } }, ana.token);
    expect(res.errors).toBeUndefined();
    expect(await mine()).toEqual([expect.objectContaining({ status: 'PENDING', date: WED, time: '10:00' })]);
  });

  it('keeps the confirmed appointment when the new time is taken or refused', async () => {
    const old = await confirmedOn(WED, '10:00');
    await book(t, beto.token, { cutId: short.id, date: THU, time: '11:00' });
    const taken = await t.gql(
      RESCHEDULE,
      { id: old.id, input: { cutId: short.id, date: THU, time: '11:00' } },
      ana.token,
    );
    expect(errorOf(taken)).toEqual({ code: 'CONFLICT', message: 'Ese horario ya no está disponible' });
    const sunday = await t.gql(
      RESCHEDULE,
      { id: old.id, input: { cutId: short.id, date: '2027-04-11', time: '11:00' } },
      ana.token,
    );
    expect(errorOf(sunday).code).toBe('BAD_USER_INPUT');
    expect(await mine()).toEqual([
      expect.objectContaining({ id: old.id, status: 'CONFIRMED', date: WED, time: '10:00' }),
    ]);
  });

  it('is only for the client’s own confirmed appointments, and not past the cancellation cutoff', async () => {
    const pending = await book(t, ana.token, { cutId: short.id, date: WED, time: '10:00' });
    const input = { cutId: short.id, date: THU, time: '11:00' };
    expect(errorOf(await t.gql(RESCHEDULE, { id: pending.id, input }, ana.token))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Solo puedes reprogramar una cita confirmada',
    });
    await setStatus(t, pending.id, 'CONFIRMED');
    expect(errorOf(await t.gql(RESCHEDULE, { id: pending.id, input }, beto.token)).code).toBe('NOT_FOUND');

    const soon = await confirmedOn(TUE, '10:00'); // 26 hours ahead
    await saveBookingRules(t, { cancellationCutoffHours: 48 });
    expect(errorOf(await t.gql(RESCHEDULE, { id: soon.id, input }, ana.token))).toEqual({
      code: 'BAD_USER_INPUT',
      message:
        'Ya no puedes cancelar ni cambiar esta cita en línea: faltan menos de 48 horas para que empiece. Llama a la barbería al +1 (305) 555-0142.',
    });
    expect((await mine()).map((a) => a.status)).toEqual(['CONFIRMED', 'CONFIRMED']);
  });

  it('the barber hears of it as a reschedule: the old time freed and the new request to confirm', async () => {
    const old = await confirmedOn(WED, '10:00');
    await t.app.dataSource.query(`DELETE FROM mail_outbox`);
    await t.gql(RESCHEDULE, { id: old.id, input: { cutId: short.id, date: THU, time: '11:00' } }, ana.token);
    const kinds = (await t.app.dataSource.query(`SELECT kind FROM mail_outbox`)) as { kind: string }[];
    // Issue 31: told as a reschedule (the old time with its CANCEL, the new request), no cancellation or new booking.
    expect(kinds.map((k) => k.kind).sort()).toEqual([
      'booking_rescheduled',
      'booking_rescheduled_barber',
      'booking_rescheduled_from',
      'booking_rescheduled_from_barber',
    ]);
  });

  it('Actividad has one entry: the reschedule from the old day, time and status to the new, by the client', async () => {
    const old = await confirmedOn(WED, '10:00');
    const before = (await trail()).length;
    const res = await t.gql<{ rescheduleMyAppointment: { id: string } }>(
      RESCHEDULE,
      { id: old.id, input: { cutId: hour.id, date: THU, time: '11:00' } },
      ana.token,
    );
    expect(res.errors).toBeUndefined();
    const entries = await trail();
    expect(entries).toHaveLength(before + 1);
    const [entry] = entries;
    expect(entry).toMatchObject({
      action: 'APPOINTMENT_RESCHEDULED',
      actorId: ana.id,
      actorRole: 'CLIENT',
      targetType: 'appointment',
      targetId: res.data!.rescheduleMyAppointment.id,
      appointment: { party: 'Ana', date: WED, time: '10:00' },
    });
    const changes = Object.fromEntries(
      entry.changes.map((c) => [c.field, [JSON.parse(c.before!) as unknown, JSON.parse(c.after!) as unknown]]),
    );
    expect(changes).toEqual({
      date: [WED, THU],
      time: ['10:00', '11:00'],
      status: ['confirmed', 'pending'],
      cutType: ['Corte Clásico', 'Corte y Barba'],
    });

    // Only what changed goes from → to: the same time and cut on another day is the day and the status.
    const again = await confirmedOn(WED, '15:00');
    await t.gql(RESCHEDULE, { id: again.id, input: { cutId: short.id, date: THU, time: '15:00' } }, ana.token);
    const [latest] = await trail();
    expect(latest.changes.map((c) => c.field).sort()).toEqual(['date', 'status']);
  });

  it('over REST: POST /api/appointments/{id}/reschedule with the booking form', async () => {
    const old = await confirmedOn(WED, '10:00');
    const res = await rest.call('POST', '/appointments/:id/reschedule', {
      token: ana.token,
      params: { id: old.id },
      body: { cutId: short.id, date: THU, time: '11:00' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Cita reprogramada: la nueva hora queda pendiente de confirmación',
      data: { status: 'pending', date: THU, time: '11:00', clientId: ana.id },
    });
    const again = await rest.call('POST', '/appointments/:id/reschedule', {
      token: ana.token,
      params: { id: old.id },
      body: { cutId: short.id, date: THU, time: '12:00' },
    });
    expect(again.status).toBe(404);
  });
});
