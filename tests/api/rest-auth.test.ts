import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { book, complete, createCut, nextWeekday } from '../support/booking';
import {
  adminCarlaAndOscar,
  databaseFingerprint,
  expectFailure,
  expectUnchanged,
  restAppForFile,
} from '../support/rest';
import { ADMIN, LUCIA_SIGN_UP } from '../support/test-app';

const { t, api } = restAppForFile();
let admin: string;
let client: { token: string; id: string; email: string };
let other: { token: string; id: string; email: string };

beforeAll(async () => {
  ({ admin, client, other } = await adminCarlaAndOscar(t));
});

const signUpBody = { ...LUCIA_SIGN_UP, phone: '+1 (305) 555-0199' };

describe('POST /api/auth/register', () => {
  it('creates an unverified client: 201, message and data.user with id and _id', async () => {
    const res = await api.call('POST', '/auth/register', { body: signUpBody });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Usuario registrado exitosamente' });
    const { user } = res.body.data;
    expect(user).toMatchObject({
      name: 'Lucía Gómez',
      email: 'lucia.gomez@example.com',
      role: 'client',
      isVerified: false,
    });
    expect(user._id).toBe(user.id);
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
  });

  it('refuses a taken email with 409 and changes nothing', async () => {
    const res = await expectUnchanged(t, () =>
      api.call('POST', '/auth/register', { body: { ...signUpBody, email: 'LUCIA.GOMEZ@example.com' } }),
    );
    expectFailure(res, 409, 'El email ya está registrado');
  });

  it('answers validation errors with 400, the first message and every field, and changes nothing', async () => {
    const res = await expectUnchanged(t, () =>
      api.call('POST', '/auth/register', {
        body: { name: 'A', email: 'sin-arroba', password: '1', confirmPassword: '' },
      }),
    );
    expectFailure(res, 400, 'El nombre debe tener al menos 2 caracteres');
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'El nombre debe tener al menos 2 caracteres' },
        { field: 'email', message: 'Email inválido' },
        { field: 'password', message: 'La contraseña debe tener al menos 6 caracteres' },
        { field: 'confirmPassword', message: 'Debes confirmar tu contraseña' },
      ]),
    );
  });
});

