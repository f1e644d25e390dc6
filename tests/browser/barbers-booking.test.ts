import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { book, createCut, setStatus, type CutRef } from '../support/booking';
import { saveElClasico } from '../support/business';
import { expectToast, fixedNow, pageAt } from './support/admin-area';
import { assignBarber, barberOf, firstBarber, insertBarber, type BarberRow } from './support/barbers';
import { browserSkipReason, testAppAndBrowserForFile, WIDE } from './support/browser';
import { dayButton, offeredTimes, pickDayAndTime, timeButton } from './support/booking-strip';
import { expectPath } from './support/client-area';
import { screenChecker, VIEWPORTS } from './support/screen-check';

// Issue 32, «¿Con quién?»: the shop's now is Wednesday 16 January 2030, 09:00 in New York (FIXED_NOW).
// Carlos does every cut, Luis the classic cut and the shave, Marta only the classic cut; nobody but Carlos dyes.
const MON = '2030-01-21';
const checkScreen = screenChecker('barbers-booking');

const whoGroup = (page: Page) => page.getByRole('group', { name: '¿Con quién?' });
const choiceNames = (page: Page) => whoGroup(page).locator('.barber-choice__name').allTextContents();
const checkedChoice = (page: Page) =>
  whoGroup(page).locator('.barber-choice__option:has(input:checked) .barber-choice__name').textContent();

