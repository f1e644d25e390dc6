import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { cutSchema } from '../../common/validation/cut';
import { registerSchema } from '../../common/validation/auth';
import { book, createCut, nextWeekday, type CutRef } from '../support/booking';
import { week } from '../support/business';
import { expectFailure, expectUnchanged, restAppForFile } from '../support/rest';

// Postgres answers a NUL in text with an internal error; every text input must be a clear refusal.
const NUL = '\u0000';
const BELL = '\u0007';

const { t, api } = restAppForFile();
let admin: string;
let client: { token: string; id: string; email: string };
let cut: CutRef;
let appointmentId: string;

beforeAll(async () => {
  admin = await t.adminToken();
  client = await t.signUp({ name: 'Nora Nul' });
  cut = await createCut(t, { name: 'Degradado', price: 20, duration: 30 });
  appointmentId = (await book(t, client.token, { cutId: cut.id, date: nextWeekday(2), time: '10:00' })).id;
});

const business = {
  businessName: 'Barbería Nul',
  adminName: 'José',
  phone: '+1 305 555 0100',
  address: 'Calle 1',
  email: 'hola@nul.com',
  instagram: null,
};

describe('REST refuses control characters with 400 and a message naming the field, changing nothing', () => {
  const cases: [string, string, () => Record<string, unknown>, string][] = [
    [
      'POST',
      '/auth/register',
      () => ({ body: { name: `Ana${NUL}`, email: 'ana@x.com', password: 'secreto', confirmPassword: 'secreto' } }),
      'El nombre contiene caracteres no permitidos',
    ],
    [
      'POST',
      '/auth/register',
      () => ({ body: { name: 'Ana', email: `ana${NUL}@x.com`, password: 'secreto', confirmPassword: 'secreto' } }),
      'El email contiene caracteres no permitidos',
    ],
    [
      'POST',
      '/auth/login',
      () => ({ body: { email: `${client.email}${NUL}`, password: 'secreto' } }),
      'El email contiene caracteres no permitidos',
    ],
    [
      'PUT',
      '/users/profile',
      () => ({ token: client.token, body: { name: `Nora${BELL}`, email: client.email } }),
      'El nombre contiene caracteres no permitidos',
    ],
    [
      'POST',
      '/cuts',
      () => ({ token: admin, body: { name: `Corte${NUL}`, description: 'Un corte', price: 10, duration: 30 } }),
      'El nombre contiene caracteres no permitidos',
    ],
    [
      'POST',
      '/cuts',
      () => ({ token: admin, body: { name: 'Corte raro', description: `Un corte${NUL}`, price: 10, duration: 30 } }),
      'La descripción contiene caracteres no permitidos',
    ],
    [
      'POST',
      '/appointments',
      () => ({ token: client.token, body: { cutId: cut.id, date: nextWeekday(3), time: '11:00', note: `Hola${NUL}` } }),
      'La nota contiene caracteres no permitidos',
    ],
    [
      'PUT',
      '/appointments/:id',
      () => ({
        token: admin,
        params: { id: appointmentId },
        body: { status: 'cancelled', rejectionReason: `No${NUL}` },
      }),
      'El motivo del rechazo contiene caracteres no permitidos',
    ],
    [
      'PUT',
      '/appointments/:id',
      () => ({
        token: client.token,
        params: { id: `${appointmentId}${NUL}` },
        body: { cutId: cut.id, date: nextWeekday(3), time: '11:00' },
      }),
      'El identificador contiene caracteres no permitidos',
    ],
    [
      'GET',
      '/auth/clients',
      () => ({ token: admin, query: { search: `No${NUL}` } }),
      'La búsqueda contiene caracteres no permitidos',
    ],
    [
      'PUT',
      '/config',
      () => ({ token: admin, body: { ...business, address: `Calle${NUL}` } }),
      'La dirección contiene caracteres no permitidos',
    ],
    [
      'PUT',
      '/config',
      () => ({ token: admin, body: { ...business, businessName: `Barbería\u001b` } }),
      'El nombre del negocio contiene caracteres no permitidos',
    ],
  ];
  for (const [method, route, options, message] of cases) {
    it(`${method} ${route}: ${message}`, async () => {
      const res = await expectUnchanged(t, () => api.call(method, route, options()));
      expectFailure(res, 400, message);
    });
  }
});

describe('GraphQL refuses control characters with BAD_USER_INPUT, inline or in variables', () => {
  it('in variables, nested inputs included', async () => {
    const res = await t.gql(
      `mutation($input: BusinessConfigInput!) { updateBusinessConfig(input: $input) { businessName } }`,
      {
        input: {
          ...business,
          openingHours: week((weekday) => ({ open: weekday === 3 ? `09:00${NUL}` : null, close: null })),
        },
      },
      admin,
    );
    expect(res.errors?.[0]).toMatchObject({
      message: 'La hora de apertura contiene caracteres no permitidos',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('inline in the document, IDs and search terms included', async () => {
    const search = await t.gql(`{ clients(search: "a\\u0000b") { id } }`, {}, admin);
    expect(search.errors?.[0]).toMatchObject({
      message: 'La búsqueda contiene caracteres no permitidos',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const id = await t.gql(`{ appointment(id: "x\\u0000") { id } }`, {}, admin);
    expect(id.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('keeps tab and newline in a note', async () => {
    const res = await api.call('POST', '/appointments', {
      token: client.token,
      body: { cutId: cut.id, date: nextWeekday(4), time: '12:00', note: 'Línea 1\n\tLínea 2' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.note).toBe('Línea 1\n\tLínea 2');
  });
});

describe('the shared schemas say it in the forms too', () => {
  it('names the field', async () => {
    await expect(
      cutSchema.validate({ name: `Fade${NUL}`, description: 'Corto', price: 1, duration: 30 }),
    ).rejects.toThrow('El nombre contiene caracteres no permitidos');
    await expect(registerSchema.validateAt('password', { password: `abc${BELL}def` })).rejects.toThrow(
      'La contraseña contiene caracteres no permitidos',
    );
  });
});
