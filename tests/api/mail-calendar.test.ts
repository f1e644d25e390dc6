import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, createCut, manualClock, type CutRef } from '../support/booking';
import { saveElClasico } from '../support/business';
import { parseInvitation } from '../support/ics';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { closeInOrder, startTestApp, type TestApp } from '../support/test-app';

// Issue 29: a name with line breaks wrote its own lines into the .ics sent to the barber and the client.
// Names now refuse line breaks (single-line-fields.test.ts); these are values saved before that, written
// straight into the database, as a shop upgraded from an earlier version may hold them.
const clock = manualClock('2027-03-01T12:00:00Z');
const BARBER = 'hola@elclasico.com';
const INJECTED_NAME = 'Zoe\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:otro@x\r\nSUMMARY:Gratis\nDTSTART:20270101T000000Z';
const SHOP_NAME = 'Barbería "El Clásico"\nORGANIZER:mailto:falso@x.com';
const ADDRESS = '1500 Calle Ocho; piso 2, Miami\\FL\nLOCATION:otra';
const CUT_NAME = 'Corte\nSTATUS:CANCELLED';
let t: TestApp;
let smtp: MailCatcher;
let cut: CutRef;

const flush = () => t.app.services.mail.worker.runOnce();

beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await startTestApp({ smtpUrl: smtp.url, mailPollMs: 0, now: clock.now });
  await saveElClasico(t);
  cut = await createCut(t, { name: 'Corte limpio', duration: 30 });
  await t.app.dataSource.query(`UPDATE business_config SET business_name = $1, address = $2`, [SHOP_NAME, ADDRESS]);
  await t.app.dataSource.query(`UPDATE cuts SET name = $1 WHERE id = $2`, [CUT_NAME, cut.id]);
});
afterAll(() => closeInOrder(t, smtp));

/** Every physical line of the file is at most 75 octets and ends in CRLF (RFC 5545 §3.1). */
function expectFolded(ics: string) {
  expect(ics.endsWith('\r\n')).toBe(true);
  for (const line of ics.slice(0, -2).split('\r\n')) {
    expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    expect(line).not.toMatch(/[\r\n]/);
  }
}

describe('the calendar invitation', () => {
  it('holds one event with every name intact, whatever line breaks, quotes and separators they carry', async () => {
    const client = await t.signUp({ name: 'Zoe Temporal' });
    await t.app.dataSource.query(`UPDATE users SET name = $1 WHERE id = $2`, [INJECTED_NAME, client.id]);
    const appointment = await book(t, client.token, { cutId: cut.id, date: '2027-03-09', time: '10:00' });
    await flush();

    const toClient = smtp.to(client.email).find((m) => m.ics);
    const toBarber = smtp.to(BARBER).find((m) => m.ics);
    const download = await t.gql<{ appointmentCalendarFile: string }>(
      'query($id: ID!) { appointmentCalendarFile(id: $id) }',
      { id: appointment.id },
      client.token,
    );
    const files = [toClient?.ics, toBarber?.ics, download.data?.appointmentCalendarFile];
    expect(files.every(Boolean)).toBe(true);
    for (const ics of files as string[]) {
      expectFolded(ics);
      const invitation = parseInvitation(ics);
      expect(invitation).toMatchObject({
        events: 1,
        uid: `cita-${appointment.id}@barberia`,
        status: 'TENTATIVE',
        summary: `${CUT_NAME} · ${SHOP_NAME}`,
        location: ADDRESS,
        description: `${CUT_NAME} (30 min)\nTel. +1 (305) 555-0142`,
        // A parameter cannot hold a line break or a double quote (RFC 5545 §3.2): a space and an apostrophe.
        attendee: 'Zoe END:VEVENT BEGIN:VEVENT UID:otro@x SUMMARY:Gratis DTSTART:20270101T000000Z',
        organizer: "Barbería 'El Clásico' ORGANIZER:mailto:falso@x.com",
      });
      expect(invitation.start.toISOString()).toBe(new Date(appointment.startsAt).toISOString());
      expect(ics.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(1);
    }
  });

  it('folds a long name at 75 octets without splitting a character', async () => {
    const longName = `${'Ñandú '.repeat(14)}Pérez`;
    const client = await t.signUp({ name: 'Largo' });
    await t.app.dataSource.query(`UPDATE users SET name = $1 WHERE id = $2`, [longName, client.id]);
    await book(t, client.token, { cutId: cut.id, date: '2027-03-10', time: '11:00' });
    await flush();
    const ics = smtp.to(client.email).find((m) => m.ics)!.ics!;
    expectFolded(ics);
    expect(parseInvitation(ics).attendee).toBe(longName);
  });
});
