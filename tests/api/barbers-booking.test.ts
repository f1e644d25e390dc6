import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from '../../common/opening-hours';
import {
  addBarber,
  addTimeOff,
  BOOKED,
  CREATE_WITH,
  DAYS_OF,
  ownerBarber,
  SLOTS_OF,
  withBarber,
  type BarberRef,
} from '../support/barber-agendas';
import { createCut, errorOf, insertClients, manualClock, setStatus, type CutRef } from '../support/booking';
import { saveElClasico } from '../support/business';
import { restClient, type RestClient } from '../support/rest';
import { testAppForFile } from '../support/test-app';

// Issue 32, points 2–5: each barber's own calendar, «Cualquiera», and bookings that keep their barber.
// Monday 5 April 2027, 08:00 in New York: the shop's "now".
const clock = manualClock('2027-04-05T12:00:00Z');
const TUE = '2027-04-06';
const WED = '2027-04-07';
const THU = '2027-04-08';
const FRI = '2027-04-09';
const MON = '2027-04-12';
const NEXT_TUE = '2027-04-13';
const NEXT_WED = '2027-04-14';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const t = testAppForFile({ now: clock.now });
let rest: RestClient;
let admin: string;
let short: CutRef;
let other: CutRef;
let ana: BarberRef;
let beto: BarberRef;
let caro: BarberRef;

type Booked = { id: string; barberId: string | null; barberName: string; date: string; time: string; status: string };
type Day = { date: string; free: string[]; reason: string | null; message: string | null };

/** One new client books; the answer as GraphQL gives it. */
async function request(input: { date: string; time: string; cutId?: string; barberId?: string }) {
  const [client] = await insertClients(t, 1, 'cliente');
  return t.gql<{ createAppointment: Booked }>(CREATE_WITH, { input: { cutId: short.id, ...input } }, client.token);
}

async function booked(input: Parameters<typeof request>[0]): Promise<Booked> {
  const res = await request(input);
  expect(res.errors).toBeUndefined();
  return res.data!.createAppointment;
}

async function slots(date: string, barber?: BarberRef, cut = short): Promise<string[]> {
  const res = await t.gql<{ availableSlots: string[] }>(SLOTS_OF, { date, cutId: cut.id, barberId: barber?.id }, admin);
  expect(res.errors).toBeUndefined();
  return res.data!.availableSlots;
}