describe.skipIf(!!browserSkipReason)('«¿Con quién?»: the client picks a barber or «Cualquiera»', () => {
  const { t, browser } = testAppAndBrowserForFile({ now: fixedNow });
  let classic: CutRef;
  let shave: CutRef;
  let dye: CutRef;
  let carlos: BarberRow;
  let luis: BarberRow;
  let marta: BarberRow;

  beforeAll(async () => {
    await saveElClasico(t);
    classic = await createCut(t, { name: 'Corte Clásico', price: 15, duration: 30 });
    shave = await createCut(t, { name: 'Afeitado', price: 12, duration: 30 });
    dye = await createCut(t, { name: 'Tinte', price: 30, duration: 60 });
    carlos = await firstBarber(t, 'Carlos Pérez', 'El dueño: cortes clásicos y navaja.');
    luis = await insertBarber(t, {
      name: 'Luis Gómez',
      order: 10,
      color: 'blue',
      bio: 'Degradados y diseños.',
      cutIds: [classic.id, shave.id],
    });
    marta = await insertBarber(t, {
      name: 'Marta Ruiz',
      order: 20,
      color: 'rose',
      bio: 'Cortes a tijera.',
      cutIds: [classic.id],
    });
    // Luis is busy at 8:00 on Monday; the others are not.
    const beto = await t.signUp({ name: 'Beto Díaz' });
    const taken = await book(t, beto.token, { cutId: classic.id, date: MON, time: '08:00' });
    await assignBarber(t, taken.id, luis);
  });

  it.each(VIEWPORTS)(
    '«Cualquiera» first, then the barbers who do the cut; the times follow the choice; Mis Citas names him, at %s px',
    async (width, viewport) => {
      const ana = await t.signUp({ name: `Ana ${width}` });
      const page = await pageAt(browser, t, ana.token, viewport);
      await page.goto(`/client/appointments/create?cutId=${classic.id}`);
      await whoGroup(page).waitFor();
      expect(await choiceNames(page)).toEqual(['Cualquiera', 'Carlos Pérez', 'Luis Gómez', 'Marta Ruiz']);
      // A new client has no last barber: «Cualquiera».
      expect(await checkedChoice(page)).toBe('Cualquiera');
      await expect.poll(() => dayButton(page, '2030-01-16').getAttribute('aria-pressed')).toBe('true');
      await pickDayAndTime(page, MON);
      // Someone is free at 8:00 on Monday.
      await expect.poll(async () => (await offeredTimes(page))[0]).toBe('8:00 AM');
      await checkScreen(page, 'any', width);

      await whoGroup(page)
        .getByRole('radio', { name: /^Luis Gómez/ })
        .click();
      expect(await checkedChoice(page)).toBe('Luis Gómez');
      // Luis is not.
      await expect.poll(async () => (await offeredTimes(page))[0]).toBe('8:30 AM');
      expect(await dayButton(page, MON).getAttribute('aria-pressed')).toBe('true');
      const [label, time] = width === '375' ? ['10:00 AM', '10:00'] : ['10:30 AM', '10:30'];
      await timeButton(page, label).click();
      await page.locator('.booking-summary').getByText('Luis Gómez').waitFor();
      await checkScreen(page, 'luis', width);
      await page.getByRole('button', { name: 'Reservar', exact: true }).click();
      await expectToast(page, 'Cita creada exitosamente con Luis Gómez');
      await expectPath(page, '/client');
      const [row] = await t.app.dataSource.query(
        `SELECT id, barber_name, time::text AS time FROM appointments WHERE client_id = $1`,
        [ana.id],
      );
      expect([row.barber_name, row.time.slice(0, 5)]).toEqual(['Luis Gómez', time]);

      await page.goto('/client/appointments');
      const card = page.locator('article.appointment-card').first();
      await card.getByText('con Luis Gómez').waitFor();
      await checkScreen(page, 'mis-citas', width);
      await page.goto('/client/history');
      await page
        .locator('.history-item')
        .getByText(/con Luis Gómez/)
        .waitFor();

      // Next time Luis is already chosen; for the shave, Marta (who does not shave) is not offered.
      await page.goto(`/client/appointments/create?cutId=${classic.id}`);
      await whoGroup(page).waitFor();
      await expect.poll(() => checkedChoice(page)).toBe('Luis Gómez');
      await page.goto(`/client/appointments/create?cutId=${shave.id}`);
      await whoGroup(page).waitFor();
      expect(await choiceNames(page)).toEqual(['Cualquiera', 'Carlos Pérez', 'Luis Gómez']);
      await expect.poll(() => checkedChoice(page)).toBe('Luis Gómez');
      // Only Carlos dyes: no question, the form reads as with one barber.
      await page.getByLabel('Tipo de corte', { exact: true }).selectOption(dye.id);
      await expect.poll(() => whoGroup(page).count()).toBe(0);
      await page.context().close();
    },
    // Two bookings' screens and five pages on a shared machine.
    120_000,
  );

  it('a link names the barber, and the whole booking works with the keyboard alone', async () => {
    const cara = await t.signUp({ name: 'Cara Teclado' });
    const page = await pageAt(browser, t, cara.token, WIDE);
    await page.goto(`/client/appointments/create?cutId=${classic.id}&barberId=${marta.id}`);
    await whoGroup(page).waitFor();
    await expect.poll(() => checkedChoice(page)).toBe('Marta Ruiz');
    await expect.poll(() => dayButton(page, '2030-01-16').getAttribute('aria-pressed')).toBe('true');

    // From the cut, one Tab reaches the group (on its checked card); the arrows move the choice.
    await page.getByLabel('Tipo de corte', { exact: true }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).checked)).toBe(true);
    await page.keyboard.press('ArrowUp');
    expect(await checkedChoice(page)).toBe('Luis Gómez');
    await checkScreen(page, 'keyboard', '1280');
    // On to the strip (its picked day), five days along to Monday, then its first free time for Luis.
    await page.keyboard.press('Tab');
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    expect(await dayButton(page, MON).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await offeredTimes(page))[0]).toBe('8:30 AM');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('8:30 AM');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    expect(await timeButton(page, '9:00 AM').getAttribute('aria-pressed')).toBe('true');
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Reservar') break;
    }
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Reservar');
    await page.keyboard.press('Enter');
    await expectToast(page, 'Cita creada exitosamente con Luis Gómez');
    const [row] = await t.app.dataSource.query(`SELECT id FROM appointments WHERE client_id = $1`, [cara.id]);
    expect(await barberOf(t, row.id)).toBe('Luis Gómez');
    await page.context().close();
  });

  it('editing and «Reprogramar» start with the appointment’s barber', async () => {
    const eva = await t.signUp({ name: 'Eva Vuelve' });
    const pending = await book(t, eva.token, { cutId: classic.id, date: MON, time: '16:00' });
    await assignBarber(t, pending.id, marta);
    const confirmed = await book(t, eva.token, { cutId: classic.id, date: MON, time: '17:00' });
    await assignBarber(t, confirmed.id, carlos);
    await setStatus(t, confirmed.id, 'CONFIRMED');
    const page = await pageAt(browser, t, eva.token, WIDE);
    // Her last booking is with Carlos, but the one she edits is Marta's.
    await page.goto(`/client/appointments/edit/${pending.id}`);
    await whoGroup(page).waitFor();
    await expect.poll(() => checkedChoice(page)).toBe('Marta Ruiz');
    await page.goto(`/client/appointments/create?reprogramar=${confirmed.id}&cutId=${classic.id}`);
    await whoGroup(page).waitFor();
    await expect.poll(() => checkedChoice(page)).toBe('Carlos Pérez');
    await page.context().close();
  });

  it.each(VIEWPORTS)(
    'with one active barber there is no question and no barber named, at %s px',
    async (width, viewport) => {
      await t.app.dataSource.query(`UPDATE barbers SET active = false WHERE id IN ($1, $2)`, [luis.id, marta.id]);
      const dani = await t.signUp({ name: `Dani ${width}` });
      await book(t, dani.token, { cutId: classic.id, date: MON, time: width === '375' ? '15:00' : '15:30' });
      const page = await pageAt(browser, t, dani.token, viewport);
      await page.goto(`/client/appointments/create?cutId=${classic.id}`);
      await expect.poll(() => dayButton(page, '2030-01-16').getAttribute('aria-pressed')).toBe('true');
      expect(await whoGroup(page).count()).toBe(0);
      expect(await page.locator('.booking-summary').getByText('Barbero').count()).toBe(0);
      await checkScreen(page, 'one-barber', width);
      await page.goto('/client/appointments');
      await page.locator('article.appointment-card').first().waitFor();
      expect(await page.getByText(/^con /).count()).toBe(0);
      await page.context().close();
    },
  );
});
