import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { book, createCut, manualClock, setStatus, type CutRef } from '../support/booking';
import { APPOINTMENTS_CSV_HEADER, downloadCsv, expectCsvFile } from '../support/csv-download';
import { restClient } from '../support/rest';
import { testAppForFile } from '../support/test-app';

// Monday 1 March 2027, 07:00 in New York.
const clock = manualClock('2027-03-01T12:00:00Z');
const t = testAppForFile({ now: clock.now });
let admin: string;
let cut: CutRef;
let client: { token: string; id: string; email: string };

const HEADERS = APPOINTMENTS_CSV_HEADER.split(',');

const CREATE_BARBER = `mutation($input: BarberAppointmentInput!) { createBarberAppointment(input: $input) { id } }`;

/** When a row was created, as the shop's wall clock reads it. */
async function createdInShop(id: string): Promise<string> {
  const [{ created_at }] = await t.app.dataSource.query(`SELECT created_at FROM appointments WHERE id = $1`, [id]);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(created_at as Date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The columns Íñigo's bookings share: who booked (Cliente … Teléfono) and the cut (Servicio … Precio). */
const INIGO_AND_HIS_CUT = () => [
  'Íñigo Muñoz',
  'Registrado',
  client.email,
  '305-555-0101',
  'Afeitado clásico, con toalla',
  '45',
  '22.50',
];

let ids: { accented: string; walkIn: string; rejected: string; outside: string };

beforeAll(async () => {
  admin = await t.adminToken();
  cut = await createCut(t, { name: 'Afeitado clásico, con toalla', price: 22.5, duration: 45 });
  client = await t.signUp({ name: 'Íñigo Muñoz', phone: '305-555-0101' });
  const accented = await book(t, client.token, {
    cutId: cut.id,
    date: '2027-03-02',
    time: '10:00',
    note: 'Dice "rápido", por favor\nsegunda línea',
  });
  const rejected = await book(t, client.token, { cutId: cut.id, date: '2027-03-03', time: '09:00', note: '=1+2' });
  await setStatus(t, rejected.id, 'CANCELLED', '@Vacaciones del barbero');
  const walkIn = (
    await t.gql(
      CREATE_BARBER,
      {
        input: {
          cutId: cut.id,
          date: '2027-03-02',
          time: '08:00',
          walkInName: '=HYPERLINK("http://x")',
          walkInPhone: '+1 305 555 0199',
        },
      },
      admin,
    )
  ).data!.createBarberAppointment;
  const outside = await book(t, client.token, { cutId: cut.id, date: '2027-03-05', time: '09:00' });
  ids = { accented: accented.id, walkIn: walkIn.id, rejected: rejected.id, outside: outside.id };
});

describe('GET /api/appointments/export.csv', () => {
  it("gives back, through a CSV parser, the range's rows with Spanish headers, accents intact", async () => {
    const res = await downloadCsv(t, '/appointments/export.csv?from=2027-03-02&to=2027-03-04', admin);
    expectCsvFile(res, 'citas-2027-03-02-a-2027-03-04.csv');
    expect(res.text.startsWith(`\uFEFF${APPOINTMENTS_CSV_HEADER}\r\n`)).toBe(true);
    expect(res.text.includes('\r\n')).toBe(true);
    expect(res.rows).toEqual([
      HEADERS,
      [
        '2027-03-02',
        '08:00',
        `'=HYPERLINK("http://x")`,
        'Sin cuenta',
        '',
        "'+1 305 555 0199",
        'Afeitado clásico, con toalla',
        '45',
        '22.50',
        'Confirmada',
        '',
        '',
        await createdInShop(ids.walkIn),
      ],
      [
        '2027-03-02',
        '10:00',
        ...INIGO_AND_HIS_CUT(),
        'Pendiente',
        'Dice "rápido", por favor\nsegunda línea',
        '',
        await createdInShop(ids.accented),
      ],
      [
        '2027-03-03',
        '09:00',
        ...INIGO_AND_HIS_CUT(),
        'Rechazada',
        "'=1+2",
        "'@Vacaciones del barbero",
        await createdInShop(ids.rejected),
      ],
    ]);
  });

  it('a range without appointments is the header alone', async () => {
    const res = await downloadCsv(t, '/appointments/export.csv?from=2027-04-01&to=2027-04-30', admin);
    expect(res.rows).toEqual([HEADERS]);
  });

  it.each([
    ['', 'Indica la fecha inicial y la final'],
    ['?from=2027-03-01', 'Indica la fecha inicial y la final'],
    ['?from=2027-02-30&to=2027-03-04', 'La fecha no es válida'],
    ['?from=2027-03-04&to=2027-03-01', 'La fecha final no puede ser anterior a la inicial'],
    ['?from=2027-01-01&to=2028-01-02', 'El rango no puede superar 366 días'],
  ])('refuses %j with 400: "%s"', async (query, message) => {
    const res = await downloadCsv(t, `/appointments/export.csv${query}`, admin);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, message });
  });

  it('is for the admin only: 401 without a token, 403 for a client', async () => {
    const path = '/appointments/export.csv?from=2027-03-01&to=2027-03-31';
    const anonymous = await downloadCsv(t, path);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toEqual({ success: false, message: 'No autorizado' });
    const asClient = await downloadCsv(t, path, client.token);
    expect(asClient.status).toBe(403);
    expect(asClient.json).toEqual({ success: false, message: 'Acceso denegado' });
  });

  it('GraphQL gives the same file to the admin and refuses a client', async () => {
    const res = await t.gql(`{ appointmentsCsv(from: "2027-03-05", to: "2027-03-05") }`, {}, admin);
    expect(res.data!.appointmentsCsv.split('\r\n')[1]).toMatch(/^2027-03-05,09:00,Íñigo Muñoz,Registrado,/);
    const refused = await t.gql(`{ appointmentsCsv(from: "2027-03-05", to: "2027-03-05") }`, {}, client.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('is in the OpenAPI document as a text/csv download with its query', async () => {
    const { document } = await restClient(t);
    const operation = document.paths['/appointments/export.csv'].get;
    expect(Object.keys(operation.responses['200'].content)).toEqual(['text/csv; charset=utf-8']);
    expect(operation.parameters.map((p: { name: string; required: boolean }) => [p.name, p.required])).toEqual([
      ['from', true],
      ['to', true],
      ['includeClientCancellations', false],
    ]);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['400', '401', '403']));
  });
});