async function day(date: string, barber?: BarberRef, cut = short): Promise<Day> {
  const [client] = await insertClients(t, 1, 'tira');
  const res = await t.gql<{ availableDays: Day[] }>(
    DAYS_OF,
    { from: date, to: date, cutId: cut.id, barberId: barber?.id },
    client.token,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.availableDays[0];
}

const union = (...lists: string[][]) => [...new Set(lists.flat())].sort();

beforeAll(async () => {
  rest = await restClient(t);
  admin = await t.adminToken();
  await saveElClasico(t);
  short = await createCut(t, { name: 'Corte Clásico', duration: 30 });
  other = await createCut(t, { name: 'Afeitado', duration: 30 });
  ana = await ownerBarber(t, 'Ana');
  beto = await addBarber(t, 'Beto', { order: 1 });
  caro = await addBarber(t, 'Caro', { order: 2 });
});

beforeEach(() => clock.set('2027-04-05T12:00:00Z'));

describe('«Cualquiera»', () => {
  it('gives the free barber with fewest appointments that day, ties by display order', async () => {
    expect((await booked({ date: TUE, time: '10:00' })).barberName).toBe('Ana');
    expect((await booked({ date: TUE, time: '10:00' })).barberName).toBe('Beto');
    expect((await booked({ date: TUE, time: '11:00' })).barberName).toBe('Caro');
    // One each: the tie goes by display order again.
    expect((await booked({ date: TUE, time: '12:00' })).barberName).toBe('Ana');
    const fifth = await booked({ date: TUE, time: '12:00' });
    expect(fifth).toMatchObject({ barberId: beto.id, barberName: 'Beto' });
    // A rejected request does not weigh on the barber's day; the completed and the live ones do.
    await setStatus(t, fifth.id, 'CANCELLED', 'Sin hueco');
    expect((await booked({ date: TUE, time: '13:00' })).barberName).toBe('Beto');
  });

  it('never gives a barber who does not do the cut, or who is inactive', async () => {
    await withBarber(t, beto, { cutIds: [short.id] }, async () => {
      expect((await booked({ date: WED, time: '10:00', cutId: other.id })).barberName).toBe('Ana');
      expect((await booked({ date: WED, time: '10:00', cutId: other.id })).barberName).toBe('Caro');
      expect(errorOf(await request({ date: WED, time: '10:00', cutId: other.id }))).toEqual({
        code: 'CONFLICT',
        message: 'Ese horario ya no está disponible',
      });
      expect(errorOf(await request({ date: WED, time: '11:00', cutId: other.id, barberId: beto.id }))).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Ese barbero no hace este corte',
      });
      const refused = await t.gql(SLOTS_OF, { date: WED, cutId: other.id, barberId: beto.id }, admin);
      expect(errorOf(refused).message).toBe('Ese barbero no hace este corte');
    });
    await withBarber(t, caro, { active: false }, async () => {
      const date = '2027-04-20'; // a Tuesday nobody has booked yet
      expect((await booked({ date, time: '12:00' })).barberName).toBe('Ana');
      expect((await booked({ date, time: '12:00' })).barberName).toBe('Beto');
      expect(errorOf(await request({ date, time: '12:00' })).code).toBe('CONFLICT');
      expect(errorOf(await request({ date, time: '13:00', barberId: caro.id }))).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Ese barbero no está disponible',
      });
    });
    expect(errorOf(await request({ date: WED, time: '13:00', barberId: UNKNOWN_ID }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Barbero no encontrado',
    });
    const unknown = await t.gql(SLOTS_OF, { date: WED, cutId: short.id, barberId: UNKNOWN_ID }, admin);
    expect(errorOf(unknown)).toEqual({ code: 'NOT_FOUND', message: 'Barbero no encontrado' });
  });

  it('offers the union of every barber’s times, and every time offered can be booked', async () => {
    await booked({ date: NEXT_TUE, time: '10:00', barberId: ana.id });
    await booked({ date: NEXT_TUE, time: '10:00', barberId: beto.id });
    await booked({ date: NEXT_TUE, time: '10:00', barberId: caro.id });
    await booked({ date: NEXT_TUE, time: '11:00', barberId: ana.id });
    await addTimeOff(t, caro, NEXT_TUE, NEXT_TUE, 'Médico');
    await withBarber(t, beto, { breaks: [{ weekday: 2, start: '14:00', end: '16:00' }] }, async () => {
      const each = [await slots(NEXT_TUE, ana), await slots(NEXT_TUE, beto), await slots(NEXT_TUE, caro)];
      expect(each[2]).toEqual([]);
      const any = await slots(NEXT_TUE);
      expect(any).toEqual(union(...each));
      expect(any).not.toContain('10:00');
      expect(any).toContain('11:00'); // Beto is free
      expect(any).toContain('14:00'); // Ana is free
      expect((await day(NEXT_TUE)).free).toEqual(any);
      for (const time of any) {
        const res = await request({ date: NEXT_TUE, time });
        expect(res.errors, time).toBeUndefined();
      }
      // Each time offered was taken by whoever had it free: nobody has any left where only one was free.
      expect(await slots(NEXT_TUE, beto)).not.toContain('11:00');
    });
  });
});

