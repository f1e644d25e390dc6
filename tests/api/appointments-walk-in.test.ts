import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_FIELDS,
  book,
  createCut,
  errorOf,
  manualClock,
  MINE,
  setStatus,
  type CutRef,
} from '../support/booking';
import { expectFailure, expectUnchanged, restClient, type RestClient } from '../support/rest';
import { testAppForFile } from '../support/test-app';

// Monday 1 March 2027, 07:00 in New York.
const clock = manualClock('2027-03-01T12:00:00Z');
const TUE = '2027-03-02';
const SUN = '2027-03-07';
const t = testAppForFile({ now: clock.now });
let api: RestClient;
let admin: string;
let cut: CutRef;
let client: { token: string; id: string };

const CREATE_BARBER = `mutation($input: BarberAppointmentInput!) {
  createBarberAppointment(input: $input) { ${APPOINTMENT_FIELDS} walkInName walkInPhone client { id name } }
}`;

beforeAll(async () => {
  api = await restClient(t);
  admin = await t.adminToken();
  cut = await createCut(t, { name: 'Degradado', price: 18, duration: 30 });
  client = await t.signUp({ name: 'Carmen Cliente' });
});

const slot = (time: string, date = TUE) => ({ cutId: cut.id, date, time });

describe('the barber books for someone without an account', () => {
  it('creates a confirmed appointment for a name and phone, shown in the calendar like any other', async () => {
    const res = await t.gql(
      CREATE_BARBER,
      {
        input: {
          ...slot('10:00'),
          walkInName: '  José Peña ',
          walkInPhone: '305-555-0199',
          note: 'Llamó por teléfono',
        },
      },
      admin,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.createBarberAppointment).toMatchObject({
      clientId: null,
      client: null,
      walkInName: 'José Peña',
      walkInPhone: '305-555-0199',
      status: 'CONFIRMED',
      cutType: 'Degradado',
      price: 18,
      date: TUE,
      time: '10:00',
      note: 'Llamó por teléfono',
    });
    const list = await t.gql(`{ appointments(from: "${TUE}", to: "${TUE}") { id walkInName status } }`, {}, admin);
    expect(list.data!.appointments).toEqual([
      { id: res.data!.createBarberAppointment.id, walkInName: 'José Peña', status: 'CONFIRMED' },
    ]);
  });

  it('a phone is optional', async () => {
    const res = await t.gql(CREATE_BARBER, { input: { ...slot('11:00'), walkInName: 'Ana' } }, admin);
    expect(res.data!.createBarberAppointment).toMatchObject({ walkInName: 'Ana', walkInPhone: null });
  });

  it.each([
    [{}, 'Elige un cliente o escribe el nombre de quien viene sin cuenta'],
    [{ walkInName: '   ' }, 'Elige un cliente o escribe el nombre de quien viene sin cuenta'],
    [{ walkInName: 'J' }, 'El nombre debe tener al menos 2 caracteres'],
    [{ walkInName: 'x'.repeat(101) }, 'El nombre no puede superar 100 caracteres'],
    [{ walkInName: 'José', walkInPhone: 'llámame' }, 'Formato de teléfono inválido'],
  ])('refuses %j: "%s"', async (who, message) => {
    const res = await expectUnchanged(t, () => t.gql(CREATE_BARBER, { input: { ...slot('12:00'), ...who } }, admin));
    expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message });
  });

  it('refuses a booking for both a client and a name', async () => {
    const res = await t.gql(
      CREATE_BARBER,
      { input: { ...slot('12:00'), clientId: client.id, walkInName: 'José' } },
      admin,
    );
    expect(errorOf(res)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'La cita es para un cliente registrado o para alguien sin cuenta, no para ambos',
    });
  });
});

