import { beforeAll, describe, expect, it } from 'vitest';
import { AppointmentChangeKind } from '../../server/src/features/appointments/appointment-change';
import { Topic } from '../../server/src/events/pubsub';
import { addBarberAccount, assignTo, ownerBarberId, type BarberAccount } from '../support/barber-account';
import { book, createCut, errorOf, manualClock, slotSequence, type CutRef } from '../support/booking';
import { restAppForFile } from '../support/rest';
import { subscribeTo } from '../support/subscriptions';

// Issue 32, point 7: a BARBER sees and acts on their own agenda only; the rest of the shop is the admin's.

const clock = manualClock('2027-04-05T12:00:00Z'); // Monday 5 April 2027, 08:00 in New York
const nextSlot = slotSequence('2027-04-06');
const { t, api } = restAppForFile({ now: clock.now });

const FIELDS = 'id status date time barberId barberName';
const LIST = `query($barberId: ID) { appointments(barberId: $barberId) { ${FIELDS} } }`;
const ONE = `query($id: ID!) { appointment(id: $id) { ${FIELDS} } }`;
const PENDING = `{ pendingAppointments { ${FIELDS} } }`;
const SET_STATUS = `mutation($id: ID!, $status: AppointmentStatus!, $reason: String) {
  setAppointmentStatus(id: $id, status: $status, rejectionReason: $reason) { ${FIELDS} }
}`;
const MOVE = `mutation($id: ID!, $input: MoveAppointmentInput!) { moveAppointment(id: $id, input: $input) { ${FIELDS} } }`;
const WALK_IN = `mutation($input: BarberAppointmentInput!) { createBarberAppointment(input: $input) { ${FIELDS} walkInName } }`;

let cut: CutRef;
let carlos: BarberAccount;
let owner: string;
let client: { id: string; token: string };

/** A client's request, put in `barberId`'s agenda. */
async function requestFor(barberId: string) {
  const booked = await book(t, client.token, { cutId: cut.id, ...nextSlot() });
  await assignTo(t, booked.id, barberId);
  return booked;
}

beforeAll(async () => {
  cut = await createCut(t);
  owner = await ownerBarberId(t);
  carlos = await addBarberAccount(t, { name: 'Carlos Ruiz' });
  client = await t.signUp({ name: 'Lucía Gómez' });
});

describe('a barber signs in as a barber', () => {
  it('is BARBER in GraphQL and barber in REST', async () => {
    const res = await t.gql<{ login: { user: { role: string; name: string } } }>(
      'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { user { role name } } }',
      { email: carlos.email, password: carlos.password },
    );
    expect(res.data?.login.user).toEqual({ role: 'BARBER', name: 'Carlos Ruiz' });
    const rest = await api.call('POST', '/auth/login', { body: { email: carlos.email, password: carlos.password } });
    expect(rest.status).toBe(200);
    expect(rest.body.data.user.role).toBe('barber');
  });
});

