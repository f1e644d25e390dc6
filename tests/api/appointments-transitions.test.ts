import { beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  createCut,
  DELETE_ANY,
  errorOf,
  markCompleted,
  onItsDay,
  ONE,
  SET_STATUS,
  setStatus,
  SHOP_TZ,
  slotSequence,
  type CutRef,
} from '../support/booking';
import { createShopClock } from '../../server/src/features/appointments/shop-clock';
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
async function appointmentIn(status: Status): Promise<{ id: string; date: string; startsAt: string }> {
  const booked = await book(t, client.token, { cutId: cut.id, ...nextSlot() });
  const confirmed =
    status === 'CONFIRMED' || status === 'COMPLETED' ? await setStatus(t, booked.id, 'CONFIRMED') : null;
  if (confirmed && status === 'COMPLETED') await markCompleted(t, confirmed);
  if (status === 'CANCELLED') await setStatus(t, booked.id, 'CANCELLED', 'Motivo de prueba');
  return { id: booked.id, date: booked.date, startsAt: booked.startsAt };
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

  // On the appointment's day, when every move may be made (completing waits for it: see below).
  it.each(cases)('%s → %s', async (from, to) => {
    const appointment = await appointmentIn(from);
    const { id } = appointment;
    const reason = to === 'CANCELLED' ? 'El barbero está de viaje' : undefined;
    const res = await onItsDay(t, appointment, async () =>
      t.gql(SET_STATUS, { id, status: to, reason }, await t.adminToken()),
    );
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

  it('«Marcar como completada» waits for the appointment’s day (shop time): refused the day before, allowed that morning before its start', async () => {
    const { id, date, startsAt } = await appointmentIn('CONFIRMED');
    const midnight = createShopClock(SHOP_TZ).instant(date, '00:00').getTime();
    const complete = async (at: number) =>
      t.at(new Date(at), async () => t.gql(SET_STATUS, { id, status: 'COMPLETED' }, await t.adminToken()));

    // 23:59 the evening before, in New York: not yet.
    const early = await complete(midnight - 60_000);
    expect(errorOf(early)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Solo puedes marcar una cita como completada a partir de su día',
    });
    expect((await t.gql(ONE, { id }, client.token)).data!.appointment.status).toBe('CONFIRMED');
    // 00:01 that day, hours before it starts: done.
    expect(Date.parse(startsAt)).toBeGreaterThan(midnight + 60_000);
    const sameDay = await complete(midnight + 60_000);
    expect(sameDay.errors).toBeUndefined();
    expect(sameDay.data!.setAppointmentStatus.status).toBe('COMPLETED');
  });

  it.each([
    [undefined, 'El motivo del rechazo es requerido'],
    ['', 'El motivo del rechazo es requerido'],
    ['    ', 'El motivo del rechazo es requerido'],
    ['x'.repeat(501), 'El motivo del rechazo no puede exceder 500 caracteres'],
  ])('refuses to reject with reason %j: "%s"', async (reason, message) => {
    const { id } = await appointmentIn('PENDING');
    const res = await t.gql(SET_STATUS, { id, status: 'CANCELLED', reason }, await t.adminToken());
    expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message });
    expect((await t.gql(ONE, { id }, client.token)).data!.appointment.status).toBe('PENDING');
  });

  it('stores the reason trimmed, up to 500 characters', async () => {
    const { id } = await appointmentIn('PENDING');
    const trimmed = await setStatus(t, id, 'CANCELLED', '   Cerramos por inventario   ');
    expect(trimmed.rejectionReason).toBe('Cerramos por inventario');
    const longest = await setStatus(t, (await appointmentIn('PENDING')).id, 'CANCELLED', 'r'.repeat(500));
    expect(longest.rejectionReason).toHaveLength(500);
  });

  it('ignores a reason when not rejecting', async () => {
    const { id } = await appointmentIn('PENDING');
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
    const { id } = await appointmentIn(status);
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
