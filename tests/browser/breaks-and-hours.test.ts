import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createCut } from '../support/booking';
import { saveBookingRules, saveElClasico, week } from '../support/business';
import { testAppForFile } from '../support/test-app';
import { fixedNow, pageAt } from './support/admin-area';
import path from 'node:path';
import { browserForFile, browserSkipReason, screenshot, screenshotDir, WIDE } from './support/browser';
import { screenChecker, VIEWPORTS } from './support/screen-check';

// Issue 31, point 9: a break for several weekdays at once in Configuración; the clients' «Horario de atención»
// with each day's breaks and the next closures; and Configuración's hour selects inside their card at 320 px.
// The shop's now is Wednesday 16 January 2030, 09:00 in New York (admin-area's FIXED_NOW).
const checkScreen = screenChecker('breaks-and-hours');
const PHONE_320 = { width: 320, height: 720 };
const READ_BREAKS = '{ bookingRules { breaks { weekday start end } } }';

/** A close-up of one part of the screen, beside the full-page shots. */
const closeUp = (part: Locator, name: string) =>
  part.screenshot({ path: path.join(screenshotDir, `breaks-and-hours-${name}.png`) });

const rulesForm = (page: Page) =>
  page.locator('form', { has: page.getByRole('heading', { name: 'Reglas de Reserva' }) });
const dayBox = (row: Locator, day: string) => row.getByRole('checkbox', { name: day, exact: true });

