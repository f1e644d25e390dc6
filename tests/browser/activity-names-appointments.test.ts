import { describe, expect, it } from 'vitest';
import { book, createCut, manualClock, setStatus } from '../support/booking';
import { testAppForFile } from '../support/test-app';
import {
  browserForFile,
  browserSkipReason,
  hasHorizontalScroll,
  newContext,
  screenshot,
  WIDE,
} from './support/browser';

const PHONE = { width: 390, height: 844 };
const clock = manualClock('2027-03-08T15:00:00Z'); // Monday 8 March 2027, 10:00 in New York

const BARBER_BOOKS = `mutation($input: BarberAppointmentInput!) { createBarberAppointment(input: $input) { id } }`;
const ADD_CLOSURE = `mutation($input: ClosedDateInput!) { addClosedDate(input: $input) { id } }`;
const RENAME = `mutation($input: ProfileInput!) { updateProfile(input: $input) { name } }`;

describe.skipIf(!!browserSkipReason)('the activity log says which appointment and which days', () => {
  const t = testAppForFile({ now: clock.now });
  const browser = browserForFile();

  it('names the client and the shop day and time, as they were, and a closure’s days, at 390 and 1280 px', async () => {
    const admin = await t.adminToken();
    const cut = await createCut(t, { name: 'Corte Clásico', price: 15 });
    const ana = await t.signUp({ name: 'Ana López' });
    const booked = await book(t, ana.token, { cutId: cut.id, date: '2027-03-12', time: '10:00' });
    await setStatus(t, booked.id, 'CONFIRMED');
    // Renamed afterwards: the entry still says whose the appointment was then.
    const renamed = await t.gql(RENAME, { input: { name: 'Ana M. López', email: ana.email } }, ana.token);
    expect(renamed.errors).toBeUndefined();
    const walkIn = { cutId: cut.id, date: '2027-03-12', time: '15:30', walkInName: 'José Peña' };
    expect((await t.gql(BARBER_BOOKS, { input: walkIn }, admin)).errors).toBeUndefined();
    const christmas = { startDate: '2027-12-24', endDate: '2027-12-26', note: 'Navidad' };
    expect((await t.gql(ADD_CLOSURE, { input: christmas }, admin)).errors).toBeUndefined();

    for (const [label, viewport] of [
      ['390', PHONE],
      ['1280', WIDE],
    ] as const) {
      const page = await (await newContext(browser, t.url, viewport, { token: admin })).newPage();
      await page.goto('/admin/activity');
      const entries = page.getByRole('list', { name: 'Entradas de actividad' }).getByRole('listitem');
      const heading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
      await heading('Cita confirmada — Ana López, viernes, 12 de marzo, 10:00 AM').waitFor();
      await heading('Cita reservada por el cliente — Ana López, viernes, 12 de marzo, 10:00 AM').waitFor();
      await heading('Cita reservada por el barbero — José Peña, viernes, 12 de marzo, 3:30 PM').waitFor();
      const closure = heading(
        'Cierre agregado — del viernes, 24 de diciembre de 2027 al domingo, 26 de diciembre de 2027',
      );
      await closure.waitFor();
      const closed = entries.filter({ has: closure });
      expect(await closed.locator('dd').allInnerTexts()).toEqual(['Navidad']);
      // Her new name is only that of her account as it is now (the author of her own request, the account she
      // signed in to), never whose the appointment was.
      const byHer = entries.filter({ hasText: 'Ana M. López' });
      const headings = await byHer.getByRole('heading').allInnerTexts();
      expect(headings).toHaveLength(2);
      expect(headings.filter((h) => /^Cita reservada por el cliente — Ana López,/.test(h))).toHaveLength(1);
      expect(headings.filter((h) => h.startsWith('Inicio de sesión — Ana M. López'))).toHaveLength(1);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await screenshot(page, `activity-names-appointments-${label}`);
      await page.context().close();
    }
  });
});
