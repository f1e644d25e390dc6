import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { book, createCut, setStatus, type CutRef } from '../support/booking';
import { saveElClasico, USUAL_HOURS } from '../support/business';
import { adminPage, dayButton, dayCard, dialog, expectToast, fixedNow } from './support/admin-area';
import { assignBarber, barberOf, firstBarber, insertBarber, type BarberRow } from './support/barbers';
import { browserSkipReason, NARROW, testAppAndBrowserForFile, WIDE } from './support/browser';
import { screenChecker } from './support/screen-check';

// Issue 32: the admin's calendar with three barbers. The shop's now is Wednesday 16 January 2030 (FIXED_NOW).
const THURSDAY = '2030-01-17';
const FRIDAY = '2030-01-18';
const checkScreen = screenChecker('calendar-barbers');

// The tone tokens (client/src/styles/tokens.css) the barbers wear: green, blue and rose foregrounds.
const GREEN_FG = 'rgb(22, 101, 52)';
const BLUE_FG = 'rgb(30, 64, 175)';
const ROSE_FG = 'rgb(159, 18, 57)';

const barberSection = (scope: Page | Locator, name: string) =>
  scope.locator(`section.day-barber[data-barber="${name}"]`);
const topColor = (card: Locator) => card.evaluate((el) => getComputedStyle(el).borderTopColor);
const box = async (locator: Locator) => (await locator.boundingBox())!;

