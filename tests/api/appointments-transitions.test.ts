import { beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  createCut,
  DELETE_ANY,
  errorOf,
  ONE,
  SET_STATUS,
  setStatus,
  slotSequence,
  type CutRef,
} from '../support/booking';
import { testAppForFile } from '../support/test-app';

// The shop's now for the whole file (it never moves): Monday 1 March 2027, 07:00 in New York.
const t = testAppForFile({ now: () => new Date('2027-03-01T12:00:00Z') });
const nextSlot = slotSequence('2027-03-02');
let cut: CutRef;
let client: { token: string; id: string };

beforeAll(async () => {
  cut = await createCut(t);
  client = await t.signUp();
});

const STATUSES = ['PENDING', 'CONFIRMED', 'COMPLETED', 'CANCELLED'] as const;
type Status = (typeof STATUSES)[number];

/** A fresh appointment brought to `status` through the allowed path. */
async function appointmentIn(status: Status): Promise<string> {
  const { id } = await book(t, client.token, { cutId: cut.id, ...nextSlot() });
  if (status === 'CONFIRMED' || status === 'COMPLETED') await setStatus(t, id, 'CONFIRMED');
  if (status === 'COMPLETED') await setStatus(t, id, 'COMPLETED');
  if (status === 'CANCELLED') await setStatus(t, id, 'CANCELLED', 'Motivo de prueba');
  return id;
}

const LABELS: Record<Status, string> = {
  PENDING: 'Pendiente',
  CONFIRMED: 'Confirmada',
  COMPLETED: 'Completada',
  CANCELLED: 'Rechazada',
};
const ALLOWED = new Set(['PENDING>CONFIRMED', 'PENDING>CANCELLED', 'CONFIRMED>COMPLETED']);

describe('admin status transitions', () => {
  const cases = STATUSES.flatMap((from) => STATUSES.map((to) => [from, to] as const));

  it.each(cases)('%s → %s', async (from, to) => {
    const id = await appointmentIn(from);
    const reason = to === 'CANCELLED' ? 'El barbero está de viaje' : undefined;
    const res = await t.gql(SET_STATUS, { id, status: to, reason }, await t.adminToken());
    const stored = (await t.gql(ONE, { id }, client.token)).data!.appointment;
    if (ALLOWED.has(`${from}>${to}`)) {
      expect(res.errors).toBeUndefined();
      expect(res.data!.setAppointmentStatus).toMatchObject({ id, status: to, rejectionReason: reason ?? null });
      expect(stored.status).toBe(to);
    } else {
      expect(errorOf(res)).toEqual({
        code: 'BAD_USER_INPUT',
        message: `No se puede pasar una cita de ${LABELS[from]} a ${LABELS[to]}`,
      });
      expect(stored.status).toBe(from);
    }
  });

  it.each([
    [undefined, 'El motivo del rechazo es requerido'],
    ['', 'El motivo del rechazo es requerido'],
    ['    ', 'El motivo del rechazo es requerido'],
    ['x'.repeat(501), 'El motivo del rechazo no puede exceder 500 caracteres'],
  ])('refuses to reject with reason %j: "%s"', async (reason, message) => {
    const id = await appointmentIn('PENDING');
    const res = await t.gql(SET_STATUS, { id, status: 'CANCELLED', reason }, await t.adminToken());
    expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message });
    expect((await t.gql(ONE, { id }, client.token)).data!.appointment.status).toBe('PENDING');
  });

  it('stores the reason trimmed, up to 500 characters', async () => {
    const id = await appointmentIn('PENDING');
    const trimmed = await setStatus(t, id, 'CANCELLED', '   Cerramos por inventario   ');
    expect(trimmed.rejectionReason).toBe('Cerramos por inventario');
    const longest = await setStatus(t, await appointmentIn('PENDING'), 'CANCELLED', 'r'.repeat(500));
    expect(longest.rejectionReason).toHaveLength(500);
  });

  it('ignores a reason when not rejecting', async () => {
    const id = await appointmentIn('PENDING');
    const confirmed = await setStatus(t, id, 'CONFIRMED', 'no aplica');
    expect(confirmed.rejectionReason).toBeNull();
  });

  it('answers NOT_FOUND for an unknown appointment', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'x']) {
      const res = await t.gql(SET_STATUS, { id, status: 'CONFIRMED' }, await t.adminToken());
      expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message: 'Cita no encontrada' });
    }
  });
});

describe('admin delete', () => {
  it.each(STATUSES)('deletes an appointment in status %s', async (status) => {
    const id = await appointmentIn(status);
    const res = await t.gql(DELETE_ANY, { id }, await t.adminToken());
    expect(res.data!.deleteAppointment).toBe(id);
    expect(errorOf(await t.gql(ONE, { id }, client.token))).toEqual({
      code: 'NOT_FOUND',
      message: 'Cita no encontrada',
    });
  });

  it('answers NOT_FOUND for an unknown appointment', async () => {
    const res = await t.gql(DELETE_ANY, { id: '00000000-0000-4000-8000-000000000000' }, await t.adminToken());
    expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message: 'Cita no encontrada' });
  });
});
