import { beforeAll, describe, expect, it } from 'vitest';
import { book, createCut, DELETE_ANY, DELETE_MINE, manualClock, setStatus, type CutRef } from '../support/booking';
import { saveBookingRules } from '../support/business';
import { APPOINTMENTS_CSV_HEADER, downloadCsv } from '../support/csv-download';
import { restAppForFile } from '../support/rest';

// Monday 1 March 2027, 07:00 in New York: this week is 1–7 March, the last month 1 February–1 March.
const clock = manualClock('2027-03-01T12:00:00Z');
const { t, api } = restAppForFile({ now: clock.now });

const RESCHEDULE = `mutation($id: ID!, $input: AppointmentInput!) { rescheduleMyAppointment(id: $id, input: $input) { id } }`;
const FIGURES = `{
  stats {
    totalAppointments completionRate noShowRate clientCancellations cancellationRate
    weeklyStats { from to totalAppointments clientCancellations cancellationRate }
    monthlyStats { from to totalAppointments clientCancellations cancellationRate }
  }
}`;

let cut: CutRef;
let ana: { token: string; id: string; email: string };
let beto: { token: string; id: string; email: string };
const ids: Record<string, string> = {};

const figures = async () => {
  const res = await t.gql(FIGURES, {}, await t.adminToken());
  expect(res.errors).toBeUndefined();
  return res.data!.stats;
};

async function cancel(token: string, id: string) {
  const res = await t.gql(DELETE_MINE, { id }, token);
  expect(res.errors).toBeUndefined();
}

async function confirmed(token: string, date: string, time: string) {
  const booked = await book(t, token, { cutId: cut.id, date, time });
  await setStatus(t, booked.id, 'CONFIRMED');
  return booked.id;
}

/** When a cancelled appointment had been booked, as the shop's wall clock reads it (the CSV's «Creada»). */
async function bookedInShop(id: string): Promise<string> {
  const [{ booked_at }] = await t.app.dataSource.query(
    `SELECT booked_at FROM client_cancellations WHERE appointment_id = $1`,
    [id],
  );
  const shop = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/New_York',
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return shop.format(booked_at as Date);
}

const csv = async (query: string) => downloadCsv(t, `/appointments/export.csv?${query}`, await t.adminToken());

beforeAll(async () => {
  await saveBookingRules(t, {});
  cut = await createCut(t, { name: 'Corte y barba, completo', price: 22.5, duration: 45 });
  ana = await t.signUp({ name: 'Ana Anula', phone: '305-555-0101' });
  beto = await t.signUp({ name: 'Beto Borra' });

  // Ana withdraws a request and cancels a confirmed appointment, both this week.
  ids.withdrawn = (await book(t, ana.token, { cutId: cut.id, date: '2027-03-03', time: '10:00' })).id;
  ids.cancelled = await confirmed(ana.token, '2027-03-04', '10:00');
  await cancel(ana.token, ids.withdrawn);
  await cancel(ana.token, ids.cancelled);
  // Removing one the barber rejected is no cancellation.
  ids.rejected = (await book(t, ana.token, { cutId: cut.id, date: '2027-03-05', time: '10:00' })).id;
  await setStatus(t, ids.rejected, 'CANCELLED', 'Sin disponibilidad');
  await cancel(ana.token, ids.rejected);
  // Nor is the barber's deleting one.
  ids.barberDeleted = (await book(t, ana.token, { cutId: cut.id, date: '2027-03-05', time: '11:00' })).id;
  expect((await t.gql(DELETE_ANY, { id: ids.barberDeleted }, await t.adminToken())).errors).toBeUndefined();
  // A reschedule replaces the confirmed one: no cancellation either (decision 0015).
  ids.moved = await confirmed(ana.token, '2027-03-10', '10:00');
  const moved = await t.gql<{ rescheduleMyAppointment: { id: string } }>(
    RESCHEDULE,
    { id: ids.moved, input: { cutId: cut.id, date: '2027-03-11', time: '10:00' } },
    ana.token,
  );
  expect(moved.errors).toBeUndefined();
  ids.rescheduled = moved.data!.rescheduleMyAppointment.id;
  // Still on the books this week, and a cancellation the week after.
  ids.kept = (await book(t, ana.token, { cutId: cut.id, date: '2027-03-02', time: '09:00' })).id;
  ids.later = await confirmed(ana.token, '2027-03-20', '10:00');
  await cancel(ana.token, ids.later);

  // Beto cancels on Saturday, keeps a request for the 12th, then erases his account.
  ids.betoCancelled = await confirmed(beto.token, '2027-03-06', '11:00');
  await cancel(beto.token, ids.betoCancelled);
  ids.betoPending = (await book(t, beto.token, { cutId: cut.id, date: '2027-03-12', time: '11:00' })).id;
});