describe('each barber’s week', () => {
  it('a barber on time off offers nothing that day, while the others still do', async () => {
    await addTimeOff(t, beto, THU, THU, 'Curso');
    expect(await slots(THU, beto)).toEqual([]);
    expect(await day(THU, beto)).toEqual({
      date: THU,
      free: [],
      reason: 'CLOSED',
      message: 'Ese barbero no trabaja ese día (Curso)',
    });
    expect(await slots(THU, ana)).toContain('10:00');
    expect(await slots(THU)).toEqual(union(await slots(THU, ana), await slots(THU, caro)));
    expect(errorOf(await request({ date: THU, time: '10:00', barberId: beto.id }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Ese barbero no trabaja ese día (Curso)',
    });
    expect((await booked({ date: THU, time: '10:00' })).barberName).toBe('Ana');
    expect((await booked({ date: THU, time: '10:00' })).barberName).toBe('Caro');
    expect(errorOf(await request({ date: THU, time: '10:00' })).code).toBe('CONFLICT');
  });

  it('follows a barber’s own hours (a later opening) and own breaks', async () => {
    const hours = DEFAULT_OPENING_HOURS.map((d) => (d.weekday === 5 ? { ...d, open: '11:00' } : d));
    const breaks = [{ weekday: 5, start: '15:00', end: '16:00' }];
    await withBarber(t, caro, { hours, breaks }, async () => {
      const own = await slots(FRI, caro);
      expect(own[0]).toBe('11:00');
      expect(own).not.toContain('15:00');
      expect(own).not.toContain('15:30');
      expect(own).toContain('16:00');
      expect(await slots(FRI, ana)).toContain('15:00');
      expect(errorOf(await request({ date: FRI, time: '10:00', barberId: caro.id })).code).toBe('BAD_USER_INPUT');
      expect(errorOf(await request({ date: FRI, time: '15:00', barberId: caro.id })).message).toMatch(/descanso/);
      // Before Caro opens, «Cualquiera» has two chairs.
      expect((await booked({ date: FRI, time: '09:00' })).barberName).toBe('Ana');
      expect((await booked({ date: FRI, time: '09:00' })).barberName).toBe('Beto');
      expect(errorOf(await request({ date: FRI, time: '09:00' })).code).toBe('CONFLICT');
    });
  });

  it('a barber with hours of their own is not listed when the shop’s hours leave their appointments out', async () => {
    const date = '2027-04-23'; // Friday
    const hours = DEFAULT_OPENING_HOURS.map((d) => (d.weekday === 5 ? { ...d, open: '11:00' } : d));
    await withBarber(t, caro, { hours }, async () => {
      const caros = await booked({ date, time: '16:00', barberId: caro.id });
      const anas = await booked({ date, time: '16:00', barberId: ana.id });
      const db = t.app.dataSource;
      const [{ opening_hours: before }] = await db.query(`SELECT opening_hours FROM business_config WHERE id = 1`);
      const shorter = DEFAULT_OPENING_HOURS.map((d) => (d.weekday === 5 ? { ...d, close: '12:00' } : d));
      await db.query(`UPDATE business_config SET opening_hours = $1 WHERE id = 1`, [JSON.stringify(shorter)]);
      try {
        const res = await t.gql<{ businessConfig: { appointmentsOutsideHours: { id: string }[] } }>(
          `{ businessConfig { appointmentsOutsideHours { id } } }`,
          {},
          admin,
        );
        const listed = res.data!.businessConfig.appointmentsOutsideHours.map((a) => a.id);
        expect(listed).toContain(anas.id);
        expect(listed).not.toContain(caros.id);
      } finally {
        await db.query(`UPDATE business_config SET opening_hours = $1 WHERE id = 1`, [JSON.stringify(before)]);
      }
    });
  });

  it('the shop’s closure closes every barber', async () => {
    await t.app.dataSource.query(`INSERT INTO closed_dates (start_date, end_date, note) VALUES ($1, $1, 'Feriado')`, [
      MON,
    ]);
    try {
      await addTimeOff(t, ana, MON, MON, 'Vacaciones');
      for (const barber of [ana, beto, caro, undefined]) expect(await slots(MON, barber)).toEqual([]);
      expect(await day(MON)).toMatchObject({ reason: 'CLOSED', message: 'La barbería está cerrada ese día (Feriado)' });
      expect(errorOf(await request({ date: MON, time: '10:00' })).message).toBe(
        'La barbería está cerrada ese día (Feriado)',
      );
    } finally {
      await t.app.dataSource.query(`DELETE FROM closed_dates`);
    }
  });

  it('«Cualquiera»’s day is closed only when every barber is off, and full when those working are', async () => {
    const date = '2027-04-15'; // Thursday
    await addTimeOff(t, ana, date, date, 'Vacaciones');
    await addTimeOff(t, beto, date, date, 'Curso');
    expect((await day(date)).free.length).toBeGreaterThan(0);
    await addTimeOff(t, caro, date, date, 'Boda');
    expect(await day(date)).toMatchObject({
      free: [],
      reason: 'CLOSED',
      message: 'Ese barbero no trabaja ese día (Vacaciones)',
    });
  });
});

describe('keeping the barber', () => {
  it('a client’s edit keeps the barber unless it names another', async () => {
    const [client] = await insertClients(t, 1, 'edita');
    const res = await t.gql<{ createAppointment: Booked }>(
      CREATE_WITH,
      { input: { cutId: short.id, date: NEXT_WED, time: '09:00', barberId: beto.id } },
      client.token,
    );
    const mine = res.data!.createAppointment;
    const UPDATE = `mutation($id: ID!, $input: AppointmentInput!) { updateAppointment(id: $id, input: $input) { ${BOOKED} } }`;
    const edited = await t.gql<{ updateAppointment: Booked }>(
      UPDATE,
      { id: mine.id, input: { cutId: short.id, date: NEXT_WED, time: '09:30' } },
      client.token,
    );
    expect(edited.data!.updateAppointment).toMatchObject({ time: '09:30', barberId: beto.id, barberName: 'Beto' });
    // The edit screen's times are its barber's: Beto's 09:30 is its own, so still offered to it.
    const own = await t.gql<{ availableSlots: string[] }>(
      SLOTS_OF,
      { date: NEXT_WED, cutId: short.id, appointmentId: mine.id },
      client.token,
    );
    expect(own.data!.availableSlots).toContain('09:30');
    const moved = await t.gql<{ updateAppointment: Booked }>(
      UPDATE,
      { id: mine.id, input: { cutId: short.id, date: NEXT_WED, time: '09:30', barberId: caro.id } },
      client.token,
    );
    expect(moved.data!.updateAppointment).toMatchObject({ barberId: caro.id, barberName: 'Caro' });
  });

  it('«Reprogramar» keeps the barber of the confirmed appointment', async () => {
    const [client] = await insertClients(t, 1, 'reprograma');
    const res = await t.gql<{ createAppointment: Booked }>(
      CREATE_WITH,
      { input: { cutId: short.id, date: NEXT_WED, time: '13:00', barberId: caro.id } },
      client.token,
    );
    await setStatus(t, res.data!.createAppointment.id, 'CONFIRMED');
    const again = await t.gql<{ rescheduleMyAppointment: Booked }>(
      `mutation($id: ID!, $input: AppointmentInput!) { rescheduleMyAppointment(id: $id, input: $input) { ${BOOKED} } }`,
      { id: res.data!.createAppointment.id, input: { cutId: short.id, date: NEXT_WED, time: '14:00' } },
      client.token,
    );
    expect(again.errors).toBeUndefined();
    expect(again.data!.rescheduleMyAppointment).toMatchObject({ time: '14:00', status: 'PENDING', barberName: 'Caro' });
  });

  it('«Mover» keeps the barber; another barberId reassigns it, by that barber’s calendar, and Actividad says so', async () => {
    const MOVE = `mutation($id: ID!, $input: MoveAppointmentInput!) { moveAppointment(id: $id, input: $input) { ${BOOKED} } }`;
    const appointment = await booked({ date: NEXT_WED, time: '16:00', barberId: beto.id });
    const moved = await t.gql<{ moveAppointment: Booked }>(
      MOVE,
      { id: appointment.id, input: { date: NEXT_WED, time: '16:30' } },
      admin,
    );
    expect(moved.data!.moveAppointment).toMatchObject({ time: '16:30', barberName: 'Beto' });
    await booked({ date: NEXT_WED, time: '16:30', barberId: ana.id });
    const busy = await t.gql(
      MOVE,
      { id: appointment.id, input: { date: NEXT_WED, time: '16:30', barberId: ana.id } },
      admin,
    );
    expect(errorOf(busy)).toEqual({ code: 'CONFLICT', message: 'Ese horario ya no está disponible' });
    const reassigned = await t.gql<{ moveAppointment: Booked }>(
      MOVE,
      { id: appointment.id, input: { date: NEXT_WED, time: '16:30', barberId: caro.id } },
      admin,
    );
    expect(reassigned.data!.moveAppointment).toMatchObject({ time: '16:30', barberId: caro.id, barberName: 'Caro' });
    const trail = await t.gql<{
      auditLog: { targetId: string; changes: { field: string; before: string; after: string }[] }[];
    }>(`{ auditLog(action: APPOINTMENT_REASSIGNED) { targetId changes { field before after } } }`, {}, admin);
    const entry = trail.data!.auditLog.find((e) => e.targetId === appointment.id)!;
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'barberName', before: '"Beto"', after: '"Caro"' },
        { field: 'date', before: `"${NEXT_WED}"`, after: `"${NEXT_WED}"` },
        { field: 'time', before: '"16:30"', after: '"16:30"' },
      ]),
    );
  });

  it('the barber’s own booking goes in their own agenda, or in the one named', async () => {
    const BARBER_BOOK = `mutation($input: BarberAppointmentInput!) { createBarberAppointment(input: $input) { ${BOOKED} } }`;
    const own = await t.gql<{ createBarberAppointment: Booked }>(
      BARBER_BOOK,
      { input: { cutId: short.id, date: NEXT_WED, time: '17:00', walkInName: 'Pedro' } },
      admin,
    );
    expect(own.data!.createBarberAppointment).toMatchObject({ barberId: ana.id, barberName: 'Ana' });
    const named = await t.gql<{ createBarberAppointment: Booked }>(
      BARBER_BOOK,
      { input: { cutId: short.id, date: NEXT_WED, time: '17:00', walkInName: 'Luis', barberId: beto.id } },
      admin,
    );
    expect(named.data!.createBarberAppointment).toMatchObject({ barberId: beto.id, barberName: 'Beto' });
  });
});