describe('POST /api/auth/login', () => {
  it('answers token, message and data.user (id, _id, name, email, role, isVerified, phone)', async () => {
    const res = await api.call('POST', '/auth/login', {
      body: { email: 'lucia.gomez@example.com', password: 'secreto1' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Inicio de sesión exitoso', token: expect.any(String) });
    expect(res.body.data.user).toMatchObject({
      name: 'Lucía Gómez',
      role: 'client',
      isVerified: false,
      phone: '+1 (305) 555-0199',
    });
    const me = await api.call('GET', '/auth/user', { token: res.body.token });
    expect(me.body.data.user.id).toBe(res.body.data.user.id);
  });

  it('gives the admin role to the admin', async () => {
    const res = await api.call('POST', '/auth/login', { body: ADMIN });
    expect(res.body.data.user.role).toBe('admin');
  });

  it('answers a wrong password and an unknown email alike, and changes nothing but the activity log', async () => {
    // Issue 29 §11: a failed sign-in is written down (who was tried, from where); nothing else changes.
    const besidesTheLog = async () =>
      (await databaseFingerprint(t))
        .split(',')
        .filter((table) => !table.startsWith('audit_log:'))
        .join(',');
    const before = await besidesTheLog();
    const wrong = await api.call('POST', '/auth/login', { body: { email: client.email, password: 'mala-clave' } });
    expect(await besidesTheLog()).toBe(before);
    const unknown = await api.call('POST', '/auth/login', {
      body: { email: 'nadie@test.local', password: 'mala-clave' },
    });
    expectFailure(wrong, 400, 'Credenciales inválidas');
    expect(unknown).toMatchObject({ status: wrong.status, body: wrong.body });
  });
});

describe('GET /api/auth/user', () => {
  it('answers data.user for a client and for the admin', async () => {
    const mine = await api.call('GET', '/auth/user', { token: client.token });
    expect(mine.body).toMatchObject({
      success: true,
      data: { user: { id: client.id, _id: client.id, role: 'client', phone: '305-555-0101' } },
    });
    const admins = await api.call('GET', '/auth/user', { token: admin });
    expect(admins.body.data.user).toMatchObject({ email: ADMIN.email, role: 'admin', isVerified: true });
  });

  it.each([
    ['no token', null],
    ['a forged token', 'abc.def.ghi'],
  ])('answers 401 No autorizado with %s', async (_case, token) => {
    expectFailure(await api.call('GET', '/auth/user', { token }), 401, 'No autorizado');
  });
});

describe('GET /api/auth/clients', () => {
  it('lists the clients with their activity for the admin', async () => {
    const cut = await createCut(t, { price: 20 });
    const done = await book(t, client.token, { cutId: cut.id, date: nextWeekday(2), time: '10:00' });
    await complete(t, done.id);
    const res = await api.call('GET', '/auth/clients', { token: admin });
    expect(res.status).toBe(200);
    const carla = res.body.data.clients.find((c: { id: string }) => c.id === client.id);
    expect(carla).toMatchObject({
      _id: client.id,
      name: 'Carla Cliente',
      email: client.email,
      completedAppointments: 1,
      totalSpent: 20,
    });
    expect(carla.createdAt).toEqual(expect.any(String));
    expect(carla.updatedAt).toEqual(expect.any(String));
    expect(res.body.data.clients.map((c: { email: string }) => c.email)).not.toContain(ADMIN.email);
  });

  it('filters with ?search=', async () => {
    const res = await api.call('GET', '/auth/clients', { token: admin, query: { search: 'óscar' } });
    expect(res.body.data.clients.map((c: { id: string }) => c.id)).toEqual([other.id]);
  });

  it('answers 401 anonymous and 403 to a client', async () => {
    expectFailure(await api.call('GET', '/auth/clients'), 401, 'No autorizado');
    expectFailure(await api.call('GET', '/auth/clients', { token: client.token }), 403, 'Acceso denegado');
  });
});

describe('DELETE /api/auth/clients/:id', () => {
  it('refuses anonymous (401) and clients (403), even on themselves, and changes nothing', async () => {
    for (const [token, status] of [
      [null, 401],
      [client.token, 403],
      [other.token, 403],
    ] as const) {
      const res = await expectUnchanged(t, () =>
        api.call('DELETE', '/auth/clients/:id', { token, params: { id: client.id } }),
      );
      expectFailure(res, status);
    }
  });

  it('answers 404 for an unknown client', async () => {
    const res = await expectUnchanged(t, () =>
      api.call('DELETE', '/auth/clients/:id', { token: admin, params: { id: '00000000-0000-4000-8000-000000000000' } }),
    );
    expectFailure(res, 404);
  });

  it('deletes a client for the admin', async () => {
    const gone = await t.signUp({ name: 'Para Borrar' });
    const res = await api.call('DELETE', '/auth/clients/:id', { token: admin, params: { id: gone.id } });
    expect(res).toMatchObject({ status: 200, body: { success: true, message: 'Cliente eliminado exitosamente' } });
    expect(await t.app.dataSource.query('SELECT 1 FROM users WHERE id = $1', [gone.id])).toEqual([]);
  });
});

describe('GET and PUT /api/users/profile', () => {
  it('answers the profile of the session in data', async () => {
    const res = await api.call('GET', '/users/profile', { token: client.token });
    expect(res.body).toMatchObject({
      success: true,
      data: {
        id: client.id,
        _id: client.id,
        name: 'Carla Cliente',
        email: client.email,
        phone: '305-555-0101',
        role: 'client',
      },
    });
    expect(res.body.data.createdAt).toEqual(expect.any(String));
    const admins = await api.call('GET', '/users/profile', { token: admin });
    expect(admins.body.data.role).toBe('admin');
  });

  it('updates name, email and phone with the SPEC message; an absent phone removes it', async () => {
    const res = await api.call('PUT', '/users/profile', {
      token: other.token,
      body: { name: '  Óscar Nuevo ', email: 'OSCAR.nuevo@test.local', currentPassword: 'secreto1' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Perfil actualizado exitosamente',
      data: { id: other.id, _id: other.id, name: 'Óscar Nuevo', email: 'oscar.nuevo@test.local', phone: null },
    });
    other.email = 'oscar.nuevo@test.local';
  });

  it("refuses another account's email with 409 and blank fields with 400, changing nothing", async () => {
    const taken = await expectUnchanged(t, () =>
      api.call('PUT', '/users/profile', {
        token: other.token,
        body: { name: 'Óscar', email: client.email, currentPassword: 'secreto1' },
      }),
    );
    expectFailure(taken, 409);
    const blank = await expectUnchanged(t, () =>
      api.call('PUT', '/users/profile', { token: other.token, body: { name: ' ', email: '' } }),
    );
    expectFailure(blank, 400, 'Nombre y email son requeridos');
  });

  it('answers 401 without a session, for reading and for writing, changing nothing', async () => {
    expectFailure(await api.call('GET', '/users/profile'), 401, 'No autorizado');
    const res = await expectUnchanged(t, () =>
      api.call('PUT', '/users/profile', { body: { name: 'Nadie', email: 'x@y.z' } }),
    );
    expectFailure(res, 401, 'No autorizado');
  });
});