describe('the barber books for a registered client', () => {
  it('creates it confirmed and the client sees it among their appointments', async () => {
    const res = await t.gql(CREATE_BARBER, { input: { ...slot('13:00'), clientId: client.id } }, admin);
    expect(res.errors).toBeUndefined();
    const created = res.data!.createBarberAppointment;
    expect(created).toMatchObject({
      clientId: client.id,
      client: { id: client.id },
      walkInName: null,
      status: 'CONFIRMED',
    });
    const mine = (await t.gql(MINE, {}, client.token)).data!.myAppointments as { id: string }[];
    expect(mine.map((a) => a.id)).toContain(created.id);
  });

  it('refuses an unknown client or the admin as client: "Cliente no encontrado"', async () => {
    const [adminRow] = await t.app.dataSource.query(`SELECT id FROM users WHERE role = 'admin'`);
    for (const clientId of ['00000000-0000-4000-8000-000000000000', adminRow.id, 'no-es-un-id']) {
      const res = await t.gql(CREATE_BARBER, { input: { ...slot('14:00'), clientId } }, admin);
      expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message: 'Cliente no encontrado' });
    }
  });
});

describe('every booking rule applies, as for a client', () => {
  it('a taken slot: CONFLICT "Ese horario ya no está disponible"', async () => {
    await book(t, client.token, slot('15:00'));
    const res = await t.gql(CREATE_BARBER, { input: { ...slot('15:00'), walkInName: 'Luis' } }, admin);
    expect(errorOf(res)).toEqual({ code: 'CONFLICT', message: 'Ese horario ya no está disponible' });
  });

  it.each([
    [SUN, '10:00', 'La barbería no abre ese día'],
    [TUE, '17:45', 'La hora debe ser un horario de la lista (en punto o y media, HH:00 o HH:30)'],
    [TUE, '18:00', 'El servicio debe empezar y terminar dentro del horario de atención de ese día'],
    ['2027-02-28', '10:00', 'La fecha no puede ser anterior a hoy'],
  ])('refuses %s %s: "%s"', async (date, time, message) => {
    const res = await expectUnchanged(t, () =>
      t.gql(CREATE_BARBER, { input: { ...slot(time, date), walkInName: 'Luis' } }, admin),
    );
    expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message });
  });

  it('refuses an unknown cut: "Corte no encontrado"', async () => {
    const input = { ...slot('08:00'), cutId: '00000000-0000-4000-8000-000000000000', walkInName: 'Luis' };
    const res = await expectUnchanged(t, () => t.gql(CREATE_BARBER, { input }, admin));
    expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message: 'Corte no encontrado' });
  });

  it('a slot that has ended is refused to the barber too: "Ese horario ya pasó; elige una hora posterior"', async () => {
    clock.set('2027-03-01T15:30:00Z'); // 10:30 in New York: the 10:00 slot has just ended
    try {
      for (const [time, who] of [
        ['10:00', { walkInName: 'Luis' }],
        ['09:30', { clientId: client.id }],
      ] as const) {
        const res = await expectUnchanged(t, () =>
          t.gql(CREATE_BARBER, { input: { ...slot(time, '2027-03-01'), ...who } }, admin),
        );
        expect(errorOf(res)).toEqual({
          code: 'BAD_USER_INPUT',
          message: 'Ese horario ya pasó; elige una hora posterior',
        });
      }
    } finally {
      clock.set('2027-03-01T12:00:00Z');
    }
  });

  // The owner's decision (issue 29): the client in the chair is recorded in the slot under way, by the barber only.
  it('the slot under way: the barber at 10:20 records 10:00, whatever the notice; a client cannot book it', async () => {
    const TODAY = '2027-03-01';
    const RULES = `mutation($input: BookingRulesInput!) { updateBookingRules(input: $input) { minNoticeHours } }`;
    const notice = (minNoticeHours: number) => ({
      input: { bufferMinutes: 0, minNoticeHours, horizonDays: 60, cancellationCutoffHours: 0, breaks: [] },
    });
    expect((await t.gql(RULES, notice(2), admin)).errors).toBeUndefined();
    clock.set('2027-03-01T15:20:00Z'); // 10:20 in New York
    try {
      const byClient = await t.gql(
        `mutation($input: AppointmentInput!) { createAppointment(input: $input) { id } }`,
        { input: slot('10:00', TODAY) },
        client.token,
      );
      expect(errorOf(byClient)).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Ese horario ya pasó; elige una hora posterior',
      });
      const slots = `query($date: String!, $cutId: ID!) { availableSlots(date: $date, cutId: $cutId) }`;
      const clientSees = (await t.gql(slots, { date: TODAY, cutId: cut.id }, client.token)).data!.availableSlots;
      const barberSees = (await t.gql(slots, { date: TODAY, cutId: cut.id }, admin)).data!.availableSlots;
      expect(clientSees).not.toContain('10:00');
      expect(barberSees.slice(0, 1)).toEqual(['10:00']);

      const res = await t.gql(
        CREATE_BARBER,
        { input: { ...slot('10:00', TODAY), walkInName: 'Luis En Silla' } },
        admin,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.createBarberAppointment).toMatchObject({ date: TODAY, time: '10:00', status: 'CONFIRMED' });
    } finally {
      clock.set('2027-03-01T12:00:00Z');
      expect((await t.gql(RULES, notice(0), admin)).errors).toBeUndefined();
    }
  });

  it('a walk-in holds the slot against clients too', async () => {
    const res = await t.gql(
      `mutation($input: AppointmentInput!) { createAppointment(input: $input) { id } }`,
      { input: slot('10:00') },
      client.token,
    );
    expect(errorOf(res)).toEqual({ code: 'CONFLICT', message: 'Ese horario ya no está disponible' });
  });
});

