import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  book,
  consecutiveDates,
  CREATE,
  DELETE_MINE,
  errorOf,
  manualClock,
  setStatus,
  SET_STATUS,
  SLOTS,
  UPDATE,
  twoCutsTwoClients,
  type CutRef,
} from '../support/booking';
import { BOOKING_RULES_FIELDS, saveBookingRules, saveElClasico, week } from '../support/business';
import { restClient, type RestClient } from '../support/rest';
import { startTestApp, testAppForFile } from '../support/test-app';

// Monday 5 April 2027, 08:00 in New York (EDT, UTC-4): the shop's "now" for this file.
const MONDAY_8AM = '2027-04-05T12:00:00Z';
const [MON, TUE, WED, THU, FRI, SAT] = consecutiveDates('2027-04-05', 6);
const MON2 = '2027-04-12';

const clock = manualClock(MONDAY_8AM);
const t = testAppForFile({ now: clock.now });
let rest: RestClient;
let admin: string;
let short: CutRef;
let hour: CutRef;
let ana: { token: string; id: string };
let beto: { token: string; id: string };

const HOURS = (overrides: Record<number, { open: string | null; close: string | null }>) =>
  week(
    (weekday) =>
      overrides[weekday] ?? (weekday === 7 ? { open: null, close: null } : { open: '08:00', close: '18:00' }),
  );

const saveHours = (overrides: Record<number, { open: string | null; close: string | null }>) =>
  saveElClasico(t, { openingHours: HOURS(overrides) });

const slots = async (date: string, cut = short, token = ana.token) => {
  const res = await t.gql<{ availableSlots: string[] }>(SLOTS, { date, cutId: cut.id }, token);
  expect(res.errors).toBeUndefined();
  return res.data!.availableSlots;
};

const attempt = (date: string, time: string, cut = short, token = ana.token) =>
  t.gql(CREATE, { input: { cutId: cut.id, date, time } }, token);

const refused = (message: string) => ({ code: 'BAD_USER_INPUT', message });

beforeAll(async () => {
  rest = await restClient(t);
  admin = await t.adminToken();
  ({ short, hour, ana, beto } = await twoCutsTwoClients(t));
});

beforeEach(async () => {
  clock.set(MONDAY_8AM);
  await t.app.dataSource.query(`DELETE FROM appointments`);
  await t.app.dataSource.query(`DELETE FROM closed_dates`);
  await saveBookingRules(t, {});
  await saveHours({});
});