describe.skipIf(!!browserSkipReason)('breaks and the opening hours', () => {
  const t = testAppForFile({ now: fixedNow });
  const browser = browserForFile();
  let ana: { token: string; id: string };

  beforeAll(async () => {
    // Saturday 09:00–14:00, Sunday closed, the rest 08:00–18:00.
    await saveElClasico(t, {
      openingHours: week((weekday) => ({
        open: weekday === 7 ? null : weekday === 6 ? '09:00' : '08:00',
        close: weekday === 7 ? null : weekday === 6 ? '14:00' : '18:00',
      })),
    });
    await createCut(t, { name: 'Corte Clásico', duration: 30 });
    ana = await t.signUp({ name: 'Ana Ruiz' });
    const admin = await t.adminToken();
    for (const input of [
      { startDate: '2030-01-25', endDate: null, note: 'Inventario' },
      { startDate: '2030-02-04', endDate: '2030-02-06', note: 'Vacaciones' },
      // Past the 60 days a client can book ahead: not among the next closures.
      { startDate: '2030-03-20', endDate: null, note: 'Lejos' },
    ]) {
      const res = await t.gql(
        `mutation($input: ClosedDateInput!) { addClosedDate(input: $input) { id } }`,
        { input },
        admin,
      );
      expect(res.errors).toBeUndefined();
    }
  });

  it.each(VIEWPORTS)('the barber adds one break for Monday to Thursday, at %s px', async (width, viewport) => {
    await saveBookingRules(t, {});
    const page = await pageAt(browser, t, await t.adminToken(), viewport);
    await page.goto('/admin/config');
    const form = rulesForm(page);
    await form.getByRole('button', { name: 'Agregar descanso' }).click();
    const row = form.locator('.breaks-row').last();
    // A new break starts on Monday, as before; the other days are ticked beside it.
    expect(await dayBox(row, 'Lunes').isChecked()).toBe(true);
    for (const day of ['Martes', 'Miércoles', 'Jueves']) await dayBox(row, day).check();
    await row.getByLabel('Desde').selectOption('13:30');
    await row.getByLabel('Hasta').selectOption('14:30');
    await checkScreen(page, 'break-days', width);
    await closeUp(form.locator('.breaks-fieldset'), `break-days-close-${width}`);
    await form.getByRole('button', { name: 'Guardar Reglas' }).click();
    await form.getByRole('status').filter({ hasText: 'Reglas de reserva actualizadas exitosamente' }).waitFor();
    const lunch = (weekday: number) => ({ weekday, start: '13:30', end: '14:30' });
    expect((await t.gql(READ_BREAKS)).data!.bookingRules.breaks).toEqual([lunch(1), lunch(2), lunch(3), lunch(4)]);

    // Read back as it was set: one break with its four days.
    await page.reload();
    const rows = rulesForm(page).locator('.breaks-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    const ticked = [];
    for (const day of ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'])
      if (await dayBox(rows.first(), day).isChecked()) ticked.push(day);
    expect(ticked).toEqual(['Lunes', 'Martes', 'Miércoles', 'Jueves']);
    await page.context().close();
  });

  it('a break without a day is refused on the form, in Spanish, and nothing is saved', async () => {
    await saveBookingRules(t, {});
    const page = await pageAt(browser, t, await t.adminToken(), WIDE);
    await page.goto('/admin/config');
    const form = rulesForm(page);
    await form.getByRole('button', { name: 'Agregar descanso' }).click();
    await dayBox(form.locator('.breaks-row').last(), 'Lunes').uncheck();
    await form.getByRole('button', { name: 'Guardar Reglas' }).click();
    await form.getByText('Marca al menos un día para el descanso').waitFor();
    expect((await t.gql(READ_BREAKS)).data!.bookingRules.breaks).toEqual([]);
    await page.context().close();
  });

  it.each(VIEWPORTS)(
    'the clients’ «Horario de atención» shows the breaks and the next closures, at %s px',
    async (width, viewport) => {
      await saveBookingRules(t, {
        breaks: [
          ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '14:00', end: '15:00' })),
          { weekday: 6, start: '11:00', end: '11:30' },
        ],
      });
      const page = await pageAt(browser, t, ana.token, viewport);
      await page.goto('/client/barbershop-info');
      const card = page.getByRole('region', { name: 'Horario de atención' });
      await card.waitFor();
      const row = (days: string) => card.locator('.weekly-hours__row', { has: page.getByText(days, { exact: true }) });
      expect(await row('Lunes a Viernes').locator('dd').allTextContents()).toEqual([
        '8:00 AM - 6:00 PM',
        'Descanso 2:00 PM - 3:00 PM',
      ]);
      expect(await row('Sábado').locator('dd').allTextContents()).toEqual([
        '9:00 AM - 2:00 PM',
        'Descanso 11:00 AM - 11:30 AM',
      ]);
      expect(await row('Domingo').locator('dd').allTextContents()).toEqual(['Cerrado']);
      const closures = card.getByRole('list', { name: 'Próximos cierres' });
      expect(await closures.getByRole('listitem').allTextContents()).toEqual([
        'Viernes, 25 de eneroInventario',
        'Del lunes, 4 de febrero al miércoles, 6 de febreroVacaciones',
      ]);
      await checkScreen(page, 'shop-info', width);
      await closeUp(card, `shop-info-close-${width}`);

      // The same card beside the booking form.
      await page.goto('/client/appointments/create');
      const beside = page.getByRole('region', { name: 'Horario de atención' });
      await beside.getByText('Descanso 2:00 PM - 3:00 PM').waitFor();
      await beside.getByRole('list', { name: 'Próximos cierres' }).getByText('Viernes, 25 de enero').waitFor();
      await screenshot(page, `breaks-and-hours-booking-${width}`);
      await closeUp(beside, `booking-close-${width}`);
      await page.context().close();
    },
  );

  it('at 320 px every select in Configuración stays inside its card', async () => {
    await saveBookingRules(t, { breaks: [{ weekday: 2, start: '14:00', end: '15:00' }] });
    const page = await pageAt(browser, t, await t.adminToken(), PHONE_320);
    await page.goto('/admin/config');
    await page.locator('#hours-0-close').waitFor();
    await rulesForm(page).locator('.breaks-row').first().waitFor();
    const overflowing = await page.evaluate(() =>
      Array.from(document.querySelectorAll('select')).flatMap((select) => {
        const card = select.closest('.card');
        if (!card) return [`${select.id || select.name}: outside any card`];
        const edge = card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).borderRightWidth);
        const right = select.getBoundingClientRect().right;
        return right > edge + 0.5 ? [`${select.id || select.name}: ${right} > ${edge}`] : [];
      }),
    );
    expect(await page.locator('select').count()).toBeGreaterThan(14);
    expect(overflowing).toEqual([]);
    // Nor do they fit by cutting their text: each is as wide as its longest hour needs.
    const squeezed = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLSelectElement>('.card select')).flatMap((select) => {
        const free = select.cloneNode(true) as HTMLSelectElement;
        free.style.cssText = 'position:absolute;visibility:hidden;width:auto;min-width:0;max-width:none;flex:none';
        select.parentElement!.appendChild(free);
        const needed = free.getBoundingClientRect().width;
        free.remove();
        const width = select.getBoundingClientRect().width;
        return width + 0.5 < needed ? [`${select.id || select.name}: ${width} < ${needed}`] : [];
      }),
    );
    expect(squeezed).toEqual([]);
    await checkScreen(page, 'config', '320');
    await closeUp(page.locator('.hours-list'), 'hours-close-320');
    await closeUp(rulesForm(page).locator('.breaks-fieldset'), 'breaks-close-320');
    await page.context().close();
  });
});