describe("the shop's booking rules (closed dates, breaks, buffer) bind the barber too", () => {
  const RULES = `mutation($input: BookingRulesInput!) { updateBookingRules(input: $input) { bufferMinutes } }`;
  const rules = (patch: Record<string, unknown>) => ({
    input: { bufferMinutes: 0, minNoticeHours: 0, horizonDays: 60, cancellationCutoffHours: 0, breaks: [], ...patch },
  });

  it('a closed date, a break and the buffer refuse a walk-in with their Spanish reasons', async () => {
    const closed = await t.gql(
      `mutation($input: ClosedDateInput!) { addClosedDate(input: $input) { id } }`,
      { input: { startDate: '2027-03-05', endDate: '2027-03-05', note: 'Formación' } },
      admin,
    );
    expect(closed.errors).toBeUndefined();
    const onClosed = await t.gql(
      CREATE_BARBER,
      { input: { ...slot('10:00', '2027-03-05'), walkInName: 'Luis' } },
      admin,
    );
    expect(errorOf(onClosed)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'La barbería está cerrada ese día (Formación)',
    });

    expect(
      (await t.gql(RULES, rules({ breaks: [{ weekday: 2, start: '14:00', end: '15:00' }] }), admin)).errors,
    ).toBeUndefined();
    const inBreak = await t.gql(CREATE_BARBER, { input: { ...slot('14:00'), walkInName: 'Luis' } }, admin);
    expect(errorOf(inBreak)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Ese horario coincide con el descanso de la barbería (14:00–15:00); elige otra hora',
    });

    // With 30 minutes after each appointment, a walk-in at 16:00 (until 16:30) keeps 16:30 free of bookings.
    expect((await t.gql(RULES, rules({ bufferMinutes: 30 }), admin)).errors).toBeUndefined();
    const first = await t.gql(CREATE_BARBER, { input: { ...slot('16:00'), walkInName: 'Luis' } }, admin);
    expect(first.errors).toBeUndefined();
    const inBuffer = await t.gql(CREATE_BARBER, { input: { ...slot('16:30'), walkInName: 'Marta' } }, admin);
    expect(errorOf(inBuffer)).toEqual({ code: 'CONFLICT', message: 'Ese horario ya no está disponible' });
    expect((await t.gql(RULES, rules({}), admin)).errors).toBeUndefined();
  });
});

