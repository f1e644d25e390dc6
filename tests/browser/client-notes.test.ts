import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { book, setStatus } from '../support/booking';
import { saveElClasico, USUAL_HOURS } from '../support/business';
import { testAppForFile } from '../support/test-app';
import { adminPage, dayCard, expectToast, fixedNow, pageAt, seedCuts } from './support/admin-area';
import { browserForFile, browserSkipReason } from './support/browser';
import { dayButton, longDate, timeButton } from './support/booking-strip';
import { appointmentCard } from './support/client-area';
import { screenChecker, VIEWPORTS } from './support/screen-check';

// Issue 33: the admin's private note on a client, written from Clientes and from the day's window, shown on her
// appointments there and never to her; «Repetir» on her completed appointment; a link's day and time preselected.
// The shop's clock is admin-area's FIXED_NOW, Wednesday 16 January 2030, 09:00.
const looksRight = screenChecker('client-notes');

/** The pressed day's name (its aria-label) or time (its text), or null when none is. */
async function pressed(page: Page, selector: '.day-strip' | '.time-buttons') {
  const button = page.locator(`${selector} button[aria-pressed="true"]`);
  if (!(await button.count())) return null;
  return selector === '.day-strip' ? button.first().getAttribute('aria-label') : button.first().textContent();
}

async function writeNote(page: Page, opener: string | RegExp, text: string) {
  await page.getByRole('button', { name: opener }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nota sobre Ana Nota' });
  const field = dialog.getByLabel('Nota privada');
  await field.waitFor();
  // The field has the focus: typed straight from the keyboard, saved with Enter on «Guardar».
  expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
  await field.fill(text);
  await dialog.getByRole('button', { name: 'Guardar' }).focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Nota guardada');
  await dialog.waitFor({ state: 'detached' });
}

describe.skipIf(!!browserSkipReason)("the admin's notes on a client, and booking again", () => {
  const t = testAppForFile({ now: fixedNow });
  const browser = browserForFile();
  let ana: { id: string; token: string };
  let classicId: string;

  beforeAll(async () => {
    await saveElClasico(t, { openingHours: USUAL_HOURS });
    const { classic } = await seedCuts(t);
    classicId = classic.id;
    ana = await t.signUp({ name: 'Ana Nota', email: 'ana.nota@test.local' });
    const beto = await t.signUp({ name: 'Beto Ocupa', email: 'beto.ocupa@test.local' });
    const done = await setStatus(
      t,
      (await book(t, ana.token, { cutId: classic.id, date: '2030-01-17', time: '10:00' })).id,
      'CONFIRMED',
    );
    await t.at(new Date(done.startsAt), () => setStatus(t, done.id, 'COMPLETED'));
    // Takes 12:00 on Monday the 21st, the time a link will ask for.
    await setStatus(
      t,
      (await book(t, beto.token, { cutId: classic.id, date: '2030-01-21', time: '12:00' })).id,
      'CONFIRMED',
    );
  });

  for (const [width, viewport] of VIEWPORTS) {
    it(`is written from Clientes, shown and edited on her appointment in the day's window, at ${width} px`, async () => {
      const first = `Degradado del 1, sin raya (${width})`;
      const second = `Prefiere las mañanas (${width})`;
      const page = await adminPage(browser, t, viewport);
      await page.goto('/admin/users');
      const card = page.locator('.client-card').filter({ hasText: 'Ana Nota' });
      await card.waitFor();
      // «Escribir una nota» the first time; the other width's run left one to edit.
      await writeNote(page, /^(Escribir una nota|Editar la nota) sobre Ana Nota$/, first);
      await card.getByText(first).waitFor();
      await looksRight(page, 'clients', width);

      await page.goto('/admin/appointments?dia=2030-01-17');
      const appointment = dayCard(page, 'Ana Nota', '10:00 AM');
      await appointment.getByText(first).waitFor();
      await looksRight(page, 'day', width);
      await writeNote(page, 'Editar la nota sobre Ana Nota', second);
      await appointment.getByText(second).waitFor();
      expect(await appointment.getByText(first).count()).toBe(0);
      await page.context().close();
    });

    it(`«Repetir» on her completed appointment opens the form with the cut chosen, and she never sees the note, at ${width} px`, async () => {
      const page = await pageAt(browser, t, ana.token, viewport);
      await page.goto('/client/appointments');
      const done = appointmentCard(page, 'Corte Clásico');
      await done.waitFor();
      expect(await page.getByText(/Degradado|Prefiere las mañanas/).count()).toBe(0);
      await done.getByRole('link', { name: /Repetir/ }).click();
      // One barber: the form does not ask «¿Con quién?», so the link names none.
      await page.waitForURL(
        (url) => url.pathname === '/client/appointments/create' && url.search === `?cutId=${classicId}`,
      );
      await expect.poll(() => page.getByLabel('Tipo de corte').inputValue()).toBe(classicId);
      await looksRight(page, 'repeat', width);
      await page.context().close();
    });

    it(`a link's day and time are preselected; a time taken since keeps its day and says so, at ${width} px`, async () => {
      const page = await pageAt(browser, t, ana.token, viewport);
      await page.goto(`/client/appointments/create?cutId=${classicId}&date=2030-01-21&time=11:00`);
      await expect.poll(() => pressed(page, '.time-buttons'), { timeout: 15_000 }).toBe('11:00 AM');
      expect(await pressed(page, '.day-strip')).toMatch(new RegExp(`^${longDate('2030-01-21')}:`));
      expect(await timeButton(page, '11:00 AM').getAttribute('aria-pressed')).toBe('true');

      await page.goto(`/client/appointments/create?cutId=${classicId}&date=2030-01-21&time=12:00`);
      await page
        .getByRole('status')
        .filter({ hasText: 'Ese horario ya no está disponible (12:00 PM): elige otra hora.' })
        .waitFor();
      expect(await dayButton(page, '2030-01-21').getAttribute('aria-pressed')).toBe('true');
      expect(await page.locator('.time-buttons button[aria-pressed="true"]').count()).toBe(0);
      await looksRight(page, 'time-gone', width);
      await page.context().close();
    });
  }
});
