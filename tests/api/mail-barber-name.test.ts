import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { book, createCut, manualClock, setStatus, type CutRef } from '../support/booking';
import { saveElClasico } from '../support/business';
import { parseInvitation } from '../support/ics';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { closeInOrder, startTestApp, type TestApp } from '../support/test-app';

// Monday 1 March 2027, 07:00 in New York; the appointments are on Wednesday 3 March.
const clock = manualClock('2027-03-01T12:00:00Z');
const WED = '2027-03-03';

let t: TestApp;
let smtp: MailCatcher;
let cut: CutRef;
let ana: { token: string; id: string; email: string };
let luis: string;

const flush = () => t.app.services.mail.worker.runOnce();
/** Ana's mail whose subject starts so (the outbox does not promise an order). */
const anaMail = (start: string) => {
  const found = smtp.to(ana.email).filter((mail) => mail.subject.startsWith(start));
  expect(found, start).toHaveLength(1);
  return found[0];
};
const byLuis = (id: string) =>
  t.app.dataSource.query(`UPDATE appointments SET barber_id = $1, barber_name = 'Luis' WHERE id = $2`, [luis, id]);

beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await startTestApp({ smtpUrl: smtp.url, mailPollMs: 0, now: clock.now });
  await saveElClasico(t);
  cut = await createCut(t, { name: 'Corte clásico', duration: 30, price: 18 });
  ana = await t.signUp({ name: 'Ana Reserva' });
  const [row] = await t.app.dataSource.query(
    `INSERT INTO barbers (name, color, active, display_order) VALUES ('Luis', 'blue', false, 1) RETURNING id`,
  );
  luis = row.id;
});
afterAll(() => closeInOrder(t, smtp));
beforeEach(async () => {
  await t.app.dataSource.query(`DELETE FROM appointments`);
  await flush();
  smtp.clear();
});

const setLuisActive = (active: boolean) =>
  t.app.dataSource.query(`UPDATE barbers SET active = $1 WHERE id = $2`, [active, luis]);

describe('the booking mails name the barber', () => {
  it('not with one barber: the mails and the invitation read as they always did', async () => {
    await setLuisActive(false);
    const booked = await book(t, ana.token, { cutId: cut.id, date: WED, time: '10:00' });
    await setStatus(t, booked.id, 'CONFIRMED');
    await flush();
    const received = anaMail('Hemos recibido');
    const confirmed = anaMail('Cita confirmada');
    expect(received.subject).toBe('Hemos recibido tu reserva: Corte clásico el miércoles, 3 de marzo a las 10:00 AM');
    expect(confirmed.subject).toBe('Cita confirmada: Corte clásico el miércoles, 3 de marzo a las 10:00 AM');
    expect(confirmed.text).toContain('Tu cita de Corte clásico (30 min) el miércoles');
    const invitation = parseInvitation(confirmed.ics!);
    expect(invitation.summary).toBe('Corte clásico · Barbería El Clásico');
    expect(invitation.description).toBe('Corte clásico (30 min)\nTel. +1 (305) 555-0142');
    for (const mail of smtp.mails) expect(`${mail.subject}\n${mail.text}\n${mail.ics}`).not.toContain(' con ');
  });

  it('with two: «con Luis» in the subject, the first line and the invitation, to the client and the shop', async () => {
    await setLuisActive(true);
    try {
      const booked = await book(t, ana.token, { cutId: cut.id, date: WED, time: '11:00' });
      const [{ barber_name: assigned }] = await t.app.dataSource.query(
        `SELECT barber_name FROM appointments WHERE id = $1`,
        [booked.id],
      );
      await flush();
      const received = anaMail('Hemos recibido');
      expect(received.subject).toBe(
        `Hemos recibido tu reserva: Corte clásico con ${assigned} el miércoles, 3 de marzo a las 11:00 AM`,
      );
      const toShop = smtp.to('hola@elclasico.com').at(-1)!;
      expect(toShop.text).toContain(`Ana Reserva ha reservado Corte clásico (30 min) con ${assigned} el miércoles`);

      await byLuis(booked.id);
      smtp.clear();
      await setStatus(t, booked.id, 'CONFIRMED');
      await flush();
      const confirmed = anaMail('Cita confirmada');
      expect(confirmed.subject).toBe('Cita confirmada: Corte clásico con Luis el miércoles, 3 de marzo a las 11:00 AM');
      expect(confirmed.text).toContain('Tu cita de Corte clásico (30 min) con Luis el miércoles');
      const invitation = parseInvitation(confirmed.ics!);
      expect(invitation.summary).toBe('Corte clásico con Luis · Barbería El Clásico');
      expect(invitation.description).toBe('Corte clásico (30 min) con Luis\nTel. +1 (305) 555-0142');

      const other = await book(t, ana.token, { cutId: cut.id, date: WED, time: '11:30' });
      await byLuis(other.id);
      await flush();
      smtp.clear();
      await setStatus(t, other.id, 'CANCELLED', 'Sin disponibilidad');
      await flush();
      expect(anaMail('Tu cita no ha podido').subject).toBe(
        'Tu cita no ha podido aceptarse: Corte clásico con Luis el miércoles, 3 de marzo a las 11:30 AM',
      );
    } finally {
      await setLuisActive(false);
    }
  });

  it('the calendar file the client downloads names them too', async () => {
    await setLuisActive(true);
    try {
      const booked = await book(t, ana.token, { cutId: cut.id, date: WED, time: '12:00' });
      await byLuis(booked.id);
      const res = await t.gql<{ appointmentCalendarFile: string }>(
        `query($id: ID!) { appointmentCalendarFile(id: $id) }`,
        { id: booked.id },
        ana.token,
      );
      expect(res.errors).toBeUndefined();
      expect(parseInvitation(res.data!.appointmentCalendarFile).summary).toBe(
        'Corte clásico con Luis · Barbería El Clásico',
      );
    } finally {
      await setLuisActive(false);
    }
  });
});