describe('the constraint, per barber', () => {
  it('lets two barbers hold the same time and never one barber two, even straight in SQL', async () => {
    const insert = (barber: BarberRef, time: string) => {
      const startsAt = new Date(`2027-04-16T${time}:00-04:00`);
      return t.app.dataSource.query(
        `INSERT INTO appointments (walk_in_name, cut_type, price, duration, date, time, starts_at, ends_at, blocked_until, status, barber_id)
         VALUES ('SQL', 'x', 10, 30, '2027-04-16', $1, $2, $3, $3, 'confirmed', $4)`,
        [time, startsAt, new Date(startsAt.getTime() + 30 * 60_000), barber.id],
      );
    };
    await insert(ana, '10:00');
    await insert(beto, '10:00');
    await expect(insert(ana, '10:15')).rejects.toMatchObject({ code: '23P01' });
  });
});

describe('over REST', () => {
  it('takes barberId on the free times, the bookings, the edit, the move and the list', async () => {
    const date = '2027-04-19'; // Monday
    const [client] = await insertClients(t, 1, 'rest');
    const free = await rest.call('GET', '/appointments/available-slots', {
      token: client.token,
      query: { date, cutId: short.id, barberId: caro.id },
    });
    expect(free.status).toBe(200);
    expect(free.body.data).toContain('10:00');
    const strip = await rest.call('GET', '/appointments/available-days', {
      token: client.token,
      query: { from: date, to: date, cutId: short.id, barberId: UNKNOWN_ID },
    });
    expect(strip.status).toBe(404);
    const created = await rest.call('POST', '/appointments', {
      token: client.token,
      body: { cutId: short.id, date, time: '10:00', barberId: caro.id },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ barberId: caro.id, barberName: 'Caro' });
    const edited = await rest.call('PUT', '/appointments/:id', {
      token: client.token,
      params: { id: created.body.data.id },
      body: { cutId: short.id, date, time: '10:30', barberId: beto.id },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ time: '10:30', barberName: 'Beto' });
    const moved = await rest.call('PUT', '/appointments/:id/move', {
      token: admin,
      params: { id: created.body.data.id },
      body: { date, time: '11:00', barberId: ana.id },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ time: '11:00', barberId: ana.id, barberName: 'Ana' });
    const walkIn = await rest.call('POST', '/appointments/barber', {
      token: admin,
      body: { cutId: short.id, date, time: '11:00', walkInName: 'Marta', barberId: caro.id },
    });
    expect(walkIn.status).toBe(201);
    expect(walkIn.body.data).toMatchObject({ barberName: 'Caro' });
    const caros = await rest.call('GET', '/appointments/all', {
      token: admin,
      query: { from: date, to: date, barberId: caro.id },
    });
    expect(caros.status).toBe(200);
    expect(caros.body.data.map((a: Booked) => a.barberName)).toEqual(['Caro']);
  });
});