describe('their own agenda', () => {
  it('lists only their appointments, whichever barber they ask for', async () => {
    const mine = await requestFor(carlos.id);
    const theirs = await requestFor(owner);
    for (const barberId of [null, owner, carlos.id]) {
      const res = await t.gql(LIST, { barberId }, carlos.token);
      const ids = (res.data?.appointments as { id: string; barberId: string }[]).map((a) => a.id);
      expect(ids).toContain(mine.id);
      expect(ids).not.toContain(theirs.id);
    }
    const pending = (await t.gql(PENDING, {}, carlos.token)).data?.pendingAppointments as { id: string }[];
    expect(pending.map((a) => a.id)).toEqual(expect.arrayContaining([mine.id]));
    expect(pending.map((a) => a.id)).not.toContain(theirs.id);
    // The admin still sees both.
    const all = (await t.gql(LIST, {}, await t.adminToken())).data?.appointments as { id: string }[];
    expect(all.map((a) => a.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
  });

  it('answers their own in REST GET /appointments/all', async () => {
    const mine = await requestFor(carlos.id);
    const theirs = await requestFor(owner);
    const res = await api.call('GET', '/appointments/all', { token: carlos.token, query: { barberId: owner } });
    expect(res.status).toBe(200);
    const ids = (res.body.data as { id: string }[]).map((a) => a.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
  });

  it("reads one of theirs, and another barber's is not found", async () => {
    const mine = await requestFor(carlos.id);
    const theirs = await requestFor(owner);
    expect((await t.gql(ONE, { id: mine.id }, carlos.token)).data?.appointment).toMatchObject({
      id: mine.id,
      barberName: 'Carlos Ruiz',
    });
    expect(errorOf(await t.gql(ONE, { id: theirs.id }, carlos.token)).code).toBe('NOT_FOUND');
    const rest = await api.call('GET', '/appointments/pending', { token: carlos.token });
    expect((rest.body.data as { id: string }[]).map((a) => a.id)).not.toContain(theirs.id);
  });

  it('confirms, rejects and moves their own', async () => {
    const toConfirm = await requestFor(carlos.id);
    const confirmed = await t.gql(SET_STATUS, { id: toConfirm.id, status: 'CONFIRMED' }, carlos.token);
    expect(confirmed.data?.setAppointmentStatus).toMatchObject({ status: 'CONFIRMED', barberId: carlos.id });

    const toReject = await requestFor(carlos.id);
    const rejected = await api.call('PUT', '/appointments/:id', {
      token: carlos.token,
      params: { id: toReject.id },
      body: { status: 'cancelled', rejectionReason: 'Estoy de curso ese día' },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.status).toBe('cancelled');

    const slot = nextSlot();
    const moved = await t.gql(MOVE, { id: toConfirm.id, input: slot }, carlos.token);
    expect(moved.data?.moveAppointment).toMatchObject({ ...slot, barberId: carlos.id });
  });

  it('completes one of theirs on its day and takes it back within the undo window', async () => {
    const booked = await requestFor(carlos.id);
    await t.gql(SET_STATUS, { id: booked.id, status: 'CONFIRMED' }, carlos.token);
    await t.at(new Date(booked.startsAt), async () => {
      const done = await t.gql(SET_STATUS, { id: booked.id, status: 'COMPLETED' }, carlos.token);
      expect(done.data?.setAppointmentStatus.status).toBe('COMPLETED');
      const undone = await t.gql(
        'mutation($id: ID!) { undoAppointmentStatus(id: $id) { id status } }',
        { id: booked.id },
        carlos.token,
      );
      expect(undone.data?.undoAppointmentStatus.status).toBe('CONFIRMED');
    });
  });

  it('books a walk-in into their own agenda, confirmed, and never into another barber’s', async () => {
    const slot = nextSlot();
    const input = { cutId: cut.id, ...slot, walkInName: 'Pedro Sin Cuenta' };
    const booked = await t.gql(WALK_IN, { input }, carlos.token);
    expect(booked.data?.createBarberAppointment).toMatchObject({
      status: 'CONFIRMED',
      barberId: carlos.id,
      barberName: 'Carlos Ruiz',
    });
    const elsewhere = await t.gql(WALK_IN, { input: { ...input, ...nextSlot(), barberId: owner } }, carlos.token);
    expect(errorOf(elsewhere).code).toBe('FORBIDDEN');
  });

  it('offers their own free times: another barber’s appointment does not take them', async () => {
    const theirs = await requestFor(owner);
    const slots = await t.gql<{ availableSlots: string[] }>(
      'query($date: String!, $cutId: ID!) { availableSlots(date: $date, cutId: $cutId) }',
      { date: theirs.date, cutId: cut.id },
      carlos.token,
    );
    expect(slots.data?.availableSlots).toContain(theirs.time);
  });

  it('picks a client by their contact details, without their figures', async () => {
    const contacts = await t.gql('{ clients(search: "Lucía") { id name email phone } }', {}, carlos.token);
    expect(contacts.data?.clients).toEqual([expect.objectContaining({ id: client.id, name: 'Lucía Gómez' })]);
    const rest = await api.call('GET', '/auth/clients', { token: carlos.token, query: { search: 'Lucía' } });
    expect(rest.status).toBe(200);
    expect(rest.body.data.clients).toEqual([
      { id: client.id, _id: client.id, name: 'Lucía Gómez', email: expect.any(String), phone: null, isVerified: false },
    ]);
    const figures = await t.gql('{ clients { id totalSpent } }', {}, carlos.token);
    expect(errorOf(figures)).toEqual({ code: 'FORBIDDEN', message: 'Acceso denegado' });
  });
});

describe("another barber's agenda and the shop's business are refused", () => {
  it("refuses (403) changing the status of another barber's appointment, or moving it", async () => {
    const theirs = await requestFor(owner);
    const status = await t.gql(SET_STATUS, { id: theirs.id, status: 'CONFIRMED' }, carlos.token);
    expect(errorOf(status)).toEqual({
      code: 'FORBIDDEN',
      message: 'Solo puedes gestionar las citas de tu propia agenda',
    });
    const move = await t.gql(MOVE, { id: theirs.id, input: nextSlot() }, carlos.token);
    expect(errorOf(move).code).toBe('FORBIDDEN');
    const rest = await api.call('PUT', '/appointments/:id', {
      token: carlos.token,
      params: { id: theirs.id },
      body: { status: 'confirmed' },
    });
    expect(rest.status).toBe(403);
    // Nothing changed.
    const now = await t.gql(ONE, { id: theirs.id }, await t.adminToken());
    expect(now.data?.appointment.status).toBe('PENDING');
  });

  it('refuses (403) moving one of theirs into another barber’s agenda', async () => {
    const mine = await requestFor(carlos.id);
    const res = await t.gql(MOVE, { id: mine.id, input: { ...nextSlot(), barberId: owner } }, carlos.token);
    expect(errorOf(res).code).toBe('FORBIDDEN');
  });

  it('refuses (403) the shop settings, the activity log, exports, cuts, clients and deleting appointments', async () => {
    const mine = await requestFor(carlos.id);
    const refused: [string, Record<string, unknown>][] = [
      ['{ businessConfig { businessName } }', {}],
      ['mutation { addClosedDate(input: { startDate: "2027-04-20", note: "Cerrado" }) { id } }', {}],
      ['{ auditLog { id } }', {}],
      ['{ appointmentsCsv(from: "2027-04-01", to: "2027-04-30") }', {}],
      ['{ clientsCsv }', {}],
      ['{ mailSettings { reminderHoursBefore } }', {}],
      [
        'mutation($input: CutInput!) { createCut(input: $input) { id } }',
        { input: { name: 'Corte del barbero', description: 'x', price: 10, duration: 30 } },
      ],
      ['mutation($id: ID!) { deleteCut(id: $id) }', { id: cut.id }],
      ['mutation($id: ID!) { deleteClient(id: $id) }', { id: client.id }],
      ['query($id: ID!) { clientPage(id: $id) { client { id } } }', { id: client.id }],
      ['mutation($id: ID!) { deleteAppointment(id: $id) }', { id: mine.id }],
    ];
    for (const [query, variables] of refused) {
      const res = await t.gql(query, variables, carlos.token);
      expect(errorOf(res), query).toEqual({ code: 'FORBIDDEN', message: 'Acceso denegado' });
    }
    for (const [method, route] of [
      ['GET', '/config'],
      ['GET', '/audit-log'],
      ['GET', '/appointments/export.csv'],
      ['DELETE', '/appointments/:id'],
    ] as const) {
      const res = await api.call(method, route, { token: carlos.token, params: { id: mine.id } });
      expect(res.status, `${method} ${route}`).toBe(403);
      expect(res.body).toEqual({ success: false, message: 'Acceso denegado' });
    }
  });
});

describe('the activity log names the barber', () => {
  it('records what the barber did under their name and role', async () => {
    const mine = await requestFor(carlos.id);
    await t.gql(SET_STATUS, { id: mine.id, status: 'CONFIRMED' }, carlos.token);
    const log = await t.gql(
      '{ auditLog(action: APPOINTMENT_CONFIRMED) { action actorName actorRole targetId } }',
      {},
      await t.adminToken(),
    );
    expect(log.data?.auditLog).toContainEqual({
      action: 'APPOINTMENT_CONFIRMED',
      actorName: 'Carlos Ruiz',
      actorRole: 'BARBER',
      targetId: mine.id,
    });
  });
});

describe('live changes', () => {
  it('sends a barber the changes of their own agenda only; the admin hears them all', async () => {
    const barberLive = subscribeTo(t, carlos.token);
    const adminLive = subscribeTo(t, await t.adminToken());
    try {
      await barberLive.ready(null, carlos.id);
      await adminLive.ready(null);
      const theirs = await requestFor(owner);
      const mine = await requestFor(carlos.id);
      // The other barber's agenda changes: the admin hears it, the barber does not.
      await t.gql(SET_STATUS, { id: theirs.id, status: 'CONFIRMED' }, await t.adminToken());
      await adminLive.waitForChange(theirs.id, 'STATUS_CHANGED');
      // Their own does.
      await t.gql(SET_STATUS, { id: mine.id, status: 'CONFIRMED' }, await t.adminToken());
      await barberLive.waitForChange(mine.id, 'STATUS_CHANGED');
      const walkIn = await t.gql(
        WALK_IN,
        { input: { cutId: cut.id, ...nextSlot(), walkInName: 'Ana Mostrador' } },
        carlos.token,
      );
      const walkInId = walkIn.data?.createBarberAppointment.id as string;
      await barberLive.waitForChange(walkInId, 'CREATED');
      // A reassignment away from them reaches the agenda it leaves.
      t.app.services.pubSub.publish(Topic.AppointmentChanged, {
        kind: AppointmentChangeKind.UPDATED,
        appointmentId: walkInId,
        clientId: null,
        barberId: owner,
        previousBarberId: carlos.id,
      });
      await barberLive.waitForChange(walkInId, 'UPDATED');
      expect(barberLive.events().map((d) => d.data?.appointmentChanged.appointmentId)).not.toContain(theirs.id);
    } finally {
      await barberLive.close();
      await adminLive.close();
    }
  });
});

describe('their own week: hours, breaks and days off (issue 32)', () => {
  const WEEK = `query($barberId: ID!) { barberWeek(barberId: $barberId) { followsShop hours { weekday open close } breaks { weekday start end } } }`;
  const SET_HOURS = `mutation($barberId: ID!, $hours: [OpeningHoursInput!]) {
    setBarberHours(barberId: $barberId, hours: $hours) { followsShop hours { weekday open close } }
  }`;
  const SET_BREAKS = `mutation($barberId: ID!, $breaks: [BookingBreakInput!]!) {
    setBarberBreaks(barberId: $barberId, breaks: $breaks) { breaks { weekday start end } }
  }`;
  const ADD_OFF = `mutation($barberId: ID!, $input: BarberTimeOffInput!) {
    addBarberTimeOff(barberId: $barberId, input: $input) { id startDate endDate note }
  }`;
  const REMOVE_OFF = `mutation($barberId: ID!, $id: ID!) { removeBarberTimeOff(barberId: $barberId, timeOffId: $id) }`;
  // Monday to Saturday 10:00–18:00, Sunday 10:00–14:00.
  const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    open: '10:00',
    close: weekday === 7 ? '14:00' : '18:00',
  }));

  it('reads and sets their own hours, breaks and days off over GraphQL, and not another barber’s', async () => {
    const set = await t.gql(SET_HOURS, { barberId: carlos.id, hours }, carlos.token);
    expect(set.errors).toBeUndefined();
    expect(set.data?.setBarberHours).toEqual({ followsShop: false, hours });
    const breaks = await t.gql(
      SET_BREAKS,
      { barberId: carlos.id, breaks: [{ weekday: 2, start: '13:00', end: '14:00' }] },
      carlos.token,
    );
    expect(breaks.data?.setBarberBreaks.breaks).toEqual([{ weekday: 2, start: '13:00', end: '14:00' }]);
    const week = await t.gql(WEEK, { barberId: carlos.id }, carlos.token);
    expect(week.data?.barberWeek).toEqual({
      followsShop: false,
      hours,
      breaks: [{ weekday: 2, start: '13:00', end: '14:00' }],
    });
    const off = await t.gql(
      ADD_OFF,
      { barberId: carlos.id, input: { startDate: '2027-04-20', note: 'Curso' } },
      carlos.token,
    );
    expect(off.data?.addBarberTimeOff).toMatchObject({ startDate: '2027-04-20', endDate: '2027-04-20', note: 'Curso' });
    const offId = off.data?.addBarberTimeOff.id as string;
    const removed = await t.gql(REMOVE_OFF, { barberId: carlos.id, id: offId }, carlos.token);
    expect(removed.data?.removeBarberTimeOff).toBe(offId);

    // The owner's week is not theirs: every call answers FORBIDDEN and nothing changes.
    const calls: [string, Record<string, unknown>][] = [
      [WEEK, { barberId: owner }],
      [SET_HOURS, { barberId: owner, hours }],
      [SET_BREAKS, { barberId: owner, breaks: [] }],
      [ADD_OFF, { barberId: owner, input: { startDate: '2027-04-20' } }],
      [REMOVE_OFF, { barberId: owner, id: offId }],
    ];
    for (const [query, variables] of calls) {
      expect(errorOf(await t.gql(query, variables, carlos.token)).code).toBe('FORBIDDEN');
    }
    const ownerWeek = await t.gql(WEEK, { barberId: owner }, await t.adminToken());
    expect(ownerWeek.data?.barberWeek.followsShop).toBe(true);
  });

  it('does the same over REST: 200/201 on their own, 403 on another barber’s', async () => {
    const token = carlos.token;
    const put = await api.call('PUT', '/barbers/:id/hours', { params: { id: carlos.id }, token, body: { hours } });
    expect(put.status).toBe(200);
    expect(put.body.data.hours).toEqual(hours);
    const got = await api.call('GET', '/barbers/:id/hours', { params: { id: carlos.id }, token });
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual({ followsShop: false, hours });
    const breaks = await api.call('PUT', '/barbers/:id/breaks', {
      params: { id: carlos.id },
      token,
      body: { breaks: [{ weekday: 3, start: '12:00', end: '12:30' }] },
    });
    expect(breaks.status).toBe(200);
    const gotBreaks = await api.call('GET', '/barbers/:id/breaks', { params: { id: carlos.id }, token });
    expect(gotBreaks.body.data.breaks).toEqual([{ weekday: 3, start: '12:00', end: '12:30' }]);
    const added = await api.call('POST', '/barbers/:id/time-off', {
      params: { id: carlos.id },
      token,
      body: { startDate: '2027-04-21', note: 'Curso' },
    });
    expect(added.status).toBe(201);
    const list = await api.call('GET', '/barbers/:id/time-off', { params: { id: carlos.id }, token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((o: { note: string }) => o.note)).toContain('Curso');
    const removed = await api.call('DELETE', '/barbers/:id/time-off/:timeOffId', {
      params: { id: carlos.id, timeOffId: added.body.data.id },
      token,
    });
    expect(removed.status).toBe(200);

    const refused = await Promise.all([
      api.call('GET', '/barbers/:id/hours', { params: { id: owner }, token }),
      api.call('PUT', '/barbers/:id/hours', { params: { id: owner }, token, body: { hours } }),
      api.call('GET', '/barbers/:id/breaks', { params: { id: owner }, token }),
      api.call('PUT', '/barbers/:id/breaks', { params: { id: owner }, token, body: { breaks: [] } }),
      api.call('GET', '/barbers/:id/time-off', { params: { id: owner }, token }),
      api.call('POST', '/barbers/:id/time-off', { params: { id: owner }, token, body: { startDate: '2027-04-21' } }),
      api.call('DELETE', '/barbers/:id/time-off/:timeOffId', {
        params: { id: owner, timeOffId: added.body.data.id },
        token,
      }),
    ]);
    expect(refused.map((res) => res.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect(refused[1].body.success).toBe(false);
  });
});