describe('access', () => {
  it('a client gets FORBIDDEN and an anonymous caller UNAUTHENTICATED, changing nothing', async () => {
    const input = { ...slot('16:00'), walkInName: 'Pepe' };
    expect(errorOf(await expectUnchanged(t, () => t.gql(CREATE_BARBER, { input }, client.token))).code).toBe(
      'FORBIDDEN',
    );
    expect(errorOf(await expectUnchanged(t, () => t.gql(CREATE_BARBER, { input }))).code).toBe('UNAUTHENTICATED');
  });
});

describe('REST POST /api/appointments/barber', () => {
  it('201 with the confirmed record; 401, 403 and the Spanish 400 otherwise', async () => {
    const body = {
      cutId: cut.id,
      date: '2027-03-03',
      time: '09:00',
      walkInName: 'Rosa Díaz',
      walkInPhone: '+1 305 555 0100',
    };
    expectFailure(await api.call('POST', '/appointments/barber', { body }), 401, 'No autorizado');
    expectFailure(
      await api.call('POST', '/appointments/barber', { token: client.token, body }),
      403,
      'Acceso denegado',
    );
    expectFailure(
      await api.call('POST', '/appointments/barber', { token: admin, body: { ...body, walkInName: '' } }),
      400,
      'Elige un cliente o escribe el nombre de quien viene sin cuenta',
    );
    const res = await api.call('POST', '/appointments/barber', { token: admin, body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Cita creada exitosamente',
      data: { clientId: null, walkInName: 'Rosa Díaz', walkInPhone: '+1 305 555 0100', status: 'confirmed' },
    });
  });
});

describe('statistics and the database', () => {
  it('a completed walk-in counts in the statistics like any other appointment', async () => {
    const before = (await t.gql(`{ stats { completedAppointments totalEarnings } }`, {}, admin)).data!.stats;
    const { id } = (
      await t.gql(CREATE_BARBER, { input: { ...slot('09:00', '2027-03-04'), walkInName: 'Tomás' } }, admin)
    ).data!.createBarberAppointment;
    clock.set('2027-03-04T15:00:00Z');
    await setStatus(t, id, 'COMPLETED');
    clock.set('2027-03-01T12:00:00Z');
    const after = (await t.gql(`{ stats { completedAppointments totalEarnings } }`, {}, admin)).data!.stats;
    expect(after).toEqual({
      completedAppointments: before.completedAppointments + 1,
      totalEarnings: before.totalEarnings + 18,
    });
  });

  it('the database refuses a live appointment for nobody, and one for both a client and a name', async () => {
    const [row] = await t.app.dataSource.query(`SELECT id FROM appointments WHERE walk_in_name = 'Ana'`);
    await expect(
      t.app.dataSource.query(`UPDATE appointments SET walk_in_name = NULL WHERE id = $1`, [row.id]),
    ).rejects.toThrow(/appointments_client_or_walk_in/);
    await expect(
      t.app.dataSource.query(`UPDATE appointments SET client_id = $2 WHERE id = $1`, [row.id, client.id]),
    ).rejects.toThrow(/appointments_client_or_walk_in/);
  });

  it('deleting a client still keeps their completed appointments without a client', async () => {
    const gone = await t.signUp({ name: 'Bruno Baja' });
    const { id } = (await t.gql(CREATE_BARBER, { input: { ...slot('11:00', '2027-03-04'), clientId: gone.id } }, admin))
      .data!.createBarberAppointment;
    clock.set('2027-03-04T17:00:00Z');
    await setStatus(t, id, 'COMPLETED');
    clock.set('2027-03-01T12:00:00Z');
    const res = await t.gql(`mutation($id: ID!) { deleteClient(id: $id) }`, { id: gone.id }, admin);
    expect(res.errors).toBeUndefined();
    const [row] = await t.app.dataSource.query(`SELECT client_id, status FROM appointments WHERE id = $1`, [id]);
    expect(row).toEqual({ client_id: null, status: 'completed' });
  });
});
