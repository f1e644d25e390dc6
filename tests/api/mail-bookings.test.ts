import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import {
  book,
  createCut,
  DELETE_ANY,
  DELETE_MINE,
  errorOf,
  manualClock,
  onItsDay,
  setStatus,
  slotSequence,
  UPDATE,
  type CutRef,
} from '../support/booking';
import { saveElClasico } from '../support/business';
import { whenText } from '../../server/src/features/mail/booking-mails';
import { parseInvitation } from '../support/ics';
import { linkIn, startMailCatcher, type CaughtMail, type MailCatcher } from '../support/mail-catcher';
import { startTestApp, type TestApp, closeInOrder } from '../support/test-app';

// Monday 1 March 2027, 07:00 in New York; the shop's clock is moved by hand for reminders.
const clock = manualClock('2027-03-01T12:00:00Z');
const nextSlot = slotSequence('2027-03-08');
const BARBER = 'hola@elclasico.com';
let t: TestApp;
let smtp: MailCatcher;
let cut: CutRef;

const flush = () => t.app.services.mail.worker.runOnce();
const SETTINGS = `mutation($input: MailSettingsInput!) { updateMailSettings(input: $input) { reminderHoursBefore notifyBarber } }`;
const PREFERENCES = `mutation($input: MailPreferencesInput!) { updateMailPreferences(input: $input) { mailReminders mailBookings } }`;

async function settings(reminderHoursBefore: number, notifyBarber = true) {
  const res = await t.gql(SETTINGS, { input: { reminderHoursBefore, notifyBarber } }, await t.adminToken());
  expect(res.errors).toBeUndefined();
}

function only(mails: CaughtMail[], subject: RegExp): CaughtMail {
  const found = mails.filter((m) => subject.test(m.subject));
  expect(found.map((m) => m.subject)).toHaveLength(1);
  return found[0];
}

beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await startTestApp({ smtpUrl: smtp.url, mailPollMs: 0, publicUrl: 'http://barberia.test', now: clock.now });
  await saveElClasico(t);
  cut = await createCut(t, { name: 'Corte clásico', duration: 30 });
});
afterAll(() => closeInOrder(t, smtp));
beforeEach(async () => {
  clock.set('2027-03-01T12:00:00Z');
  await settings(0);
  await flush();
  smtp.clear();
});