describe('client cancellations in the statistics', () => {
  it('counts the pending and confirmed ones a client cancelled, by the appointment’s day, and their rate', async () => {
    // On the books: kept (2 Mar), rescheduled (11 Mar), Beto's request (12 Mar). Cancelled: 3, 4, 6 and 20 Mar.
    expect(await figures()).toEqual({
      totalAppointments: 3,
      completionRate: 0,
      noShowRate: 0,
      clientCancellations: 4,
      cancellationRate: 57.1, // 4 of the 7 booked
      weeklyStats: {
        from: '2027-03-01',
        to: '2027-03-07',
        totalAppointments: 1,
        clientCancellations: 3,
        cancellationRate: 75,
      },
      monthlyStats: {
        from: '2027-02-01',
        to: '2027-03-01',
        totalAppointments: 0,
        clientCancellations: 0,
        cancellationRate: 0,
      },
    });
  });

  it('keeps what the figures need and nothing the client wrote', async () => {
    const rows = await t.app.dataSource.query(
      `SELECT appointment_id, client_id, cut_type, price::text AS price, duration, to_char("date", 'YYYY-MM-DD') AS date,
              "time", status
         FROM client_cancellations ORDER BY "date"`,
    );
    expect(rows.map((row: { appointment_id: string }) => row.appointment_id)).toEqual([
      ids.withdrawn,
      ids.cancelled,
      ids.betoCancelled,
      ids.later,
    ]);
    expect(rows[0]).toEqual({
      appointment_id: ids.withdrawn,
      client_id: ana.id,
      cut_type: 'Corte y barba, completo',
      price: '22.50',
      duration: 45,
      date: '2027-03-03',
      time: '10:00',
      status: 'pending',
    });
    expect(rows[1]).toMatchObject({ status: 'confirmed', date: '2027-03-04' });
    // The lists still do not show them (SPEC): the appointments are gone.
    const left: { id: string }[] = await t.app.dataSource.query(`SELECT id FROM appointments ORDER BY "date"`);
    expect(left.map((row) => row.id)).toEqual([ids.kept, ids.rescheduled, ids.betoPending]);
  });

  it('GET /api/stats/dashboard answers the same figures, documented', async () => {
    const res = await api.call('GET', '/stats/dashboard', { token: await t.adminToken() });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      totalAppointments: 3,
      clientCancellations: 4,
      cancellationRate: 57.1,
      weeklyStats: { clientCancellations: 3, cancellationRate: 75 },
      monthlyStats: { clientCancellations: 0, cancellationRate: 0 },
    });
    const schema = api.document.components.schemas;
    expect(JSON.stringify(schema)).toContain('clientCancellations');
  });

  it('the client’s own data export lists their cancellations, and only theirs', async () => {
    const res = await api.call('GET', '/users/me/export', { token: ana.token });
    expect(res.status).toBe(200);
    const { cancellations } = res.body.data;
    expect(cancellations.map((c: { appointmentId: string }) => c.appointmentId)).toEqual([
      ids.withdrawn,
      ids.cancelled,
      ids.later,
    ]);
    expect(cancellations[0]).toEqual({
      appointmentId: ids.withdrawn,
      cutType: 'Corte y barba, completo',
      price: 22.5,
      duration: 45,
      date: '2027-03-03',
      time: '10:00',
      status: 'pending',
      bookedAt: expect.any(String),
      cancelledAt: '2027-03-01T12:00:00.000Z',
    });
  });

  it('is for the admin only', async () => {
    const res = await t.gql(`{ stats { clientCancellations cancellationRate } }`, {}, ana.token);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the CSV with and without client cancellations', () => {
  it('without the option is the file it always was: appointments only', async () => {
    const plain = await csv('from=2027-03-01&to=2027-03-31');
    const off = await csv('from=2027-03-01&to=2027-03-31&includeClientCancellations=false');
    expect(off.text).toBe(plain.text);
    expect(plain.text).not.toContain('Cancelada por el cliente');
    expect(plain.rows.map((row) => [row[0], row[9]])).toEqual([
      ['Fecha', 'Estado'],
      ['2027-03-02', 'Pendiente'],
      ['2027-03-11', 'Pendiente'],
      ['2027-03-12', 'Pendiente'],
    ]);
    const graphql = await t.gql(`{ appointmentsCsv(from: "2027-03-01", to: "2027-03-31") }`, {}, await t.adminToken());
    expect(graphql.data!.appointmentsCsv).toBe(plain.text);
  });

  it('with the option the cancellations come among them by day and time, marked «Cancelada por el cliente»', async () => {
    const plain = await csv('from=2027-03-01&to=2027-03-31');
    const res = await csv('from=2027-03-01&to=2027-03-31&includeClientCancellations=true');
    expect(res.status).toBe(200);
    expect(res.text.split('\r\n')[0]).toBe(`\uFEFF${APPOINTMENTS_CSV_HEADER}`);
    expect(res.rows.map((row) => [row[0], row[1], row[2], row[9], row[10]])).toEqual([
      ['Fecha', 'Hora', 'Cliente', 'Estado', 'Nota'],
      ['2027-03-02', '09:00', 'Ana Anula', 'Pendiente', ''],
      ['2027-03-03', '10:00', 'Ana Anula', 'Cancelada por el cliente', ''],
      ['2027-03-04', '10:00', 'Ana Anula', 'Cancelada por el cliente', ''],
      ['2027-03-06', '11:00', 'Beto Borra', 'Cancelada por el cliente', ''],
      ['2027-03-11', '10:00', 'Ana Anula', 'Pendiente', ''],
      ['2027-03-12', '11:00', 'Beto Borra', 'Pendiente', ''],
      ['2027-03-20', '10:00', 'Ana Anula', 'Cancelada por el cliente', ''],
    ]);
    expect(res.rows[2]).toEqual([
      '2027-03-03',
      '10:00',
      'Ana Anula',
      'Registrado',
      ana.email,
      '305-555-0101',
      'Corte y barba, completo',
      '45',
      '22.50',
      'Cancelada por el cliente',
      '',
      '',
      await bookedInShop(ids.withdrawn),
    ]);
    // Take the cancellations out and what is left is the plain file, byte for byte.
    const lines = res.text.split('\r\n').filter((line) => !line.includes('Cancelada por el cliente'));
    expect(lines.join('\r\n')).toBe(plain.text);
  });

  it('GraphQL takes the same option; a value that is not a switch is refused', async () => {
    const res = await t.gql(
      `{ appointmentsCsv(from: "2027-03-04", to: "2027-03-04", includeClientCancellations: true) }`,
      {},
      await t.adminToken(),
    );
    expect(res.data!.appointmentsCsv.split('\r\n')[1]).toMatch(
      /^2027-03-04,10:00,Ana Anula,Registrado,.*,Cancelada por el cliente,/,
    );
    const wrong = await csv('from=2027-03-01&to=2027-03-31&includeClientCancellations=si');
    expect(wrong.status).toBe(400);
    expect(wrong.json?.success).toBe(false);
  });
});

describe('when the client erases their account', () => {
  it('the cancellation stays, without the client; erasing is no cancellation', async () => {
    const res = await api.call('DELETE', '/users/me', { token: beto.token, body: { password: 'secreto1' } });
    expect(res.status).toBe(200);
    const rows = await t.app.dataSource.query(`SELECT client_id FROM client_cancellations WHERE appointment_id = $1`, [
      ids.betoCancelled,
    ]);
    expect(rows).toEqual([{ client_id: null }]);
    // His request of the 12th is freed, as before, and not counted as cancelled.
    expect(await figures()).toMatchObject({
      totalAppointments: 2,
      clientCancellations: 4,
      cancellationRate: 66.7, // 4 of the 6 booked
      weeklyStats: { totalAppointments: 1, clientCancellations: 3, cancellationRate: 75 },
    });
    const file = await csv('from=2027-03-06&to=2027-03-06&includeClientCancellations=true');
    expect(file.rows[1].slice(0, 5)).toEqual(['2027-03-06', '11:00', 'Cliente no disponible', 'Cuenta eliminada', '']);
    expect(file.text).not.toContain('Beto');
  });
});