describe('the rules themselves', () => {
  it('defaults to today’s behaviour and can be read by anyone, over GraphQL and REST', async () => {
    const fresh = await startTestApp();
    try {
      const res = await fresh.gql(`{ bookingRules { ${BOOKING_RULES_FIELDS} } }`);
      expect(res).toEqual({
        data: {
          bookingRules: {
            bufferMinutes: 0,
            minNoticeHours: 0,
            horizonDays: 60,
            cancellationCutoffHours: 0,
            breaks: [],
          },
        },
      });
    } finally {
      await fresh.close();
    }
    const read = await rest.call('GET', '/config/booking-rules');
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ horizonDays: 60, bufferMinutes: 0 });
  });

  it('only the admin saves them; REST PUT saves and answers in Spanish', async () => {
    const body = { bufferMinutes: 10, minNoticeHours: 2, horizonDays: 30, cancellationCutoffHours: 12, breaks: [] };
    const denied = await rest.call('PUT', '/config/booking-rules', { token: ana.token, body });
    expect(denied.status).toBe(403);
    const saved = await rest.call('PUT', '/config/booking-rules', { token: admin, body });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      success: true,
      message: 'Reglas de reserva actualizadas exitosamente',
      // A body without the live-bookings limits (issue 29) or the step (issue 31) keeps the ones saved (this
      // file's harness: 50, 50 and SPEC's 30).
      data: { ...body, maxLiveBookingsPerClient: 50, maxLiveBookingsUnverified: 50, slotStepMinutes: 30, breaks: [] },
    });
  });

  it.each([
    [{ bufferMinutes: 121 }, 'El margen entre citas debe ser un número entero de 0 a 120 minutos'],
    [{ bufferMinutes: -5 }, 'El margen entre citas debe ser un número entero de 0 a 120 minutos'],
    [{ minNoticeHours: 169 }, 'La antelación mínima debe ser un número entero de 0 a 168 horas'],
    [{ horizonDays: 0 }, 'El horizonte de reserva debe ser un número entero de 1 a 365 días'],
    [{ cancellationCutoffHours: 200 }, 'El plazo de cancelación debe ser un número entero de 0 a 168 horas'],
    [{ breaks: [{ weekday: 2, start: '15:00', end: '14:00' }] }, 'El descanso debe empezar antes de terminar'],
    [
      { breaks: [{ weekday: 2, start: '14:15', end: '15:00' }] },
      'Indica el inicio y el fin del descanso, en intervalos de 30 minutos',
    ],
    [{ breaks: [{ weekday: 9, start: '14:00', end: '15:00' }] }, 'Día de la semana inválido'],
    [
      {
        breaks: [
          { weekday: 1, start: '14:00', end: '15:00' },
          { weekday: 1, start: '14:30', end: '16:00' },
        ],
      },
      'Este descanso se solapa con otro del mismo día',
    ],
    [
      {
        breaks: [
          { weekday: 3, start: '12:00', end: '16:00' },
          { weekday: 3, start: '13:00', end: '13:30' },
        ],
      },
      'Este descanso se solapa con otro del mismo día',
    ],
    [
      {
        breaks: [
          { weekday: 5, start: '13:00', end: '14:00' },
          { weekday: 5, start: '13:00', end: '14:00' },
        ],
      },
      'Este descanso se solapa con otro del mismo día',
    ],
  ])('refuses %o with "%s"', async (patch, message) => {
    const res = await t.gql(
      `mutation($input: BookingRulesInput!) { updateBookingRules(input: $input) { bufferMinutes } }`,
      {
        input: {
          bufferMinutes: 0,
          minNoticeHours: 0,
          horizonDays: 60,
          cancellationCutoffHours: 0,
          breaks: [],
          ...patch,
        },
      },
      admin,
    );
    expect(errorOf(res)).toEqual(refused(message));
  });
});

describe('breaks on the same day', () => {
  it('may touch, and may repeat on other days; the saved rules are read back as sent', async () => {
    const breaks = [
      { weekday: 2, start: '13:00', end: '14:00' },
      { weekday: 2, start: '14:00', end: '14:30' },
      { weekday: 4, start: '13:00', end: '14:00' },
    ];
    const input = { bufferMinutes: 0, minNoticeHours: 0, horizonDays: 60, cancellationCutoffHours: 0, breaks };
    const res = await t.gql(
      `mutation($input: BookingRulesInput!) { updateBookingRules(input: $input) { breaks { weekday start end } } }`,
      { input },
      admin,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateBookingRules.breaks).toEqual(breaks);
    await t.gql(
      `mutation($input: BookingRulesInput!) { updateBookingRules(input: $input) { bufferMinutes } }`,
      { input: { ...input, breaks: [] } },
      admin,
    );
  });
});

