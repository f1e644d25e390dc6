import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { book, complete, createCut, nextWeekday, onItsDay, setStatus, type CutRef } from '../support/booking';
import { adminCarlaAndOscar, expectFailure, expectUnchanged, restAppForFile } from '../support/rest';

const { t, api } = restAppForFile();
let admin: string;
let client: { token: string; id: string; email: string };
let other: { token: string; id: string; email: string };
let cut: CutRef;

const TUE = nextWeekday(2);
const WED = nextWeekday(3);
const THU = nextWeekday(4);
const FRI = nextWeekday(5);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  ({ admin, client, other } = await adminCarlaAndOscar(t));
  cut = await createCut(t, { name: 'Clásico', price: 15.5, duration: 30 });
});

const form = (date: string, time: string, note?: string) => ({ cutType: cut.name, cutId: cut.id, date, time, note });

describe('POST /api/appointments', () => {
  it('books a pending appointment for a client: 201, message and the record with snapshots', async () => {
    const res = await api.call('POST', '/appointments', { token: client.token, body: form(TUE, '10:00', 'Sin prisa') });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Cita creada exitosamente' });
    const appointment = res.body.data;
    expect(appointment).toMatchObject({
      clientId: client.id,
      cutId: cut.id,
      cutType: 'Clásico',
      date: TUE,
      time: '10:00',
      note: 'Sin prisa',
      status: 'pending',
      hidden: false,
      price: 15.5,
      duration: 30,
    });
    expect(appointment._id).toBe(appointment.id);
  });

  it('refuses anonymous (401) and the admin (403), changing nothing', async () => {
    expectFailure(
      await expectUnchanged(t, () => api.call('POST', '/appointments', { body: form(TUE, '11:00') })),
      401,
      'No autorizado',
    );
    const res = await expectUnchanged(t, () =>
      api.call('POST', '/appointments', { token: admin, body: form(TUE, '11:00') }),
    );
    expectFailure(res, 403, 'Acceso denegado');
  });

  it('answers a taken slot with 409 and invalid forms with 400, changing nothing', async () => {
    const taken = await expectUnchanged(t, () =>
      api.call('POST', '/appointments', { token: other.token, body: form(TUE, '10:00') }),
    );
    expectFailure(taken, 409, 'Ese horario ya no está disponible');
    const noCut = await expectUnchanged(t, () =>
      api.call('POST', '/appointments', {
        token: client.token,
        body: { date: TUE, time: '12:00' },
      }),
    );
    expectFailure(noCut, 400, 'Debes seleccionar un tipo de corte');
    const noDate = await expectUnchanged(t, () =>
      api.call('POST', '/appointments', { token: client.token, body: { cutId: cut.id, time: '12:00' } }),
    );
    expectFailure(noDate, 400, 'La fecha es requerida');
    expect(noDate.body.errors).toEqual(expect.arrayContaining([{ field: 'date', message: 'La fecha es requerida' }]));
    const unknownCut = await expectUnchanged(t, () =>
      api.call('POST', '/appointments', { token: client.token, body: { ...form(TUE, '12:00'), cutId: UNKNOWN_ID } }),
    );
    expectFailure(unknownCut, 404, 'Corte no encontrado');
  });
});

