import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { book, createCut, type CutRef } from '../support/booking';
import { saveElClasico, USUAL_HOURS } from '../support/business';
import type { TestApp } from '../support/test-app';
import { dayCard, dialog, expectToast, figure } from './support/admin-area';
import { browserSkipReason, newContext, testAppAndBrowserForFile, type PageOpener } from './support/browser';
import { screenChecker, VIEWPORTS } from './support/screen-check';

// Issue 31 §3, as the barber met it: on Friday 28 November (09:00 in New York) requests wait for the first days of
// December. The November calendar's grid shows them on its December days, the menu counts them, the dashboard
// opens «Solicitudes por confirmar», and a verdict there takes the count down without a reload.
const NOW = '2031-11-28T14:00:00.000Z';
const checkScreen = screenChecker('pending-requests');

async function adminPageAtNow(browser: PageOpener, t: TestApp, viewport: { width: number; height: number }) {
  const context = await newContext(browser, t.url, viewport, { token: await t.adminToken() });
  await context.clock.install({ time: new Date(NOW) });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

const menuLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Menú de administración' }).getByRole('link', { name: /Solicitudes/ });

/** The count the menu shows beside «Solicitudes», '' when there is none (read also while a phone's menu is closed). */
const menuBadge = async (page: Page) => {
  const badge = page.locator('.side-menu a[href="/admin/requests"] .side-menu__badge');
  return (await badge.count()) ? ((await badge.textContent()) ?? '') : '';
};

describe.skipIf(!!browserSkipReason)('requests of next month seen from this one', () => {
  const { t, browser } = testAppAndBrowserForFile({ now: () => new Date(NOW) });
  let cut: CutRef;

  beforeAll(async () => {
    await saveElClasico(t, { openingHours: USUAL_HOURS });
    cut = await createCut(t, { name: 'Corte Clásico', price: 20 });
  });

  const statusOf = async (id: string) =>
    (await t.app.dataSource.query(`SELECT status FROM appointments WHERE id = $1`, [id]))[0].status as string;

  it.each(VIEWPORTS)('at %s px', async (width, viewport) => {
    const [first, second, later] =
      width === '375' ? ['Rosa Díaz', 'Tomás Vidal', 'Nuria Sanz'] : ['Lidia Mora', 'Marco Ruiz', 'Olga Peña'];
    const time = width === '375' ? '10:00' : '11:00';
    const label = width === '375' ? '10:00 AM' : '11:00 AM';
    const rosa = await t.signUp({ name: first });
    const tomas = await t.signUp({ name: second });
    const soon = await book(t, rosa.token, { cutId: cut.id, date: '2031-12-01', time });
    const next = await book(t, tomas.token, { cutId: cut.id, date: '2031-12-03', time });

    // November's calendar: its grid's 1 December shows the request; the month's own counters say 0 pending,
    // and the link above the grid says what waits in any month.
    const page = await adminPageAtNow(browser, t, viewport);
    await page.goto('/admin/appointments');
    await page.getByText('Noviembre 2031').waitFor();
    // A phone's cell shows the time only (its chip keeps the name for wider cells).
    const december1 = page.locator('[data-outside-date="2031-12-01"]');
    await december1.locator('.calendar-chip', { hasText: first.split(' ')[0] }).waitFor({ state: 'attached' });
    await december1.locator('.calendar-chip').first().waitFor();
    await december1.locator('.calendar-day__pulse').waitFor();
    await page
      .locator('[data-outside-date="2031-12-03"] .calendar-chip', { hasText: second.split(' ')[0] })
      .waitFor({ state: 'attached' });
    expect(await figure(page.locator('.calendar-counters'), 'Pendientes').innerText()).toBe('0');
    await page.getByRole('link', { name: /2 solicitudes por confirmar/ }).waitFor();
    await checkScreen(page, 'calendar', width);

    // The menu counts them; on a phone its button says so before it is opened.
    if (width === '375') {
      const open = page.getByRole('button', { name: 'Abrir menú' });
      expect(await open.locator('.topbar__menu-badge').innerText()).toBe('2');
      await open.click();
      await menuLink(page).waitFor();
    }
    await expect.poll(() => menuBadge(page)).toBe('2');
    await checkScreen(page, 'menu', width);

    // One tap from the dashboard.
    await page.goto('/admin');
    const card = page.getByRole('link', { name: /2 solicitudes por confirmar/ });
    await card.waitFor();
    await checkScreen(page, 'dashboard', width);
    await card.click();
    await page.waitForURL('**/admin/requests');
    await page.getByRole('heading', { level: 1, name: 'Solicitudes por confirmar' }).waitFor();
    const days = page.locator('section.requests-day h2');
    await expect.poll(() => days.allTextContents()).toEqual(['lunes, 1 de diciembre', 'miércoles, 3 de diciembre']);
    await checkScreen(page, 'list', width);

    // A client's new request for 2 December arrives while the barber looks, in its place between the two.
    await page.waitForTimeout(500);
    const late = await t.signUp({ name: later });
    await book(t, late.token, { cutId: cut.id, date: '2031-12-02', time });
    await expect
      .poll(() => days.allTextContents())
      .toEqual(['lunes, 1 de diciembre', 'martes, 2 de diciembre', 'miércoles, 3 de diciembre']);
    await expect.poll(() => menuBadge(page)).toBe('3');

    // «Confirmar» there: the request leaves the list and the count drops, without a reload.
    await dayCard(page, first, label).getByRole('button', { name: 'Confirmar' }).click();
    await expectToast(page, 'Cita confirmada exitosamente');
    await expect.poll(() => menuBadge(page)).toBe('2');
    await expect.poll(() => dayCard(page, first, label).count()).toBe(0);
    expect(await statusOf(soon.id)).toBe('confirmed');

    // «Rechazar» asks for the reason, as in the day view.
    await dayCard(page, second, label).getByRole('button', { name: 'Rechazar' }).click();
    const reject = dialog(page, 'Rechazar Cita');
    await reject.getByLabel('Motivo del rechazo').fill('Ese día cerramos antes');
    await reject.getByRole('button', { name: 'Rechazar Cita' }).click();
    await expectToast(page, 'Cita rechazada');
    await expect.poll(() => menuBadge(page)).toBe('1');
    expect(await statusOf(next.id)).toBe('cancelled');

    // The last one, and the screen says nothing waits.
    await page.waitForTimeout(900);
    await dayCard(page, later, label).getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('No hay solicitudes por confirmar').waitFor();
    await expect.poll(() => menuBadge(page)).toBe('');
    await checkScreen(page, 'empty', width);
    await page.context().close();
  });
});
