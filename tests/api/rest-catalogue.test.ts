import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { book, complete, createCut, nextWeekday } from '../support/booking';
import { DON_PEPE, week } from '../support/business';
import { expectFailure, expectUnchanged, restAppForFile } from '../support/rest';

// Cuts, business settings and statistics.

const { t, api } = restAppForFile();
let admin: string;
let client: { token: string; id: string };

beforeAll(async () => {
  admin = await t.adminToken();
  client = await t.signUp({ name: 'Carla Cliente' });
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const fade = { name: 'Degradado', description: 'Degradado a máquina', price: 18.5, duration: 45 };

/** Each refused caller of an admin-only route: anonymous 401, clients 403; nothing changes. */
async function expectAdminOnly(
  method: string,
  route: string,
  options: { params?: Record<string, string>; body?: unknown } = {},
) {
  for (const [token, status, message] of [
    [null, 401, 'No autorizado'],
    [client.token, 403, 'Acceso denegado'],
  ] as const) {
    const res = await expectUnchanged(t, () => api.call(method, route, { ...options, token }));
    expectFailure(res, status, message);
  }
}

describe('cuts', () => {
  let cutId: string;

  it('POST /api/cuts creates a cut for the admin: 201, message, data.cut', async () => {
    const res = await api.call('POST', '/cuts', { token: admin, body: fade });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Corte creado exitosamente', data: { cut: fade } });
    cutId = res.body.data.cut.id;
    expect(res.body.data.cut._id).toBe(cutId);
  });

  it('POST /api/cuts accepts numbers written as text', async () => {
    const res = await api.call('POST', '/cuts', {
      token: admin,
      body: { name: 'Barba', description: 'Arreglo de barba', price: '9.99', duration: '20' },
    });
    expect(res.body.data.cut).toMatchObject({ price: 9.99, duration: 20 });
  });

  it('POST /api/cuts is refused to anonymous and clients, and on a taken name or invalid data, changing nothing', async () => {
    await expectAdminOnly('POST', '/cuts', { body: { ...fade, name: 'Otro corte' } });
    expectFailure(
      await expectUnchanged(t, () => api.call('POST', '/cuts', { token: admin, body: fade })),
      409,
      'Ya existe un corte con ese nombre',
    );
    const invalid = await expectUnchanged(t, () =>
      api.call('POST', '/cuts', { token: admin, body: { name: 'X', description: 'corto', price: -1, duration: 0 } }),
    );
    expectFailure(invalid, 400, 'El nombre debe tener al menos 2 caracteres');
    expect(invalid.body.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['name', 'price', 'duration']),
    );
    const missing = await expectUnchanged(t, () =>
      api.call('POST', '/cuts', { token: admin, body: { name: 'Sin precio', description: 'Falta el precio' } }),
    );
    expectFailure(missing, 400, 'Datos de entrada inválidos');
    expect(missing.body.errors).toEqual(
      expect.arrayContaining([{ field: 'price', message: 'Este campo es requerido' }]),
    );
  });

  it('GET /api/cuts lists the catalogue for anyone in data.cuts', async () => {
    for (const token of [null, client.token, admin]) {
      const res = await api.call('GET', '/cuts', { token });
      expect(res.body.success).toBe(true);
      expect(res.body.data.cuts.map((c: { name: string }) => c.name)).toEqual(['Barba', 'Degradado']);
      expect(res.body.data.cuts[1]).toMatchObject({ id: cutId, _id: cutId, ...fade, createdAt: expect.any(String) });
    }
  });

  it('GET /api/cuts/:id answers data.cut, or 404 Corte no encontrado', async () => {
    const res = await api.call('GET', '/cuts/:id', { params: { id: cutId } });
    expect(res.body).toMatchObject({ success: true, data: { cut: { id: cutId, _id: cutId, name: 'Degradado' } } });
    expectFailure(await api.call('GET', '/cuts/:id', { params: { id: UNKNOWN_ID } }), 404, 'Corte no encontrado');
    expectFailure(await api.call('GET', '/cuts/:id', { params: { id: 'no-es-un-id' } }), 404, 'Corte no encontrado');
  });

  it('PUT /api/cuts/:id updates for the admin with a message and data.cut', async () => {
    const res = await api.call('PUT', '/cuts/:id', {
      token: admin,
      params: { id: cutId },
      body: { ...fade, price: 20 },
    });
    expect(res).toMatchObject({
      status: 200,
      body: { success: true, message: 'Corte actualizado exitosamente', data: { cut: { id: cutId, price: 20 } } },
    });
  });

  it('PUT /api/cuts/:id is refused to anonymous and clients, and 404 for an unknown cut, changing nothing', async () => {
    await expectAdminOnly('PUT', '/cuts/:id', { params: { id: cutId }, body: { ...fade, price: 1 } });
    expectFailure(
      await expectUnchanged(t, () =>
        api.call('PUT', '/cuts/:id', { token: admin, params: { id: UNKNOWN_ID }, body: fade }),
      ),
      404,
    );
  });

  it('GET /api/cuts/stats lists cuts by completed appointments with usageCount, for a session', async () => {
    const done = await book(t, client.token, { cutId, date: nextWeekday(3), time: '09:00' });
    await complete(t, done.id);
    for (const token of [client.token, admin]) {
      const res = await api.call('GET', '/cuts/stats', { token });
      expect(res.body.data.cuts[0]).toMatchObject({ id: cutId, _id: cutId, name: 'Degradado', usageCount: 1 });
    }
    const limited = await api.call('GET', '/cuts/stats', { token: admin, query: { limit: '1' } });
    expect(limited.body.data.cuts).toHaveLength(1);
    expectFailure(await api.call('GET', '/cuts/stats', { token: admin, query: { limit: 'muchos' } }), 400);
    expectFailure(await api.call('GET', '/cuts/stats'), 401, 'No autorizado');
  });

  it('DELETE /api/cuts/:id is refused to anonymous and clients, then deletes for the admin', async () => {
    await expectAdminOnly('DELETE', '/cuts/:id', { params: { id: cutId } });
    const res = await api.call('DELETE', '/cuts/:id', { token: admin, params: { id: cutId } });
    expect(res).toMatchObject({ status: 200, body: { success: true, message: 'Corte eliminado exitosamente' } });
    expectFailure(
      await api.call('DELETE', '/cuts/:id', { token: admin, params: { id: cutId } }),
      404,
      'Corte no encontrado',
    );
  });
});

describe('business settings', () => {
  const settings = DON_PEPE;

  it('GET /api/config answers null data before anything is saved; public config the usual hours', async () => {
    expect((await api.call('GET', '/config', { token: admin })).body).toEqual({ success: true, data: null });
    const pub = await api.call('GET', '/config/public');
    expect(pub.body.data).toMatchObject({ configured: false, phone: null, email: null, address: null });
    expect(pub.body.data.hours).toHaveLength(7);
  });

  it('PUT /api/config is refused to anonymous and clients, and on invalid data, changing nothing', async () => {
    await expectAdminOnly('PUT', '/config', { body: settings });
    const invalid = await expectUnchanged(t, () =>
      api.call('PUT', '/config', { token: admin, body: { ...settings, businessName: '', email: 'mal' } }),
    );
    expectFailure(invalid, 400, 'El nombre del negocio es requerido');
    expect(invalid.body.errors).toEqual(
      expect.arrayContaining([{ field: 'email', message: 'Formato de email inválido' }]),
    );
  });

  it('PUT /api/config saves for the admin; GET /api/config answers the full settings', async () => {
    const hours = week((weekday) => ({ open: weekday < 7 ? '09:00' : null, close: weekday < 7 ? '17:00' : null }));
    const res = await api.call('PUT', '/config', { token: admin, body: { ...settings, hours } });
    expect(res.body).toMatchObject({
      success: true,
      message: 'Configuración actualizada exitosamente',
      data: { ...settings, hours },
    });
    const read = await api.call('GET', '/config', { token: admin });
    expect(read.body.data).toMatchObject({ ...settings, hours, updatedAt: expect.any(String) });
    expectFailure(await api.call('GET', '/config'), 401);
    expectFailure(await api.call('GET', '/config', { token: client.token }), 403, 'Acceso denegado');
  });

  it('PUT /api/config names a faulty day by the body field the caller sent, hours', async () => {
    const hours = week((weekday) => ({ open: weekday === 1 ? '18:00' : null, close: weekday === 1 ? '09:00' : null }));
    const res = await api.call('PUT', '/config', { token: admin, body: { ...settings, hours } });
    expectFailure(res, 400, 'La hora de apertura debe ser anterior a la de cierre');
    expect(res.body.errors).toEqual([
      { field: 'hours[0]', message: 'La hora de apertura debe ser anterior a la de cierre' },
    ]);
    const wrongType = await api.call('PUT', '/config', { token: admin, body: { ...settings, hours: 'todos' } });
    expectFailure(wrongType, 400);
    expect(wrongType.body.errors).toEqual([{ field: 'hours', message: 'Valor no válido' }]);
  });

  it('GET /api/config/public answers contact data and hours to anyone', async () => {
    for (const token of [null, client.token, admin]) {
      const res = await api.call('GET', '/config/public', { token });
      expect(res.body.data).toMatchObject({ ...settings, configured: true });
      expect(res.body.data.hours[0]).toEqual({ weekday: 1, open: '09:00', close: '17:00' });
    }
  });
});

describe('GET /api/stats/dashboard', () => {
  it('answers the stats object to the admin, with next appointments in the admin shape', async () => {
    const cut = await createCut(t, { price: 30 });
    const next = await book(t, client.token, { cutId: cut.id, date: nextWeekday(4), time: '10:00' });
    const res = await api.call('GET', '/stats/dashboard', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      totalUsers: 1,
      totalAppointments: 2,
      completedAppointments: 1,
      weeklyStats: expect.objectContaining({ topServices: expect.any(Array) }),
      monthlyStats: expect.objectContaining({ totalEarnings: expect.any(Number) }),
    });
    const listed = res.body.data.nextAppointments.find((a: { id: string }) => a.id === next.id);
    expect(listed).toMatchObject({
      _id: next.id,
      status: 'pending',
      clientId: { _id: client.id, name: 'Carla Cliente' },
    });
  });

  it('carries the SPEC’s dashboard `revenue`: what the completed appointments earned', async () => {
    const res = await api.call('GET', '/stats/dashboard', { token: admin });
    expect(res.body.data.revenue).toEqual(res.body.data.totalEarnings);
    expect(res.body.data.revenue).toBeGreaterThan(0);
    const schema = (await api.call('GET', '/openapi.json')).body.components.schemas.Stats;
    expect(schema.required).toContain('revenue');
  });

  it('is refused to anonymous and clients', async () => {
    await expectAdminOnly('GET', '/stats/dashboard');
  });
});
