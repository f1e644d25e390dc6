import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessConfigSchema } from '../../common/validation/business-config';
import { book, createCut, errorOf, nextWeekday, setStatus, type CutRef } from '../support/booking';
import { expectFailure, expectUnchanged, restAppForFile } from '../support/rest';

// Issue 29: a name with line breaks wrote its own lines into the calendar invitation sent to the barber and
// the client. One-line fields refuse them; notes and reasons keep theirs.
const INJECTED = 'Z\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Gratis';

const { t, api } = restAppForFile();
let admin: string;
let client: { token: string; id: string; email: string };
let cut: CutRef;

beforeAll(async () => {
  admin = await t.adminToken();
  client = await t.signUp({ name: 'Lina Línea' });
  cut = await createCut(t, { name: 'Corte de una línea', price: 20, duration: 30 });
});

const business = {
  businessName: 'Barbería Línea',
  adminName: 'José',
  phone: '+1 305 555 0100',
  address: 'Calle 1',
  email: 'hola@linea.com',
  instagram: null,
};
const walkIn = () => ({ cutId: cut.id, date: nextWeekday(5), time: '15:00', walkInName: 'Sin Cuenta' });

describe('REST: a one-line field with a line break is a 400 naming the field, and nothing changes', () => {
  const cases: [string, string, () => Record<string, unknown>, string][] = [
    [
      'POST',
      '/auth/register',
      () => ({ body: { name: INJECTED, email: 'z@x.com', password: 'secreto', confirmPassword: 'secreto' } }),
      'El nombre no puede tener saltos de línea',
    ],
    [
      'POST',
      '/auth/register',
      () => ({
        body: { name: 'Zoe', email: 'z@x.com', phone: '305\r\n555', password: 'secreto', confirmPassword: 'secreto' },
      }),
      'El teléfono no puede tener saltos de línea',
    ],
    [
      'PUT',
      '/users/profile',
      () => ({ token: client.token, body: { name: 'Lina\rLínea', email: client.email } }),
      'El nombre no puede tener saltos de línea',
    ],
    [
      'POST',
      '/appointments/barber',
      () => ({ token: admin, body: { ...walkIn(), walkInName: INJECTED } }),
      'El nombre del cliente no puede tener saltos de línea',
    ],
    [
      'POST',
      '/appointments/barber',
      () => ({ token: admin, body: { ...walkIn(), walkInPhone: '305\n555' } }),
      'El teléfono del cliente no puede tener saltos de línea',
    ],
    [
      'PUT',
      '/config',
      () => ({ token: admin, body: { ...business, businessName: 'Barbería\nEND:VCALENDAR' } }),
      'El nombre del negocio no puede tener saltos de línea',
    ],
    [
      'PUT',
      '/config',
      () => ({ token: admin, body: { ...business, adminName: 'José\nPérez' } }),
      'El nombre del administrador no puede tener saltos de línea',
    ],
    [
      'PUT',
      '/config',
      () => ({ token: admin, body: { ...business, address: 'Calle 1\nLOCATION:otra' } }),
      'La dirección no puede tener saltos de línea',
    ],
    [
      'PUT',
      '/config',
      () => ({ token: admin, body: { ...business, phone: '+1 305\n555 0100' } }),
      'El teléfono no puede tener saltos de línea',
    ],
    [
      'PUT',
      '/config',
      () => ({ token: admin, body: { ...business, instagram: 'linea\n' + 'x' } }),
      'El usuario de Instagram no puede tener saltos de línea',
    ],
    [
      'POST',
      '/cuts',
      () => ({ token: admin, body: { name: 'Fade\u2028UID:x', description: 'Un corte', price: 10, duration: 30 } }),
      'El nombre no puede tener saltos de línea',
    ],
    [
      'POST',
      '/config/closed-dates',
      () => ({ token: admin, body: { startDate: nextWeekday(6), note: 'Vacaciones\nde verano' } }),
      'La nota no puede tener saltos de línea',
    ],
  ];
  for (const [method, route, options, message] of cases) {
    it(`${method} ${route}: ${message}`, async () => {
      const res = await expectUnchanged(t, () => api.call(method, route, options()));
      expectFailure(res, 400, message);
    });
  }
});

describe('GraphQL: the same refusal, BAD_USER_INPUT', () => {
  it('a sign-up name, a profile phone and a walk-in name', async () => {
    const register = await t.gql('mutation($input: RegisterInput!) { register(input: $input) { id } }', {
      input: { name: INJECTED, email: 'inyectada@x.com', password: 'secreto1', confirmPassword: 'secreto1' },
    });
    expect(errorOf(register)).toEqual({ code: 'BAD_USER_INPUT', message: 'El nombre no puede tener saltos de línea' });

    const profile = await t.gql(
      'mutation($input: ProfileInput!) { updateProfile(input: $input) { id } }',
      { input: { name: 'Lina Línea', email: client.email, phone: '305\n555 0101' } },
      client.token,
    );
    expect(errorOf(profile)).toEqual({ code: 'BAD_USER_INPUT', message: 'El teléfono no puede tener saltos de línea' });

    const barber = await t.gql(
      'mutation($input: BarberAppointmentInput!) { createBarberAppointment(input: $input) { id } }',
      { input: { ...walkIn(), walkInName: 'Ana\r\nLópez' } },
      admin,
    );
    expect(errorOf(barber)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'El nombre del cliente no puede tener saltos de línea',
    });
  });

  it('a line break at either end is only trimmed away', async () => {
    const res = await t.gql(
      'mutation($input: ProfileInput!) { updateProfile(input: $input) { name } }',
      { input: { name: '\nLina Línea\r\n', email: client.email } },
      client.token,
    );
    expect(res.data?.updateProfile).toEqual({ name: 'Lina Línea' });
  });

  it('notes, descriptions and rejection reasons keep their lines', async () => {
    const appointment = await book(t, client.token, {
      cutId: cut.id,
      date: nextWeekday(2),
      time: '10:00',
      note: 'Línea 1\nLínea 2',
    });
    expect(appointment.note).toBe('Línea 1\nLínea 2');
    const rejected = await setStatus(t, appointment.id, 'CANCELLED', 'Cerramos antes.\n¿Otro día?');
    expect(rejected.rejectionReason).toBe('Cerramos antes.\n¿Otro día?');
    const described = await t.gql(
      'mutation($input: CutInput!) { createCut(input: $input) { description } }',
      { input: { name: 'Corte con receta', description: 'Paso 1\nPaso 2', price: 10, duration: 30 } },
      admin,
    );
    expect(described.data?.createCut).toEqual({ description: 'Paso 1\nPaso 2' });
  });
});

describe('the forms say it before sending', () => {
  it('names the field', async () => {
    await expect(
      businessConfigSchema.validateAt('address', { ...business, address: 'Calle 1\nPiso 2' }),
    ).rejects.toThrow('La dirección no puede tener saltos de línea');
  });
});