describe('booking mails', () => {
  it('booking received: the client and the barber get it, with the same calendar invitation in the shop’s zone', async () => {
    const client = await t.signUp({ name: 'Ana Cliente' });
    const slot = nextSlot();
    const appointment = await book(t, client.token, { cutId: cut.id, ...slot, note: 'Con tijera' });
    await flush();
    const toClient = only(smtp.to(client.email), /^Hemos recibido tu reserva/);
    expect(toClient.text).toContain('Hola, Ana Cliente:');
    // Issue 29, owner's decision: times as the screens write them, the day in words.
    expect(slot.time).toBe('08:00');
    expect(toClient.subject).toBe('Hemos recibido tu reserva: Corte clásico el lunes, 8 de marzo a las 8:00 AM');
    expect(toClient.text).toContain('Corte clásico (30 min) el lunes, 8 de marzo a las 8:00 AM');
    expect(toClient.text).toContain('Barbería El Clásico\n1500 Calle Ocho, Miami, FL\nTel. +1 (305) 555-0142');
    expect(toClient.html).toContain('1500 Calle Ocho, Miami, FL');
    expect(JSON.stringify(toClient.headers.get('list'))).toContain('http://barberia.test/unsubscribe?token=');
    const invitation = parseInvitation(toClient.ics!);
    expect(toClient.icsMethod).toBe('REQUEST');
    expect(invitation).toMatchObject({
      method: 'REQUEST',
      uid: `cita-${appointment.id}@barberia`,
      status: 'TENTATIVE',
      tzid: 'America/New_York',
      summary: 'Corte clásico · Barbería El Clásico',
      location: '1500 Calle Ocho, Miami, FL',
    });
    expect(invitation.start.toISOString()).toBe(new Date(appointment.startsAt).toISOString());
    expect(invitation.end.toISOString()).toBe(new Date(appointment.endsAt).toISOString());

    const toBarber = only(smtp.to(BARBER), /^Nueva reserva: Ana Cliente/);
    // The barber's subject names the day in words like the client's, not '2027-03-08 08:00'.
    expect(toBarber.subject).toBe('Nueva reserva: Ana Cliente, lunes, 8 de marzo a las 8:00 AM');
    expect(toBarber.text).toContain(
      'Ana Cliente ha reservado Corte clásico (30 min) el lunes, 8 de marzo a las 8:00 AM.',
    );
    expect(toBarber.text).toContain('Nota del cliente: Con tijera');
    expect(parseInvitation(toBarber.ics!).uid).toBe(invitation.uid);
  });

  it('changed, confirmed and rejected with the reason: one mail each, the invitation updated then cancelled', async () => {
    const client = await t.signUp();
    const appointment = await book(t, client.token, { cutId: cut.id, ...nextSlot() });
    await flush();
    const first = parseInvitation(only(smtp.to(client.email), /^Hemos recibido/).ics!);

    const moved = nextSlot();
    const edit = await t.gql(UPDATE, { id: appointment.id, input: { cutId: cut.id, ...moved } }, client.token);
    expect(edit.errors).toBeUndefined();
    await flush();
    const changedMail = only(smtp.to(client.email), /^Tu cita ha cambiado/);
    const changed = parseInvitation(changedMail.ics!);
    expect(changed.uid).toBe(first.uid);
    expect(changed.sequence).toBeGreaterThan(first.sequence);
    expect(changed.start.toISOString()).toBe(new Date(edit.data!.updateAppointment.startsAt).toISOString());
    expect(smtp.to(BARBER)).toHaveLength(1); // only the new booking: a change is the client's mail

    await setStatus(t, appointment.id, 'CONFIRMED');
    const second = await book(t, client.token, { cutId: cut.id, ...nextSlot() });
    await setStatus(t, second.id, 'CANCELLED', 'El barbero está de vacaciones');
    await flush();
    const confirmed = only(smtp.to(client.email), /^Cita confirmada/);
    expect(parseInvitation(confirmed.ics!)).toMatchObject({ method: 'REQUEST', status: 'CONFIRMED', uid: first.uid });
    const rejected = only(smtp.to(client.email), /no ha podido aceptarse/);
    expect(rejected.text).toContain('Motivo: El barbero está de vacaciones.');
    expect(rejected.text).toContain('Elegir otra hora');
    expect(linkIn(rejected, '/client/appointments/edit/').pathname).toBe(`/client/appointments/edit/${second.id}`);
    expect(rejected.icsMethod).toBe('CANCEL');
    expect(parseInvitation(rejected.ics!)).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      uid: `cita-${second.id}@barberia`,
    });

    // On its (moved) day: completing is allowed from then on.
    await onItsDay(t, edit.data!.updateAppointment, () => setStatus(t, appointment.id, 'COMPLETED'));
    smtp.clear();
    await flush();
    expect(smtp.mails).toHaveLength(0); // completing mails nobody
  });

  it('a rejected appointment the client moves to another time is a request again: the barber is told', async () => {
    const client = await t.signUp({ name: 'Rita Insiste' });
    // Its own days, away from the file's slot sequence.
    const appointment = await book(t, client.token, { cutId: cut.id, date: '2027-03-22', time: '10:00' });
    await setStatus(t, appointment.id, 'CANCELLED', 'Ese día cerramos antes');
    await flush();
    smtp.clear();

    const moved = { date: '2027-03-22', time: '12:00' };
    const edit = await t.gql(
      UPDATE,
      { id: appointment.id, input: { cutId: cut.id, ...moved, note: 'Mejor a esta hora' } },
      client.token,
    );
    expect(edit.data?.updateAppointment.status).toBe('PENDING');
    await flush();
    const toBarber = only(smtp.to(BARBER), /^Nueva hora pedida: Rita Insiste/);
    expect(toBarber.text).toContain('Rita Insiste ha pedido otra hora para la cita que rechazaste');
    expect(toBarber.text).toContain(`Corte clásico (30 min) ${whenText(moved)}`);
    expect(toBarber.text).toContain('Nota del cliente: Mejor a esta hora');
    expect(toBarber.text).toContain('Confírmala o recházala desde el calendario.');
    expect(parseInvitation(toBarber.ics!)).toMatchObject({ method: 'REQUEST', uid: `cita-${appointment.id}@barberia` });
    const toClient = only(smtp.to(client.email), /^Tu cita ha cambiado/);
    expect(parseInvitation(toClient.ics!)).toMatchObject({ method: 'REQUEST', status: 'TENTATIVE' });

    // Moving a pending one again is the client's own change: the barber already has the request.
    await t.gql(
      UPDATE,
      { id: appointment.id, input: { cutId: cut.id, date: '2027-03-23', time: '12:00' } },
      client.token,
    );
    await flush();
    expect(smtp.to(BARBER)).toHaveLength(1);
  });

  it('a reason that ends in its own mark is not given a second one', async () => {
    const client = await t.signUp();
    const appointment = await book(t, client.token, { cutId: cut.id, date: '2027-03-24', time: '10:00' });
    await setStatus(t, appointment.id, 'CANCELLED', 'Ese día cerramos a las 12, ¿puedes otro día?');
    await flush();
    const rejected = only(smtp.to(client.email), /no ha podido aceptarse/);
    expect(rejected.text).toContain('Motivo: Ese día cerramos a las 12, ¿puedes otro día?\n');
    expect(rejected.text).not.toContain('?.');
  });

  it('cancelled by the shop: the client is told and the invitation is cancelled', async () => {
    const client = await t.signUp();
    const appointment = await book(t, client.token, { cutId: cut.id, ...nextSlot() });
    await setStatus(t, appointment.id, 'CONFIRMED');
    await flush();
    smtp.clear();
    expect((await t.gql(DELETE_ANY, { id: appointment.id }, await t.adminToken())).errors).toBeUndefined();
    await flush();
    const cancelled = only(smtp.to(client.email), /^La barbería ha cancelado tu cita/);
    expect(parseInvitation(cancelled.ics!)).toMatchObject({ method: 'CANCEL', uid: `cita-${appointment.id}@barberia` });
    expect(smtp.to(BARBER)).toHaveLength(0);
  });

  it('cancelled by the client: the barber is told (a setting), and the client gets a confirmation that takes it off her calendar', async () => {
    const client = await t.signUp({ name: 'Beto Cancela' });
    const appointment = await book(t, client.token, { cutId: cut.id, date: '2027-03-25', time: '14:30' });
    await flush();
    const booked = parseInvitation(only(smtp.to(client.email), /^Hemos recibido/).ics!);
    smtp.clear();
    expect((await t.gql(DELETE_MINE, { id: appointment.id }, client.token)).errors).toBeUndefined();
    await flush();
    const toBarber = only(smtp.to(BARBER), /^Cita cancelada por el cliente: Beto Cancela/);
    expect(toBarber.subject).toBe('Cita cancelada por el cliente: Beto Cancela, jueves, 25 de marzo a las 2:30 PM');
    expect(parseInvitation(toBarber.ics!).method).toBe('CANCEL');

    // Issue 29, owner's decision: the client hears it was cancelled, with a CANCEL of the same event.
    const toClient = only(smtp.to(client.email), /^Cita cancelada: /);
    expect(toClient.subject).toBe('Cita cancelada: Corte clásico el jueves, 25 de marzo a las 2:30 PM');
    expect(toClient.text).toContain(
      'Has cancelado tu cita de Corte clásico (30 min) el jueves, 25 de marzo a las 2:30 PM.',
    );
    expect(toClient.icsMethod).toBe('CANCEL');
    const cancelled = parseInvitation(toClient.ics!);
    expect(cancelled).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: booked.uid, events: 1 });
    expect(cancelled.sequence).toBeGreaterThan(booked.sequence);
    expect(cancelled.start.toISOString()).toBe(booked.start.toISOString());

    await settings(0, false);
    await book(t, client.token, { cutId: cut.id, ...nextSlot() });
    await flush();
    expect(smtp.to(BARBER)).toHaveLength(1);
    expect(smtp.to(client.email).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Cita cancelada: /),
      expect.stringMatching(/^Hemos recibido/),
    ]);
  });

  it('a client who turned booking mails off gets no confirmation of her cancellation either', async () => {
    const client = await t.signUp();
    const appointment = await book(t, client.token, { cutId: cut.id, ...nextSlot() });
    await t.gql(PREFERENCES, { input: { reminders: true, bookings: false } }, client.token);
    await flush();
    smtp.clear();
    expect((await t.gql(DELETE_MINE, { id: appointment.id }, client.token)).errors).toBeUndefined();
    await flush();
    expect(smtp.to(client.email)).toHaveLength(0);
    expect(smtp.to(BARBER).map((m) => m.subject)).toEqual([expect.stringMatching(/^Cita cancelada por el cliente/)]);
  });

  it('rescheduling: the barber keeps his two mails, each with its own invitation, both saying it is a reschedule from → to; so do the client’s', async () => {
    const client = await t.signUp({ name: 'Rafa Mueve' });
    const old = await book(t, client.token, { cutId: cut.id, date: '2027-03-26', time: '09:00' });
    await setStatus(t, old.id, 'CONFIRMED');
    await flush();
    smtp.clear();
    const res = await t.gql(
      `mutation($id: ID!, $input: AppointmentInput!) { rescheduleMyAppointment(id: $id, input: $input) { id } }`,
      { id: old.id, input: { cutId: cut.id, date: '2027-03-29', time: '16:00' } },
      client.token,
    );
    expect(res.errors).toBeUndefined();
    const newId = res.data!.rescheduleMyAppointment.id as string;
    await flush();

    // Issue 31 (decision 0028): not a cancellation plus a new booking, but one reschedule told in two mails.
    const barber = smtp.to(BARBER);
    expect(barber.map((m) => m.subject).sort()).toEqual([
      'Cita reprogramada por el cliente (hora anterior): Rafa Mueve, viernes, 26 de marzo a las 9:00 AM',
      'Cita reprogramada por el cliente: Rafa Mueve, lunes, 29 de marzo a las 4:00 PM',
    ]);
    const oldTime = only(barber, /\(hora anterior\)/);
    const newTime = only(barber, /^Cita reprogramada por el cliente: /);
    expect(oldTime.text).toContain(
      'Rafa Mueve ha reprogramado su cita de Corte clásico el viernes, 26 de marzo a las 9:00 AM al lunes, 29 de marzo a las 4:00 PM.',
    );
    expect(newTime.text).toContain(
      'Rafa Mueve ha reprogramado su cita de Corte clásico (30 min): antes, el viernes, 26 de marzo a las 9:00 AM; ahora, el lunes, 29 de marzo a las 4:00 PM.',
    );
    expect(newTime.text).toContain('Confírmala o recházala desde el calendario.');
    for (const mail of barber) expect(mail.text).not.toMatch(/cancelad|Nueva reserva/);
    const cancelled = parseInvitation(oldTime.ics!);
    const requested = parseInvitation(newTime.ics!);
    expect(cancelled).toMatchObject({ method: 'CANCEL', uid: `cita-${old.id}@barberia` });
    expect(requested).toMatchObject({ method: 'REQUEST', status: 'TENTATIVE', uid: `cita-${newId}@barberia` });

    const toClient = smtp.to(client.email);
    expect(toClient.map((m) => m.subject).sort()).toEqual([
      'Cita reprogramada: Corte clásico el lunes, 29 de marzo a las 4:00 PM',
      'Cita reprogramada: Corte clásico ya no es el viernes, 26 de marzo a las 9:00 AM',
    ]);
    const clientOld = only(toClient, /ya no es/);
    expect(clientOld.text).toContain(
      'Has reprogramado tu cita de Corte clásico (30 min) el viernes, 26 de marzo a las 9:00 AM al lunes, 29 de marzo a las 4:00 PM.',
    );
    expect(parseInvitation(clientOld.ics!)).toMatchObject({ method: 'CANCEL', uid: `cita-${old.id}@barberia` });
    const clientNew = only(toClient, /^Cita reprogramada: Corte clásico el /);
    expect(clientNew.text).toContain(
      'Hemos recibido tu cita reprogramada: Corte clásico (30 min) el lunes, 29 de marzo a las 4:00 PM (antes, el viernes, 26 de marzo a las 9:00 AM).',
    );
    expect(parseInvitation(clientNew.ics!).uid).toBe(`cita-${newId}@barberia`);
  });

  it('rescheduling with the barber’s mails off: the client still hears of both times, the barber of none', async () => {
    await settings(0, false);
    const client = await t.signUp({ name: 'Sara Calla' });
    const old = await book(t, client.token, { cutId: cut.id, date: '2027-03-30', time: '09:00' });
    await setStatus(t, old.id, 'CONFIRMED');
    await flush();
    smtp.clear();
    const res = await t.gql(
      `mutation($id: ID!, $input: AppointmentInput!) { rescheduleMyAppointment(id: $id, input: $input) { id } }`,
      { id: old.id, input: { cutId: cut.id, date: '2027-03-31', time: '10:00' } },
      client.token,
    );
    expect(res.errors).toBeUndefined();
    await flush();
    expect(smtp.to(BARBER)).toHaveLength(0);
    expect(smtp.to(client.email).map((m) => m.subject)).toHaveLength(2);
  });

  it('a client who turned booking mails off, or unsubscribed from a mail without signing in, gets none', async () => {
    const client = await t.signUp();
    await book(t, client.token, { cutId: cut.id, ...nextSlot() });
    await flush();
    const unsubscribe = linkIn(only(smtp.to(client.email), /^Hemos recibido/), '/unsubscribe');
    expect(unsubscribe.origin).toBe('http://barberia.test');

    const off = await t.gql(PREFERENCES, { input: { reminders: true, bookings: false } }, client.token);
    expect(off.data?.updateMailPreferences).toEqual({ mailReminders: true, mailBookings: false });
    smtp.clear();
    await book(t, client.token, { cutId: cut.id, ...nextSlot() });
    await flush();
    expect(smtp.to(client.email)).toHaveLength(0);
    expect(smtp.to(BARBER)).toHaveLength(1);

    const forged = await t.gql('mutation($token: String!) { unsubscribe(token: $token) }', {
      token: `${client.id}.firma-falsa`,
    });
    expect(errorOf(forged).code).toBe('BAD_USER_INPUT');
    const done = await t.gql('mutation($token: String!) { unsubscribe(token: $token) }', {
      token: unsubscribe.searchParams.get('token'),
    });
    expect(done.data?.unsubscribe).toBe('Listo: ya no recibirás correos de citas ni recordatorios.');
    const me = await t.gql('{ me { mailReminders mailBookings } }', {}, client.token);
    expect(me.data?.me).toEqual({ mailReminders: false, mailBookings: false });
  });
});

