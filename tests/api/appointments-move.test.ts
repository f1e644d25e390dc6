import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { book, createCut, errorOf, manualClock, setStatus, SLOTS, type CutRef } from '../support/booking';
import { saveElClasico } from '../support/business';
import { parseInvitation } from '../support/ics';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { restClient, type RestClient } from '../support/rest';
import { closeInOrder, startTestApp, type TestApp } from '../support/test-app';

// Monday 1 March 2027, 07:00 in New York.
const clock = manualClock('2027-03-01T12:00:00Z');
const WED = '2027-03-03';
const THU = '2027-03-04';
const SUN = '2027-03-07';
const MOVE = `mutation($id: ID!, $input: MoveAppointmentInput!) {
  moveAppointment(id: $id, input: $input) { id date time status startsAt price }
}`;
const TRAIL = `{ auditLog(action: APPOINTMENT_MOVED) { action appointment { party date time } changes { field before after } } }`;

let t: TestApp;
let smtp: MailCatcher;
let rest: RestClient;
let cut: CutRef;
let admin: string;
let ana: { token: string; id: string; email: string };
let beto: { token: string; id: string; email: string };

const flush = () => t.app.services.mail.worker.runOnce();
const move = (id: string, date: string, time: string, token = admin) =>
  t.gql<{ moveAppointment: { date: string; time: string; status: string; startsAt: string; price: number } }>(
    MOVE,
    { id, input: { date, time } },
    token,
  );

beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await startTestApp({ smtpUrl: smtp.url, mailPollMs: 0, now: clock.now });
  rest = await restClient(t);
  await saveElClasico(t);
  cut = await createCut(t, { name: 'Corte clásico', duration: 30, price: 18 });
  admin = await t.adminToken();
  ana = await t.signUp({ name: 'Ana Mueve' });
  beto = await t.signUp({ name: 'Beto Fijo' });
});
afterAll(() => closeInOrder(t, smtp));
beforeEach(async () => {
  await t.app.dataSource.query(`DELETE FROM appointments`);
  await flush();
  smtp.clear();
});

describe('the barber moves an appointment', () => {
  it('to another day and time: status and price stay, the client gets the new time and an updated invitation', async () => {
    const booked = await book(t, ana.token, { cutId: cut.id, date: WED, time: '10:00' });
    await setStatus(t, booked.id, 'CONFIRMED');
    await flush();
    const confirmation = parseInvitation(smtp.to(ana.email).at(-1)!.ics!);

    const res = await move(booked.id, THU, '11:30');
    expect(res.errors).toBeUndefined();
    expect(res.data!.moveAppointment).toMatchObject({ date: THU, time: '11:30', status: 'CONFIRMED', price: 18 });
    expect(res.data!.moveAppointment.startsAt).toBe('2027-03-04T16:30:00.000Z');

    await flush();
    const mail = smtp.to(ana.email).find((m) => m.subject.startsWith('La barbería ha cambiado la hora de tu cita'))!;
    expect(mail.subject).toBe(
      'La barbería ha cambiado la hora de tu cita: Corte clásico el jueves, 4 de marzo a las 11:30 AM',
    );
    expect(mail.text).toContain('Sigue confirmada');
    const invitation = parseInvitation(mail.ics!);
    expect(invitation).toMatchObject({ method: 'REQUEST', uid: confirmation.uid, status: 'CONFIRMED' });
    expect(invitation.sequence).toBeGreaterThan(confirmation.sequence);

    const trail = await t.gql<{ auditLog: unknown[] }>(TRAIL, {}, admin);
    expect(trail.data!.auditLog).toEqual([
      {
        action: 'APPOINTMENT_MOVED',
        appointment: { party: 'Ana Mueve', date: WED, time: '10:00' },
        changes: [
          { field: 'date', before: JSON.stringify(WED), after: JSON.stringify(THU) },
          { field: 'time', before: '"10:00"', after: '"11:30"' },
        ],
      },
    ]);
    // Its old time is free for others again.
    const free = await t.gql<{ availableSlots: string[] }>(SLOTS, { date: WED, cutId: cut.id }, beto.token);
    expect(free.data!.availableSlots).toContain('10:00');
  });

  it('half an hour later, over its own time: the slots the barber sees count it as free', async () => {
    const booked = await book(t, ana.token, { cutId: cut.id, date: WED, time: '10:00' });
    await book(t, beto.token, { cutId: cut.id, date: WED, time: '10:30' });
    const offered = await t.gql<{ availableSlots: string[] }>(
      SLOTS,
      { date: WED, cutId: cut.id, appointmentId: booked.id },
      admin,
    );
    expect(offered.data!.availableSlots).toContain('10:00');
    expect(offered.data!.availableSlots).not.toContain('10:30');
    expect(errorOf(await move(booked.id, WED, '10:30'))).toEqual({
      code: 'CONFLICT',
      message: 'Ese horario ya no está disponible',
    });
    expect((await move(booked.id, WED, '11:00')).data!.moveAppointment).toMatchObject({
      time: '11:00',
      status: 'PENDING',
    });
  });

  it('refuses what booking there would refuse, and only moves live appointments, only for the barber', async () => {
    const booked = await book(t, ana.token, { cutId: cut.id, date: WED, time: '10:00' });
    expect(errorOf(await move(booked.id, SUN, '10:00'))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'La barbería no abre ese día',
    });
    expect(errorOf(await move(booked.id, WED, '10:15')).code).toBe('BAD_USER_INPUT');
    expect(errorOf(await move(booked.id, THU, '11:00', ana.token)).code).toBe('FORBIDDEN');
    await setStatus(t, booked.id, 'CANCELLED', 'No hay sitio');
    expect(errorOf(await move(booked.id, THU, '11:00'))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Solo se pueden mover citas pendientes o confirmadas',
    });
  });

  it('over REST: PUT /api/appointments/{id}/move with { date, time }', async () => {
    const booked = await book(t, ana.token, { cutId: cut.id, date: WED, time: '10:00' });
    const res = await rest.call('PUT', '/appointments/:id/move', {
      token: admin,
      params: { id: booked.id },
      body: { date: THU, time: '09:00' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Cita movida: el cliente recibe la nueva hora',
      data: { date: THU, time: '09:00', status: 'pending', clientId: { name: 'Ana Mueve' } },
    });
    const missing = await rest.call('PUT', '/appointments/:id/move', {
      token: admin,
      params: { id: booked.id },
      body: { date: THU },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'time', message: 'La hora es requerida' }]);
  });
});