describe.skipIf(!!browserSkipReason)('the calendar by barber', () => {
  const { t, browser } = testAppAndBrowserForFile({ now: fixedNow });
  let cut: CutRef;
  let carlos: BarberRow;
  let luis: BarberRow;
  let marta: BarberRow;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    await saveElClasico(t, { openingHours: USUAL_HOURS });
    cut = await createCut(t, { name: 'Corte Clásico', price: 20, duration: 30 });
    carlos = await firstBarber(t, 'Carlos Méndez');
    luis = await insertBarber(t, { name: 'Luis Gómez', order: 10, color: 'blue' });
    marta = await insertBarber(t, { name: 'Marta Ruiz', order: 20, color: 'rose' });
    const plan: [string, string, BarberRow][] = [
      ['Ana Carlos', '09:00', carlos],
      ['Beto Luis', '10:00', luis],
      ['Cira Marta', '11:00', marta],
    ];
    for (const [name, time, barber] of plan) {
      const client = await t.signUp({ name });
      const booked = await book(t, client.token, { cutId: cut.id, date: THURSDAY, time });
      await setStatus(t, booked.id, 'CONFIRMED');
      await assignBarber(t, booked.id, barber);
      ids[name] = booked.id;
    }
  });

  it('at 1280 px the day has a column per barber, each appointment in its barber’s colour', async () => {
    const page = await adminPage(browser, t, WIDE);
    await page.goto('/admin/appointments');
    await dayButton(page, THURSDAY).click();
    const day = dialog(page, /Citas del jueves, 17 de enero/);
    const columns = day.locator('section.day-barber');
    await columns.first().waitFor();
    expect(await columns.locator('.barber-badge__name').allTextContents()).toEqual([
      'Carlos Méndez',
      'Luis Gómez',
      'Marta Ruiz',
    ]);
    // Side by side, on one row.
    const [c, l, m] = [
      await box(barberSection(day, 'Carlos Méndez')),
      await box(barberSection(day, 'Luis Gómez')),
      await box(barberSection(day, 'Marta Ruiz')),
    ];
    expect(c.x < l.x && l.x < m.x).toBe(true);
    expect(Math.abs(c.y - l.y) < 2 && Math.abs(l.y - m.y) < 2).toBe(true);
    // Each card in its barber's column, wearing the barber's colour on top and its status on the left.
    for (const [name, client, time, colour] of [
      ['Carlos Méndez', 'Ana Carlos', '9:00 AM', GREEN_FG],
      ['Luis Gómez', 'Beto Luis', '10:00 AM', BLUE_FG],
      ['Marta Ruiz', 'Cira Marta', '11:00 AM', ROSE_FG],
    ] as const) {
      const card = barberSection(day, name).locator('article.day-card').filter({ hasText: client });
      await card.waitFor();
      expect(await card.textContent()).toContain(time);
      expect(await topColor(card)).toBe(colour);
      expect(await card.evaluate((el) => getComputedStyle(el).borderLeftColor)).toBe('rgb(37, 99, 235)');
    }
    await checkScreen(page, 'day-columns', '1280');
    await page.context().close();
  });

  it('at 375 px the day is one list with a heading per barber', async () => {
    const page = await adminPage(browser, t, NARROW);
    await page.goto('/admin/appointments');
    await dayButton(page, THURSDAY).click();
    const day = dialog(page, /Citas del jueves, 17 de enero/);
    await barberSection(day, 'Marta Ruiz').waitFor();
    expect(
      await day
        .getByRole('heading', { level: 3 })
        .filter({ has: page.locator('.barber-badge') })
        .count(),
    ).toBe(3);
    const [c, l, m] = [
      await box(barberSection(day, 'Carlos Méndez')),
      await box(barberSection(day, 'Luis Gómez')),
      await box(barberSection(day, 'Marta Ruiz')),
    ];
    // Stacked: one below the other, at the same left edge.
    expect(c.y + c.height <= l.y && l.y + l.height <= m.y).toBe(true);
    expect(Math.abs(c.x - m.x) < 2).toBe(true);
    await barberSection(day, 'Luis Gómez').getByText('Beto Luis').waitFor();
    await checkScreen(page, 'day-grouped', '375');
    await page.context().close();
  });

  it('the month filters by barber', async () => {
    const page = await adminPage(browser, t, WIDE);
    await page.goto('/admin/appointments');
    const thursday = dayButton(page, THURSDAY);
    await thursday.getByText('Ana').waitFor();
    const filter = page.getByLabel('Barbero', { exact: true });
    expect(await filter.locator('option').allTextContents()).toEqual([
      'Todos los barberos',
      'Carlos Méndez',
      'Luis Gómez',
      'Marta Ruiz',
    ]);
    await filter.selectOption({ label: 'Luis Gómez' });
    await expect.poll(() => thursday.locator('.calendar-chip__name').allTextContents()).toEqual(['Beto']);
    await checkScreen(page, 'month-filter', '1280');
    await thursday.click();
    const day = dialog(page, /Citas del jueves, 17 de enero/);
    await barberSection(day, 'Luis Gómez').waitFor();
    expect(await day.locator('section.day-barber').count()).toBe(1);
    await page.keyboard.press('Escape');
    await filter.selectOption({ label: 'Todos los barberos' });
    await expect.poll(() => thursday.locator('.calendar-chip__name').count()).toBe(2);
    await page.context().close();
  });

  it('«Nueva cita» from a barber’s column books with that barber', async () => {
    const page = await adminPage(browser, t, WIDE);
    await page.goto('/admin/appointments');
    await dayButton(page, FRIDAY).click();
    const day = dialog(page, /Citas del viernes, 18 de enero/);
    await day.getByRole('button', { name: 'Nueva cita con Marta Ruiz' }).click();
    const form = dialog(page, 'Nueva cita');
    const barber = form.getByLabel('Barbero', { exact: true });
    expect(await barber.locator('option:checked').textContent()).toBe('Marta Ruiz');
    await form.getByLabel('Nombre').fill('Pepe Sincuenta');
    await form.getByLabel('Servicio').selectOption(cut.id);
    await form.locator('select option[value="12:00"]').waitFor({ state: 'attached' });
    await form.getByLabel('Hora').selectOption('12:00');
    await checkScreen(page, 'new-for-marta', '1280');
    await form.getByRole('button', { name: 'Crear cita' }).click();
    await expectToast(page, 'Cita creada exitosamente');
    await form.waitFor({ state: 'detached' });
    await barberSection(day, 'Marta Ruiz').getByText('Pepe Sincuenta').waitFor();
    const [row] = await t.app.dataSource.query(`SELECT barber_name FROM appointments WHERE walk_in_name = $1`, [
      'Pepe Sincuenta',
    ]);
    expect(row.barber_name).toBe('Marta Ruiz');
    // From the top, the admin's own barber (Carlos, linked to the admin's account).
    await day.getByRole('button', { name: 'Nueva cita', exact: true }).click();
    expect(
      await dialog(page, 'Nueva cita').getByLabel('Barbero', { exact: true }).locator('option:checked').textContent(),
    ).toBe('Carlos Méndez');
    await page.context().close();
  });

  it('«Mover» to another barber says it is a reassignment and moves the appointment to that barber', async () => {
    const page = await adminPage(browser, t, WIDE);
    await page.goto('/admin/appointments');
    await dayButton(page, THURSDAY).click();
    await dayCard(page, 'Beto Luis', '10:00 AM').getByRole('button', { name: 'Mover' }).click();
    const move = dialog(page, 'Mover cita');
    const barber = move.getByLabel('Barbero', { exact: true });
    expect(await barber.locator('option:checked').textContent()).toBe('Luis Gómez');
    expect(await move.getByText(/^Pasará de/).count()).toBe(0);
    await barber.selectOption({ label: 'Marta Ruiz' });
    await move.getByText('Pasará de Luis Gómez a Marta Ruiz.').waitFor();
    // Marta is busy at 11:00 that day: not offered.
    await move.locator('select option[value="10:00"]').waitFor({ state: 'attached' });
    expect(await move.locator('select option[value="11:00"]').count()).toBe(0);
    await move.getByLabel('Hora').selectOption('10:00');
    await checkScreen(page, 'move-reassign', '1280');
    await move.getByRole('button', { name: 'Mover cita' }).click();
    await move.waitFor({ state: 'detached' });
    const day = dialog(page, /Citas del jueves, 17 de enero/);
    await barberSection(day, 'Marta Ruiz').getByText('Beto Luis').waitFor();
    expect(await barberOf(t, ids['Beto Luis'])).toBe('Marta Ruiz');
    const trail = await t.gql<{ auditLog: { action: string }[] }>(
      '{ auditLog(action: APPOINTMENT_REASSIGNED) { action } }',
      {},
      await t.adminToken(),
    );
    expect(trail.data!.auditLog).toHaveLength(1);
    await page.context().close();
  });
});