describe('slots follow the opening hours', () => {
  it('Saturday 09:00–14:00: the list and the server agree', async () => {
    await saveHours({ 6: { open: '09:00', close: '14:00' } });
    const offered = await slots(SAT);
    expect(offered[0]).toBe('09:00');
    expect(offered.at(-1)).toBe('13:30');
    expect(offered).toHaveLength(10);
    expect(await slots(SAT, hour)).not.toContain('13:30');
    expect(errorOf(await attempt(SAT, '08:30'))).toEqual(
      refused('El servicio debe empezar y terminar dentro del horario de atención de ese día'),
    );
    expect(errorOf(await attempt(SAT, '13:30', hour))).toEqual(
      refused('El servicio debe empezar y terminar dentro del horario de atención de ese día'),
    );
    expect((await book(t, ana.token, { cutId: short.id, date: SAT, time: '13:30' })).status).toBe('PENDING');
  });

  it('new hours that leave booked appointments out list them for the barber, and only for him', async () => {
    const OUTSIDE = `{ businessConfig { appointmentsOutsideHours { id date time status } } }`;
    const saturday = await book(t, ana.token, { cutId: short.id, date: SAT, time: '10:00' });
    const lateFriday = await book(t, beto.token, { cutId: hour.id, date: FRI, time: '16:30' });
    await setStatus(t, lateFriday.id, 'CONFIRMED');
    const morning = await book(t, beto.token, { cutId: short.id, date: FRI, time: '09:00' });
    const rejected = await book(t, ana.token, { cutId: short.id, date: SAT, time: '11:00' });
    await setStatus(t, rejected.id, 'CANCELLED', 'No puedo');
    const listed = async () =>
      (await t.gql<{ businessConfig: { appointmentsOutsideHours: { id: string }[] } }>(OUTSIDE, {}, admin)).data!
        .businessConfig.appointmentsOutsideHours;
    expect(await listed()).toEqual([]);

    // Saturdays closed, Fridays until 17:00: the hour-long 16:30 no longer fits; 09:00 does; a rejected one is not live.
    await saveHours({ 5: { open: '08:00', close: '17:00' }, 6: { open: null, close: null } });
    expect(await listed()).toEqual([
      expect.objectContaining({ id: lateFriday.id, date: FRI, time: '16:30', status: 'CONFIRMED' }),
      expect.objectContaining({ id: saturday.id, date: SAT, time: '10:00', status: 'PENDING' }),
    ]);
    expect((await listed()).map((a) => a.id)).not.toContain(morning.id);
    expect(errorOf(await t.gql(OUTSIDE, {}, ana.token)).code).toBe('FORBIDDEN');
  });

  it('hours beyond 08:00–18:00 offer those times too (Thursday 07:00–20:30)', async () => {
    await saveHours({ 4: { open: '07:00', close: '20:30' } });
    const offered = await slots(THU);
    expect(offered[0]).toBe('07:00');
    expect(offered.at(-1)).toBe('20:00');
    expect((await book(t, ana.token, { cutId: short.id, date: THU, time: '07:00' })).time).toBe('07:00');
    expect((await book(t, ana.token, { cutId: short.id, date: THU, time: '20:00' })).time).toBe('20:00');
  });
});