describe('reminders', () => {
  it('one reminder inside the window, none outside it, none when the setting is 0', async () => {
    const client = await t.signUp();
    const soon = await book(t, client.token, { cutId: cut.id, date: '2027-03-02', time: '10:00' });
    await book(t, client.token, { cutId: cut.id, date: '2027-03-04', time: '10:00' });
    clock.set('2027-03-01T18:00:00Z'); // 21 h before Tuesday 10:00 in New York
    await flush();
    smtp.clear();
    await flush();
    expect(smtp.mails).toHaveLength(0); // setting 0 = off

    await settings(24);
    await flush();
    const reminder = only(smtp.to(client.email), /^Recordatorio: /);
    expect(reminder.subject).toBe('Recordatorio: Corte clásico el martes, 2 de marzo a las 10:00 AM');
    expect(reminder.text).toContain('llámanos al +1 (305) 555-0142');
    // Not confirmed yet: the reminder says so rather than promising the chair.
    expect(reminder.text).toContain('Todavía está pendiente de confirmación por la barbería');
    expect(parseInvitation(reminder.ics!).uid).toBe(`cita-${soon.id}@barberia`);
    expect(smtp.mails).toHaveLength(1);
    await flush();
    expect(smtp.mails).toHaveLength(1);
  });

  it('nothing after a cancellation, a rejection or a deletion, even when the reminder was already queued', async () => {
    await settings(24);
    const client = await t.signUp();
    const cancelled = await book(t, client.token, { cutId: cut.id, date: '2027-03-05', time: '09:00' });
    const rejected = await book(t, client.token, { cutId: cut.id, date: '2027-03-05', time: '10:00' });
    const deleted = await book(t, client.token, { cutId: cut.id, date: '2027-03-05', time: '11:00' });
    await t.gql(DELETE_MINE, { id: cancelled.id }, client.token);
    await flush();
    clock.set('2027-03-04T16:00:00Z');
    smtp.failing = true; // the other two reminders are queued, but not delivered yet
    await flush();
    smtp.failing = false;
    await setStatus(t, rejected.id, 'CANCELLED', 'Cerrado por obras');
    await t.gql(DELETE_ANY, { id: deleted.id }, await t.adminToken());
    await t.app.dataSource.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE status = 'pending'`);
    smtp.clear();
    await flush();
    expect(
      smtp
        .to(client.email)
        .map((m) => m.subject)
        .sort(),
    ).toEqual(
      [
        'La barbería ha cancelado tu cita: Corte clásico el viernes, 5 de marzo a las 11:00 AM',
        'Tu cita no ha podido aceptarse: Corte clásico el viernes, 5 de marzo a las 10:00 AM',
      ].sort(),
    );
    const reminders = await t.app.dataSource.query(
      `SELECT status FROM mail_outbox WHERE kind = 'reminder' AND appointment_id = ANY($1::uuid[])`,
      [[cancelled.id, rejected.id, deleted.id]],
    );
    expect(reminders).toEqual([{ status: 'skipped' }, { status: 'skipped' }]);
  });

  it('a client who turned reminders off gets none', async () => {
    await settings(24);
    const client = await t.signUp();
    await t.gql(PREFERENCES, { input: { reminders: false, bookings: true } }, client.token);
    await book(t, client.token, { cutId: cut.id, date: '2027-03-09', time: '09:00' });
    clock.set('2027-03-08T20:00:00Z');
    await flush();
    expect(smtp.to(client.email).filter((m) => m.subject.startsWith('Recordatorio'))).toHaveLength(0);
    expect(smtp.to(client.email).filter((m) => m.subject.startsWith('Hemos recibido'))).toHaveLength(1);
  });
  it('a confirmed appointment is reminded without the pending note', async () => {
    await settings(24);
    const client = await t.signUp();
    const booked = await book(t, client.token, { cutId: cut.id, date: '2027-03-11', time: '09:00' });
    await setStatus(t, booked.id, 'CONFIRMED');
    clock.set('2027-03-10T20:00:00Z');
    await flush();
    const reminder = only(smtp.to(client.email), /^Recordatorio: /);
    expect(reminder.text).toContain('Te recordamos tu cita de Corte clásico');
    expect(reminder.text).not.toContain('pendiente de confirmación');
  });
  // Last: it stops the file's app.
  it('sent exactly once across a restart, and a reminder the SMTP server refused is sent by the next process', async () => {
    await settings(24);
    const client = await t.signUp();
    const first = await book(t, client.token, { cutId: cut.id, date: '2027-03-03', time: '09:00' });
    const second = await book(t, client.token, { cutId: cut.id, date: '2027-03-03', time: '11:00' });
    clock.set('2027-03-02T15:00:00Z'); // 23 h before the first, 1 h outside for the second
    await flush();
    expect(smtp.to(client.email).filter((m) => m.subject.startsWith('Recordatorio'))).toHaveLength(1);

    clock.set('2027-03-02T17:00:00Z'); // now the second is due, but the mail server refuses it
    smtp.failing = true;
    await flush();
    smtp.failing = false;
    await t.app.close();

    const restarted = await createApp(t.app.config);
    try {
      await restarted.dataSource.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE status = 'pending'`);
      await restarted.services.mail.worker.runOnce();
      await restarted.services.mail.worker.runOnce();
      const reminders = smtp.to(client.email).filter((m) => m.subject.startsWith('Recordatorio'));
      expect(reminders.map((m) => parseInvitation(m.ics!).uid)).toEqual([
        `cita-${first.id}@barberia`,
        `cita-${second.id}@barberia`,
      ]);
      const rows = await restarted.dataSource.query(
        `SELECT status, count(*)::int AS n FROM mail_outbox WHERE kind = 'reminder' AND recipient = $1 GROUP BY status`,
        [client.email],
      );
      expect(rows).toEqual([{ status: 'sent', n: 2 }]);
    } finally {
      await restarted.close();
    }
  });
});
