import { expect } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { book, createCut, setStatus, type CutRef } from '../../support/booking';
import { saveElClasico, USUAL_HOURS } from '../../support/business';
import type { TestApp } from '../../support/test-app';
import { newContext, WIDE, type PageOpener } from './browser';

// Helpers for the admin-area browser tests (tests/browser/admin-*.test.ts).

/**
 * The shop's "now" in these tests: Wednesday 16 January 2030, 09:00 in America/New_York. The
 * server (startTestApp({ now })) and the browser (context.clock) share it, so "today", the
 * week, the greeting and the calendar month are fixed and every booking day is in the future.
 */
export const FIXED_NOW = '2030-01-16T14:00:00.000Z';
export const TODAY = '2030-01-16';
export const fixedNow = () => new Date(FIXED_NOW);

/** A signed-in page whose clock starts at FIXED_NOW (and keeps running). */
export async function pageAt(browser: PageOpener, t: TestApp, token: string | null, viewport = WIDE) {
  const context: BrowserContext = await newContext(browser, t.url, viewport, token ? { token } : {});
  await context.clock.install({ time: new Date(FIXED_NOW) });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

export async function adminPage(browser: PageOpener, t: TestApp, viewport = WIDE) {
  return pageAt(browser, t, await t.adminToken(), viewport);
}

/** The admin's signed-in page on the machine's own clock, for files whose app is not at FIXED_NOW. */
export async function adminPageOnRealClock(browser: PageOpener, t: TestApp, viewport = WIDE): Promise<Page> {
  return (await newContext(browser, t.url, viewport, { token: await t.adminToken() })).newPage();
}

export async function expectToast(page: Page, text: string | RegExp) {
  await page.locator('.Toastify__toast', { hasText: text }).first().waitFor({ state: 'visible' });
}

export async function dismissToasts(page: Page) {
  await page.evaluate(() => document.querySelectorAll('.Toastify__toast').forEach((toast) => toast.remove()));
}

/** The <dd> paired with the <dt> that reads exactly `label` inside `scope`. */
export const figure = (scope: Page | Locator, label: string) =>
  scope.locator(`xpath=.//dt[normalize-space(.)="${label}"]/following-sibling::dd[1]`).first();

export async function expectFigure(scope: Page | Locator, label: string, value: string) {
  await expect.poll(() => figure(scope, label).innerText(), { timeout: 15_000 }).toBe(value);
}

/** The calendar's button for a day (its data-date). */
export const dayButton = (page: Page, date: string) => page.locator(`button.calendar-day[data-date="${date}"]`);

export const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** The calendar's 'Nueva cita' form for that day, opened from the day's window. */
export async function openNewAppointment(page: Page, date: string) {
  await page.goto('/admin/appointments');
  await dayButton(page, date).click();
  await dialog(page, /Citas del/)
    .getByRole('button', { name: 'Nueva cita' })
    .click();
  return dialog(page, 'Nueva cita');
}

/** A card in the open day modal, by the client name shown on it. */
export const dayCard = (page: Page, clientName: string, time: string) =>
  page.locator('article.day-card').filter({ hasText: clientName }).filter({ hasText: time });

export async function seedCuts(t: TestApp): Promise<{ classic: CutRef; fade: CutRef; beard: CutRef }> {
  const classic = await createCut(t, { name: 'Corte Clásico', price: 20, duration: 30 });
  const fade = await createCut(t, { name: 'Degradado', price: 25, duration: 45 });
  const beard = await createCut(t, { name: 'Arreglo de Barba', price: 10, duration: 30 });
  return { classic, fade, beard };
}

/** The calendar's shop: El Clásico at its usual hours, a 'Corte Clásico', and `clientName`'s booking of it at 10:00 on `date`, confirmed. */
export async function seedConfirmedClassicCutBooking(t: TestApp, clientName: string, date: string) {
  await saveElClasico(t, { openingHours: USUAL_HOURS });
  const cut = await createCut(t, { name: 'Corte Clásico' });
  const client = await t.signUp({ name: clientName });
  const booked = await book(t, client.token, { cutId: cut.id, date, time: '10:00' });
  await setStatus(t, booked.id, 'CONFIRMED');
  return { cut };
}

export async function setCutPrice(t: TestApp, cut: CutRef, price: number) {
  const res = await t.gql(
    'mutation($id: ID!, $input: CutInput!) { updateCut(id: $id, input: $input) { id price } }',
    { id: cut.id, input: { name: cut.name, description: 'Un corte de prueba', price, duration: cut.duration } },
    await t.adminToken(),
  );
  if (res.errors) throw new Error(`updateCut failed: ${JSON.stringify(res.errors)}`);
}

export const SHOP = {
  businessName: 'Barbería El Bigote',
  adminName: 'Carlos Pérez',
  phone: '+1 (305) 555-0199',
  address: '742 Calle Ocho, Miami, FL',
  email: 'hola@elbigote.test',
  instagram: '@elbigote',
};

/** Configuración's 'Días Cerrados' panel: asks to remove the closure with that note and confirms. */
export async function removeClosure(page: Page, note: string) {
  await page
    .getByRole('region', { name: 'Días Cerrados' })
    .getByRole('listitem')
    .filter({ hasText: note })
    .getByRole('button', { name: /^Quitar/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, quitar' }).click();
}