describe('closed dates', () => {
  const ADD = `mutation($input: ClosedDateInput!) { addClosedDate(input: $input) { id startDate endDate note appointments { id date time status } } }`;

  it('refuses bookings inside a closure, lists the appointments already there, and drops none', async () => {
    const pending = await book(t, ana.token, { cutId: short.id, date: WED, time: '10:00' });
    const confirmed = await book(t, beto.token, { cutId: short.id, date: THU, time: '11:00' });
    await setStatus(t, confirmed.id, 'CONFIRMED');
    const outside = await book(t, beto.token, { cutId: short.id, date: FRI, time: '11:00' });

    const res = await t.gql(ADD, { input: { startDate: WED, endDate: THU, note: 'Vacaciones' } }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data!.addClosedDate).toMatchObject({ startDate: WED, endDate: THU, note: 'Vacaciones' });
    expect(res.data!.addClosedDate.appointments).toEqual([
      { id: pending.id, date: WED, time: '10:00', status: 'PENDING' },
      { id: confirmed.id, date: THU, time: '11:00', status: 'CONFIRMED' },
    ]);
    const left = await t.app.dataSource.query(`SELECT id FROM appointments ORDER BY date`);
    expect(left.map((r: { id: string }) => r.id)).toEqual([pending.id, confirmed.id, outside.id]);

    expect(errorOf(await attempt(WED, '15:00'))).toEqual(refused('La barbería está cerrada ese día (Vacaciones)'));
    expect(errorOf(await attempt(THU, '15:00'))).toEqual(refused('La barbería está cerrada ese día (Vacaciones)'));
    expect(await slots(WED)).toEqual([]);
    expect((await slots(FRI)).length).toBeGreaterThan(0);
    expect((await book(t, ana.token, { cutId: short.id, date: FRI, time: '15:00' })).status).toBe('PENDING');

    // Anyone sees the closure; only the admin sees whose appointments are inside.
    const publicView = await t.gql(`{ closedDates { startDate endDate note } }`);
    expect(publicView.data!.closedDates).toEqual([{ startDate: WED, endDate: THU, note: 'Vacaciones' }]);
    const peek = await t.gql(`{ closedDates { appointments { id } } }`, {}, ana.token);
    expect(peek.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const removed = await t.gql(
      `mutation($id: ID!) { deleteClosedDate(id: $id) }`,
      { id: res.data!.addClosedDate.id },
      admin,
    );
    expect(removed.errors).toBeUndefined();
    expect((await book(t, ana.token, { cutId: short.id, date: WED, time: '15:00' })).status).toBe('PENDING');
  });

  it('a request left on a day closed since is not confirmed; rejecting it still works, and reopening allows confirming', async () => {
    const left = await book(t, ana.token, { cutId: short.id, date: THU, time: '10:00' });
    const other = await book(t, beto.token, { cutId: short.id, date: THU, time: '11:00' });
    const added = await t.gql<{ addClosedDate: { id: string } }>(
      ADD,
      { input: { startDate: THU, note: 'Formación' } },
      admin,
    );
    const confirm = (id: string) => t.gql(SET_STATUS, { id, status: 'CONFIRMED' }, admin);
    expect(errorOf(await confirm(left.id))).toEqual(
      refused('La barbería está cerrada ese día (Formación): rechaza la cita o quita el cierre antes de confirmarla'),
    );
    expect((await setStatus(t, other.id, 'CANCELLED', 'Cerramos ese día')).status).toBe('CANCELLED');
    await t.gql(`mutation($id: ID!) { deleteClosedDate(id: $id) }`, { id: added.data!.addClosedDate.id }, admin);
    expect((await confirm(left.id)).errors).toBeUndefined();
  });

  it('a single day without a note says so plainly', async () => {
    await t.gql(ADD, { input: { startDate: TUE } }, admin);
    expect(errorOf(await attempt(TUE, '10:00'))).toEqual(refused('La barbería está cerrada ese día'));
  });

  it.each([
    [{ startDate: '' }, 'La fecha de inicio es requerida'],
    [{ startDate: '2027-02-30' }, 'La fecha no es válida'],
    [{ startDate: THU, endDate: WED }, 'La fecha final no puede ser anterior a la inicial'],
    [{ startDate: '2027-03-01', endDate: '2027-03-02' }, 'El cierre no puede terminar antes de hoy'],
    [{ startDate: THU, note: 'x'.repeat(101) }, 'La nota no puede superar 100 caracteres'],
  ])('refuses the closure %o with "%s"', async (input, message) => {
    expect(errorOf(await t.gql(ADD, { input }, admin))).toEqual(refused(message));
  });

  it('REST: the admin adds (201, with the appointments inside), everyone lists, the admin removes', async () => {
    const inside = await book(t, ana.token, { cutId: short.id, date: FRI, time: '09:00' });
    const added = await rest.call('POST', '/config/closed-dates', {
      token: admin,
      body: { startDate: FRI, note: 'Feriado' },
    });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('Cierre agregado exitosamente');
    expect(added.body.data).toMatchObject({ startDate: FRI, endDate: FRI, note: 'Feriado' });
    expect(added.body.data.appointments).toEqual([
      {
        id: inside.id,
        date: FRI,
        time: '09:00',
        status: 'pending',
        cutType: 'Corte Clásico',
        client: expect.objectContaining({ name: 'Ana' }),
      },
    ]);
    const listed = await rest.call('GET', '/config/closed-dates');
    expect(listed.body.data).toEqual([{ id: added.body.data.id, startDate: FRI, endDate: FRI, note: 'Feriado' }]);
    const asClient = await rest.call('POST', '/config/closed-dates', { token: ana.token, body: { startDate: FRI } });
    expect(asClient.status).toBe(403);
    const bad = await rest.call('POST', '/config/closed-dates', {
      token: admin,
      body: { startDate: FRI, endDate: THU },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('La fecha final no puede ser anterior a la inicial');
    const gone = await rest.call('DELETE', '/config/closed-dates/:id', {
      token: admin,
      params: { id: added.body.data.id },
    });
    expect(gone.status).toBe(200);
    const again = await rest.call('DELETE', '/config/closed-dates/:id', {
      token: admin,
      params: { id: added.body.data.id },
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Cierre no encontrado');
  });
});

describe('overlapping closures', () => {
  const ADD = `mutation($input: ClosedDateInput!) { addClosedDate(input: $input) { id startDate endDate } }`;
  const OVERLAP = { code: 'CONFLICT', message: 'Ya hay un cierre en esas fechas: quítalo o elige otras' };

  it('a closure over days already closed is refused (409 in REST); the days next to it are fine', async () => {
    const first = await t.gql(ADD, { input: { startDate: '2027-05-03', endDate: '2027-05-05' } }, admin);
    expect(first.errors).toBeUndefined();
    expect(errorOf(await t.gql(ADD, { input: { startDate: '2027-05-04' } }, admin))).toEqual(OVERLAP);
    const spanning = { startDate: '2027-05-01', endDate: '2027-05-10' };
    expect(errorOf(await t.gql(ADD, { input: spanning }, admin))).toEqual(OVERLAP);
    const viaRest = await rest.call('POST', '/config/closed-dates', {
      token: admin,
      body: { startDate: '2027-05-05' },
    });
    expect(viaRest.status).toBe(409);
    expect(viaRest.body.message).toBe(OVERLAP.message);

    const next = await t.gql(ADD, { input: { startDate: '2027-05-06' } }, admin);
    expect(next.data!.addClosedDate).toMatchObject({ startDate: '2027-05-06', endDate: '2027-05-06' });
    const listed = (await rest.call('GET', '/config/closed-dates')).body.data as { startDate: string }[];
    expect(listed.filter((c) => c.startDate.startsWith('2027-05')).map((c) => c.startDate)).toEqual([
      '2027-05-03',
      '2027-05-06',
    ]);
  });
});

describe('breaks', () => {
  it('no appointment overlaps Tuesday’s 14:00–15:00 lunch; touching it is fine', async () => {
    await saveBookingRules(t, { breaks: [{ weekday: 2, start: '14:00', end: '15:00' }] });
    const offered = await slots(TUE);
    expect(offered).toContain('13:30');
    expect(offered).not.toContain('14:00');
    expect(offered).not.toContain('14:30');
    expect(offered).toContain('15:00');
    expect(await slots(TUE, hour)).not.toContain('13:30');
    const message = 'Ese horario coincide con el descanso de la barbería (14:00–15:00); elige otra hora';
    expect(errorOf(await attempt(TUE, '14:30'))).toEqual(refused(message));
    expect(errorOf(await attempt(TUE, '13:30', hour))).toEqual(refused(message));
    expect((await book(t, ana.token, { cutId: short.id, date: TUE, time: '13:30' })).status).toBe('PENDING');
    expect((await book(t, ana.token, { cutId: short.id, date: TUE, time: '15:00' })).status).toBe('PENDING');
    // Other days keep their lunch hour bookable.
    expect((await book(t, ana.token, { cutId: short.id, date: WED, time: '14:00' })).status).toBe('PENDING');
  });
});

describe('buffer after each appointment', () => {
  it('keeps 15 minutes free after each booking, in the slots and in the database constraint', async () => {
    await saveBookingRules(t, { bufferMinutes: 15 });
    await book(t, ana.token, { cutId: short.id, date: WED, time: '10:00' });
    const offered = await slots(WED, short, beto.token);
    expect(offered).not.toContain('09:30'); // would end 10:00 and hold the chair until 10:15
    expect(offered).not.toContain('10:30'); // 10:00's buffer runs to 10:45
    expect(offered).toContain('09:00');
    expect(offered).toContain('11:00');
    const taken = { code: 'CONFLICT', message: 'Ese horario ya no está disponible' };
    expect(errorOf(await attempt(WED, '10:30', short, beto.token))).toEqual(taken);
    expect(errorOf(await attempt(WED, '09:30', short, beto.token))).toEqual(taken);
    expect((await book(t, beto.token, { cutId: short.id, date: WED, time: '11:00' })).status).toBe('PENDING');

    const [row] = await t.app.dataSource.query(
      `SELECT ends_at, blocked_until FROM appointments WHERE date = $1 AND time = '10:00'`,
      [WED],
    );
    expect(new Date(row.blocked_until).getTime() - new Date(row.ends_at).getTime()).toBe(15 * 60_000);
    // The database itself refuses a row inside the buffer, whoever writes it.
    await expect(
      t.app.dataSource.query(
        `INSERT INTO appointments (client_id, cut_type, price, duration, date, time, starts_at, ends_at)
         VALUES ($1, 'x', 10, 10, $2, '10:35', $3, $4)`,
        [beto.id, WED, '2027-04-07T14:35:00Z', '2027-04-07T14:45:00Z'],
      ),
    ).rejects.toMatchObject({ driverError: expect.objectContaining({ code: '23P01' }) });
  });

  it('with the default 0, back-to-back bookings still fit', async () => {
    await book(t, ana.token, { cutId: short.id, date: WED, time: '10:00' });
    expect((await book(t, beto.token, { cutId: short.id, date: WED, time: '10:30' })).status).toBe('PENDING');
    expect((await book(t, beto.token, { cutId: short.id, date: WED, time: '09:30' })).status).toBe('PENDING');
  });
});

describe('minimum notice and horizon', () => {
  it('with 24 hours of notice, today is out and tomorrow from 08:00 is in', async () => {
    await saveBookingRules(t, { minNoticeHours: 24 });
    expect(await slots(MON)).toEqual([]);
    expect(errorOf(await attempt(MON, '15:00'))).toEqual(
      refused('Las citas se reservan con al menos 24 horas de antelación; elige una hora posterior'),
    );
    expect((await slots(TUE))[0]).toBe('08:00');
    expect((await book(t, ana.token, { cutId: short.id, date: TUE, time: '08:00' })).status).toBe('PENDING');
  });

  it('a pending booking that came inside the notice keeps its time when its note or cut changes', async () => {
    // Booked with no notice required; then the barber asks for 24 hours.
    const soon = await book(t, ana.token, { cutId: short.id, date: MON, time: '15:00' });
    await saveBookingRules(t, { minNoticeHours: 24 });
    const kept = await t.gql<{ updateAppointment: { time: string; note: string } }>(
      UPDATE,
      { id: soon.id, input: { cutId: hour.id, date: MON, time: '15:00', note: 'Llego en bici' } },
      ana.token,
    );
    expect(kept.errors).toBeUndefined();
    expect(kept.data!.updateAppointment).toMatchObject({ time: '15:00', note: 'Llego en bici' });
    // The edit form offers the held time (and nothing else inside the notice)...
    const offered = await t.gql<{ availableSlots: string[] }>(
      SLOTS,
      { date: MON, cutId: hour.id, appointmentId: soon.id },
      ana.token,
    );
    expect(offered.data!.availableSlots).toEqual(['15:00']);
    // ...another client's request does not make it theirs, and moving it to another time inside the notice is refused.
    const foreign = await t.gql<{ availableSlots: string[] }>(
      SLOTS,
      { date: MON, cutId: hour.id, appointmentId: soon.id },
      beto.token,
    );
    expect(foreign.data!.availableSlots).toEqual([]);
    expect(
      errorOf(await t.gql(UPDATE, { id: soon.id, input: { cutId: hour.id, date: MON, time: '16:00' } }, ana.token)),
    ).toEqual(refused('Las citas se reservan con al menos 24 horas de antelación; elige una hora posterior'));
  });

  it('with the default 0 hours, a time later today is bookable', async () => {
    expect((await book(t, ana.token, { cutId: short.id, date: MON, time: '08:30' })).status).toBe('PENDING');
  });

  it('books up to 60 days ahead by default, and up to the horizon saved', async () => {
    // Monday 5 April + 60 days = Friday 4 June; + 61 = Saturday 5 June.
    expect((await book(t, ana.token, { cutId: short.id, date: '2027-06-04', time: '10:00' })).status).toBe('PENDING');
    expect(errorOf(await attempt('2027-06-05', '10:00'))).toEqual(
      refused('Solo se puede reservar hasta 60 días por adelantado'),
    );
    expect(await slots('2027-06-05')).toEqual([]);
    await saveBookingRules(t, { horizonDays: 7 });
    expect((await book(t, ana.token, { cutId: short.id, date: MON2, time: '10:00' })).status).toBe('PENDING');
    expect(errorOf(await attempt('2027-04-13', '10:00'))).toEqual(
      refused('Solo se puede reservar hasta 7 días por adelantado'),
    );
  });
});

describe('cancellation cutoff', () => {
  const tooLate =
    'Ya no puedes cancelar ni cambiar esta cita en línea: faltan menos de 48 horas para que empiece. Llama a la barbería al +1 (305) 555-0142.';

  it('a confirmed appointment within the cutoff cannot be cancelled by the client; the message gives the phone', async () => {
    const soon = await book(t, ana.token, { cutId: short.id, date: TUE, time: '10:00' }); // 26 h ahead
    await setStatus(t, soon.id, 'CONFIRMED');
    await saveBookingRules(t, { cancellationCutoffHours: 48 });
    expect(errorOf(await t.gql(DELETE_MINE, { id: soon.id }, ana.token))).toEqual(refused(tooLate));
    const viaRest = await rest.call('DELETE', '/appointments/:id/client', {
      token: ana.token,
      params: { id: soon.id },
    });
    expect(viaRest.status).toBe(400);
    expect(viaRest.body).toEqual({ success: false, message: tooLate });
    const [still] = await t.app.dataSource.query(`SELECT status FROM appointments WHERE id = $1`, [soon.id]);
    expect(still.status).toBe('confirmed');
    // The barber can still cancel it.
    expect(
      (await t.gql(`mutation($id: ID!) { deleteAppointment(id: $id) }`, { id: soon.id }, admin)).errors,
    ).toBeUndefined();
  });

  it('allows it outside the cutoff, for pending ones, and always with the default 0', async () => {
    await saveBookingRules(t, { cancellationCutoffHours: 24 });
    const later = await book(t, ana.token, { cutId: short.id, date: TUE, time: '10:00' }); // 26 h ahead
    await setStatus(t, later.id, 'CONFIRMED');
    expect((await t.gql(DELETE_MINE, { id: later.id }, ana.token)).errors).toBeUndefined();

    const pending = await book(t, ana.token, { cutId: short.id, date: MON, time: '11:00' }); // 3 h ahead
    expect((await t.gql(DELETE_MINE, { id: pending.id }, ana.token)).errors).toBeUndefined();

    await saveBookingRules(t, {});
    const today = await book(t, ana.token, { cutId: short.id, date: MON, time: '11:00' });
    await setStatus(t, today.id, 'CONFIRMED');
    expect((await t.gql(DELETE_MINE, { id: today.id }, ana.token)).errors).toBeUndefined();
  });
});