describe('POST /api/appointments by cutType (SPEC §3, §5: cutId optional)', () => {
  it('books the cut of that name, trimmed and whatever the case, with its price and duration', async () => {
    const res = await api.call('POST', '/appointments', {
      token: client.token,
      body: { cutType: '  clásico ', date: THU, time: '15:00' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ cutId: cut.id, cutType: 'Clásico', price: 15.5, duration: 30 });
  });

  it('refuses an unknown name with 400, changing nothing', async () => {
    const res = await expectUnchanged(t, () =>
      api.call('POST', '/appointments', {
        token: client.token,
        body: { cutType: 'Mohicano', date: THU, time: '16:00' },
      }),
    );
    expectFailure(res, 400, 'No existe un corte con ese nombre');
  });

  it('lets cutId decide when both are sent', async () => {
    const res = await api.call('POST', '/appointments', {
      token: other.token,
      body: { cutId: cut.id, cutType: 'Otro nombre', date: THU, time: '16:30' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ cutId: cut.id, cutType: 'Clásico' });
  });
});

describe('lists', () => {
  let pending: string;
  let hiddenDone: string;
  let othersOwn: string;

  beforeAll(async () => {
    pending = (await book(t, client.token, { cutId: cut.id, date: WED, time: '09:00' })).id;
    hiddenDone = (await book(t, client.token, { cutId: cut.id, date: WED, time: '10:00' })).id;
    await complete(t, hiddenDone);
    await t.gql(
      'mutation($id: ID!) { setAppointmentHidden(id: $id, hidden: true) { id } }',
      { id: hiddenDone },
      client.token,
    );
    othersOwn = (await book(t, other.token, { cutId: cut.id, date: WED, time: '11:00' })).id;
  });

  it("GET /api/appointments/my-appointments lists the client's own, without hidden ones", async () => {
    const res = await api.call('GET', '/appointments/my-appointments', { token: client.token });
    const ids = res.body.data.map((a: { id: string }) => a.id);
    expect(ids).toContain(pending);
    expect(ids).not.toContain(hiddenDone);
    expect(ids).not.toContain(othersOwn);
    expect(res.body.data.every((a: { clientId: unknown }) => a.clientId === client.id)).toBe(true);
  });

  it('GET /api/appointments/my-appointments/all includes the hidden ones', async () => {
    const res = await api.call('GET', '/appointments/my-appointments/all', { token: client.token });
    const ids = res.body.data.map((a: { id: string }) => a.id);
    expect(ids).toEqual(expect.arrayContaining([pending, hiddenDone]));
    expect(ids).not.toContain(othersOwn);
    expect(res.body.data.find((a: { id: string }) => a.id === hiddenDone)).toMatchObject({
      hidden: true,
      status: 'completed',
    });
  });

  it.each(['/appointments/my-appointments', '/appointments/my-appointments/all'])(
    '%s refuses anonymous and the admin',
    async (route) => {
      expectFailure(await api.call('GET', route), 401, 'No autorizado');
      expectFailure(await api.call('GET', route, { token: admin }), 403, 'Acceso denegado');
    },
  );

  it('GET /api/appointments/all gives the admin every appointment with clientId as the client', async () => {
    const res = await api.call('GET', '/appointments/all', { token: admin });
    const byId = new Map(res.body.data.map((a: { id: string }) => [a.id, a]));
    expect(byId.get(pending)).toMatchObject({
      _id: pending,
      date: WED,
      time: '09:00',
      status: 'pending',
      clientId: { _id: client.id, name: 'Carla Cliente', email: client.email, phone: '305-555-0101' },
    });
    expect(byId.get(othersOwn)).toMatchObject({ clientId: { _id: other.id, name: 'Óscar Otro' } });
    expect(byId.has(hiddenDone)).toBe(true);
  });

  it('GET /api/appointments/all lists newest created first (SPEC §9), whatever the day booked', async () => {
    const later = (await book(t, other.token, { cutId: cut.id, date: TUE, time: '08:00' })).id;
    const res = await api.call('GET', '/appointments/all', { token: admin });
    const created = res.body.data.map((a: { createdAt: string }) => Date.parse(a.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(res.body.data[0].id).toBe(later);
    const calendar = await t.gql<{ appointments: { date: string; time: string }[] }>(
      '{ appointments { date time } }',
      {},
      admin,
    );
    const keys = calendar.data!.appointments.map((a) => `${a.date} ${a.time}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('GET /api/appointments/all filters by from, to and status; an unknown status is 400', async () => {
    const res = await api.call('GET', '/appointments/all', {
      token: admin,
      query: { from: WED, to: WED, status: 'completed' },
    });
    expect(res.body.data.map((a: { id: string }) => a.id)).toEqual([hiddenDone]);
    expectFailure(
      await api.call('GET', '/appointments/all', { token: admin, query: { status: 'aprobada' } }),
      400,
      'Estado de cita no válido',
    );
    expectFailure(await api.call('GET', '/appointments/all', { token: admin, query: { from: 'ayer' } }), 400);
  });

  it('GET /api/appointments/all refuses anonymous and clients', async () => {
    expectFailure(await api.call('GET', '/appointments/all'), 401, 'No autorizado');
    expectFailure(await api.call('GET', '/appointments/all', { token: client.token }), 403, 'Acceso denegado');
  });

  it('a client whose account is gone shows as clientId null in the admin list', async () => {
    const gone = await t.signUp({ name: 'Se Va' });
    const kept = (await book(t, gone.token, { cutId: cut.id, date: WED, time: '13:00' })).id;
    await complete(t, kept);
    await t.gql('mutation($id: ID!) { deleteClient(id: $id) }', { id: gone.id }, admin);
    const res = await api.call('GET', '/appointments/all', { token: admin });
    expect(res.body.data.find((a: { id: string }) => a.id === kept)).toMatchObject({
      clientId: null,
      status: 'completed',
    });
  });
});

describe('GET /api/appointments/available-slots', () => {
  it('answers free HH:MM slots to any session, without the taken ones', async () => {
    await book(t, other.token, { cutId: cut.id, date: THU, time: '14:00' });
    for (const token of [client.token, admin]) {
      const res = await api.call('GET', '/appointments/available-slots', {
        token,
        query: { date: THU, cutId: cut.id },
      });
      expect(res.body.success).toBe(true);
      expect(res.body.data).toContain('08:00');
      expect(res.body.data).not.toContain('14:00');
      expect(res.body.data.every((s: string) => /^\d{2}:\d{2}$/.test(s))).toBe(true);
    }
  });

  it('answers 401 anonymous, 400 naming a missing date or cut and 404 for an unknown cut', async () => {
    expectFailure(await api.call('GET', '/appointments/available-slots', { query: { date: THU, cutId: cut.id } }), 401);
    expectFailure(
      await api.call('GET', '/appointments/available-slots', { token: client.token, query: { cutId: cut.id } }),
      400,
      'La fecha es requerida',
    );
    expectFailure(
      await api.call('GET', '/appointments/available-slots', { token: client.token, query: { date: THU } }),
      400,
      'Debes seleccionar un tipo de corte',
    );
    expectFailure(
      await api.call('GET', '/appointments/available-slots', {
        token: client.token,
        query: { date: THU, cutId: UNKNOWN_ID },
      }),
      404,
    );
  });
});

describe('PUT /api/appointments/:id', () => {
  it('lets the admin confirm, reject with a reason and complete (from its day on), each with its SPEC message', async () => {
    const booked = await book(t, client.token, { cutId: cut.id, date: FRI, time: '09:00' });
    const a = booked.id;
    const b = (await book(t, client.token, { cutId: cut.id, date: FRI, time: '10:00' })).id;
    const confirm = await api.call('PUT', '/appointments/:id', {
      token: admin,
      params: { id: a },
      body: { status: 'confirmed' },
    });
    expect(confirm.body).toMatchObject({
      success: true,
      message: 'Cita confirmada exitosamente',
      data: { id: a, _id: a, status: 'confirmed', clientId: { _id: client.id, name: 'Carla Cliente' } },
    });
    const completing = { token: admin, params: { id: a }, body: { status: 'completed' } };
    // The owner's rule (issue 29): not before its day.
    expectFailure(
      await api.call('PUT', '/appointments/:id', completing),
      400,
      'Solo puedes marcar una cita como completada a partir de su día',
    );
    const done = await onItsDay(t, booked, () => api.call('PUT', '/appointments/:id', completing));
    expect(done.body).toMatchObject({ message: 'Cita marcada como completada', data: { status: 'completed' } });
    const reject = await api.call('PUT', '/appointments/:id', {
      token: admin,
      params: { id: b },
      body: { status: 'cancelled', rejectionReason: 'El barbero no está' },
    });
    expect(reject.body).toMatchObject({
      message: 'Cita rechazada exitosamente',
      data: { status: 'cancelled', rejectionReason: 'El barbero no está' },
    });
  });

  it('answers the admin 400 for an unknown status, a missing reason or a move the rules forbid, changing nothing', async () => {
    const id = (await book(t, client.token, { cutId: cut.id, date: FRI, time: '11:00' })).id;
    for (const body of [{ status: 'aprobada' }, {}, { status: 'cancelled' }, { status: 'completed' }]) {
      const res = await expectUnchanged(t, () =>
        api.call('PUT', '/appointments/:id', { token: admin, params: { id }, body }),
      );
      expectFailure(res, 400);
    }
    const unknown = await expectUnchanged(t, () =>
      api.call('PUT', '/appointments/:id', { token: admin, params: { id: UNKNOWN_ID }, body: { status: 'confirmed' } }),
    );
    expectFailure(unknown, 404, 'Cita no encontrada');
  });

  it('lets a client edit an own pending appointment with the form', async () => {
    const id = (await book(t, client.token, { cutId: cut.id, date: FRI, time: '12:00' })).id;
    const res = await api.call('PUT', '/appointments/:id', {
      token: client.token,
      params: { id },
      body: form(FRI, '12:30', 'Mejor más tarde'),
    });
    expect(res.body).toMatchObject({
      success: true,
      message: 'Cita actualizada exitosamente',
      data: { id, _id: id, clientId: client.id, time: '12:30', note: 'Mejor más tarde', status: 'pending' },
    });
  });

  it("refuses another client's appointment (404), a confirmed one (400) and anonymous callers (401), changing nothing", async () => {
    const id = (await book(t, client.token, { cutId: cut.id, date: FRI, time: '14:00' })).id;
    const foreign = await expectUnchanged(t, () =>
      api.call('PUT', '/appointments/:id', { token: other.token, params: { id }, body: form(FRI, '14:30') }),
    );
    expectFailure(foreign, 404, 'Cita no encontrada');
    const anonymous = await expectUnchanged(t, () =>
      api.call('PUT', '/appointments/:id', { params: { id }, body: form(FRI, '14:30') }),
    );
    expectFailure(anonymous, 401, 'No autorizado');
    await setStatus(t, id, 'CONFIRMED');
    const confirmed = await expectUnchanged(t, () =>
      api.call('PUT', '/appointments/:id', { token: client.token, params: { id }, body: form(FRI, '14:30') }),
    );
    expectFailure(
      confirmed,
      400,
      'Solo puedes editar citas pendientes o que han sido rechazadas por el administrador.',
    );
    // A client sending a status change is editing, not deciding: the form's rules answer.
    const sneaky = await expectUnchanged(t, () =>
      api.call('PUT', '/appointments/:id', { token: client.token, params: { id }, body: { status: 'completed' } }),
    );
    expectFailure(sneaky, 400);
  });
});

describe('DELETE /api/appointments/:id (admin)', () => {
  it('refuses anonymous and clients, even the owner, changing nothing; deletes for the admin', async () => {
    const id = (await book(t, client.token, { cutId: cut.id, date: FRI, time: '15:00' })).id;
    expectFailure(await expectUnchanged(t, () => api.call('DELETE', '/appointments/:id', { params: { id } })), 401);
    expectFailure(
      await expectUnchanged(t, () => api.call('DELETE', '/appointments/:id', { token: client.token, params: { id } })),
      403,
    );
    const res = await api.call('DELETE', '/appointments/:id', { token: admin, params: { id } });
    expect(res).toMatchObject({ status: 200, body: { success: true, message: 'Cita eliminada exitosamente' } });
    expectFailure(
      await api.call('DELETE', '/appointments/:id', { token: admin, params: { id } }),
      404,
      'Cita no encontrada',
    );
  });
});

describe('DELETE /api/appointments/:id/client', () => {
  it("refuses another client's appointment, the admin and anonymous callers, changing nothing; deletes the own one", async () => {
    const id = (await book(t, client.token, { cutId: cut.id, date: FRI, time: '16:00' })).id;
    expectFailure(
      await expectUnchanged(t, () =>
        api.call('DELETE', '/appointments/:id/client', { token: other.token, params: { id } }),
      ),
      404,
    );
    expectFailure(
      await expectUnchanged(t, () => api.call('DELETE', '/appointments/:id/client', { token: admin, params: { id } })),
      403,
    );
    expectFailure(
      await expectUnchanged(t, () => api.call('DELETE', '/appointments/:id/client', { params: { id } })),
      401,
    );
    const res = await api.call('DELETE', '/appointments/:id/client', { token: client.token, params: { id } });
    expect(res).toMatchObject({ status: 200, body: { success: true, message: 'Cita eliminada exitosamente' } });
    expect(await t.app.dataSource.query('SELECT 1 FROM appointments WHERE id = $1', [id])).toEqual([]);
  });

  it('refuses a completed appointment with 400, changing nothing', async () => {
    const id = (await book(t, client.token, { cutId: cut.id, date: THU, time: '09:00' })).id;
    await complete(t, id);
    const res = await expectUnchanged(t, () =>
      api.call('DELETE', '/appointments/:id/client', { token: client.token, params: { id } }),
    );
    expectFailure(res, 400, 'Las citas completadas no se eliminan: puedes quitarlas de tu lista');
  });
});

describe('PATCH /api/appointments/:id/visibility', () => {
  it('hides and shows an own completed appointment', async () => {
    const id = (await book(t, client.token, { cutId: cut.id, date: THU, time: '10:00' })).id;
    await complete(t, id);
    const hide = await api.call('PATCH', '/appointments/:id/visibility', {
      token: client.token,
      params: { id },
      body: { hidden: true },
    });
    expect(hide.body).toMatchObject({
      success: true,
      message: 'Cita eliminada de tu lista',
      data: { id, _id: id, hidden: true, clientId: client.id },
    });
    const show = await api.call('PATCH', '/appointments/:id/visibility', {
      token: client.token,
      params: { id },
      body: { hidden: false },
    });
    expect(show.body).toMatchObject({ success: true, message: 'Cita restaurada en tu lista', data: { hidden: false } });
  });

  it('refuses a pending one, another client, the admin, anonymous callers and a missing flag, changing nothing', async () => {
    const id = (await book(t, client.token, { cutId: cut.id, date: THU, time: '11:00' })).id;
    const cases = [
      [client.token, { hidden: true }, 400],
      [other.token, { hidden: true }, 404],
      [admin, { hidden: true }, 403],
      [null, { hidden: true }, 401],
      [client.token, {}, 400],
      [client.token, { hidden: 'sí' }, 400],
    ] as const;
    for (const [token, body, status] of cases) {
      const res = await expectUnchanged(t, () =>
        api.call('PATCH', '/appointments/:id/visibility', { token, params: { id }, body }),
      );
      expectFailure(res, status);
    }
  });
});
