import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { book, complete, setStatus, type CutRef } from '../support/booking';
import { saveBusinessConfig } from '../support/business';
import { testAppForFile } from '../support/test-app';
import {
  adminPage,
  dayButton,
  dayCard,
  dialog,
  dismissToasts,
  expectToast,
  fixedNow,
  seedCuts,
  SHOP,
} from './support/admin-area';
import { browserForFile, browserSkipReason, NARROW, WIDE } from './support/browser';
import { screenChecker, VIEWPORTS } from './support/screen-check';

const checkScreen = screenChecker('admin');

/** The title of the dialog holding the focus, or null when the focus is outside any dialog. */
const focusedDialogTitle = (page: Page) =>
  page.evaluate(() => {
    const dialog = document.activeElement?.closest('[role="dialog"]');
    const titleId = dialog?.getAttribute('aria-labelledby');
    return titleId ? (document.getElementById(titleId)?.textContent ?? null) : null;
  });

// Every admin screen (issue 6 "Tests"): empty, loaded and error states at 375 and 1280 px; the
// calendar and its modals by keyboard; a status change the server refuses.
describe.skipIf(!!browserSkipReason)('admin screens', () => {
  const t = testAppForFile({ now: fixedNow });
  const browser = browserForFile();
  let seeded: Promise<{ classic: CutRef; fade: CutRef; beard: CutRef }> | undefined;

  it('empty states, before any data exists', async () => {
    for (const [width, viewport] of VIEWPORTS) {
      const page = await adminPage(browser, t, viewport);
      await page.goto('/admin');
      await page.getByText('Aún no hay servicios completados.').waitFor();
      await page.getByText('No hay servicios disponibles').waitFor();
      await checkScreen(page, 'dashboard-empty', width);

      for (const [path, emptyText, name] of [
        ['/admin/users', 'No hay clientes registrados', 'users-empty'],
        ['/admin/cuts', 'No hay cortes disponibles', 'cuts-empty'],
        ['/admin/stats', 'No hay clientes con citas completadas', 'stats-empty'],
      ]) {
        await page.goto(path);
        await page.getByText(emptyText).waitFor();
        await checkScreen(page, name, width);
      }

      await page.goto('/admin/config');
      await page.getByRole('heading', { name: 'Datos del Negocio' }).waitFor();
      await checkScreen(page, 'config-empty', width);
      await page.context().close();
    }
  }, 150_000);

  /** The data every screen shows, made once whichever viewport runs first. */
  const seedOnce = () => (seeded ??= seed());
  async function seed() {
    const cuts = await seedCuts(t);
    await saveBusinessConfig(t, SHOP);
    const ana = await t.signUp({ name: 'Ana López', email: 'ana@test.local', phone: '305-555-0101' });
    const bruno = await t.signUp({ name: 'Bruno Díaz Fernández de Castro', email: 'bruno.diaz.fernandez@test.local' });
    const carla = await t.signUp({ name: 'Carla Núñez', email: 'carla@test.local' });
    const first = await book(t, ana.token, { cutId: cuts.classic.id, date: '2030-01-16', time: '10:00' });
    await complete(t, first.id);
    await book(t, bruno.token, {
      cutId: cuts.fade.id,
      date: '2030-01-16',
      time: '11:00',
      note: 'Por favor, sin máquina',
    });
    const third = await book(t, carla.token, { cutId: cuts.beard.id, date: '2030-01-16', time: '13:00' });
    await setStatus(t, third.id, 'CONFIRMED');
    const fourth = await book(t, ana.token, { cutId: cuts.fade.id, date: '2030-01-17', time: '09:00' });
    await setStatus(t, fourth.id, 'CANCELLED', 'El barbero no está disponible');
    await book(t, carla.token, { cutId: cuts.classic.id, date: '2030-01-23', time: '12:00' });
    return cuts;
  }

  for (const [width, viewport] of VIEWPORTS) {
    it(`every admin screen with data at ${width} px`, async () => {
      const cuts = await seedOnce();
      const page = await adminPage(browser, t, viewport);
      await page.goto('/admin');
      await page.getByRole('heading', { name: 'Estadísticas de Hoy' }).waitFor();
      await page.locator('.top-services__name').first().waitFor();
      await checkScreen(page, 'dashboard', width);

      if (width === '375') {
        await page.getByRole('button', { name: 'Abrir menú' }).click();
        await page.getByRole('navigation', { name: 'Menú de administración' }).waitFor();
        await page.waitForTimeout(400); // the slide-in transition
        await checkScreen(page, 'menu-open', width);
        await page.keyboard.press('Escape');
      }

      await page.goto('/admin/users');
      await page.locator('li.client-card').first().waitFor();
      await checkScreen(page, 'users', width);

      await page.goto('/admin/cuts');
      await page.locator('li.cut-card').first().waitFor();
      await checkScreen(page, 'cuts', width);

      await page.goto('/admin/cuts/create');
      await page.getByRole('button', { name: 'Crear Corte' }).click();
      await page.getByText('El nombre es requerido').waitFor();
      await checkScreen(page, 'cuts-create', width);

      await page.goto(`/admin/cuts/${cuts.fade.id}/edit`);
      await expect.poll(() => page.getByLabel('Nombre del corte').inputValue()).toBe('Degradado');
      await checkScreen(page, 'cuts-edit', width);

      await page.goto('/admin/appointments');
      await page.getByRole('heading', { name: 'Enero 2030' }).waitFor();
      // Three that day: two shown and '+1 more' on a wide screen, one and '+2 more' on a phone (SPEC §2).
      await expect
        .poll(() => dayButton(page, '2030-01-16').innerText())
        .toMatch(width === '375' ? /\+2\s*more/ : /\+1\s*more/);
      await checkScreen(page, 'appointments', width);

      await dayButton(page, '2030-01-16').click();
      await dialog(page, /Citas del miércoles/).waitFor();
      await checkScreen(page, 'appointments-day', width);

      await dayCard(page, 'Bruno Díaz', '11:00 AM').getByRole('button', { name: 'Rechazar' }).click();
      await dialog(page, 'Rechazar Cita').waitFor();
      await checkScreen(page, 'appointments-reject', width);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');

      await page.goto('/admin/stats');
      await page.locator('.recharts-pie-sector').first().waitFor();
      await checkScreen(page, 'stats', width);

      await page.goto('/admin/config');
      await expect.poll(() => page.getByLabel('Nombre del negocio').inputValue()).toBe(SHOP.businessName);
      await checkScreen(page, 'config', width);
      await page.context().close();
    }, 150_000);
  }

  it("load failures show the screen's error and 'Reintentar' reloads", async () => {
    await seedOnce();
    const page = await adminPage(browser, t, NARROW);
    let failing = true;
    await page.route('**/graphql', (route) => {
      const body = route.request().postData() ?? '';
      if (failing && body.includes('ClientList')) return route.fulfill({ status: 500, body: 'Internal Server Error' });
      return route.fallback();
    });
    await page.goto('/admin/users');
    await page.getByText('Error al cargar los clientes').waitFor();
    await checkScreen(page, 'users-error', '375');
    failing = false;
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.locator('li.client-card').first().waitFor();
    await page.context().close();
  });

  it('the calendar and its modals work with the keyboard alone', async () => {
    await seedOnce();
    const page = await adminPage(browser, t, WIDE);
    await page.goto('/admin/appointments');
    await page.getByRole('heading', { name: 'Enero 2030' }).waitFor();

    // Tab reaches the month buttons and the days; arrows move between days.
    const day16 = dayButton(page, '2030-01-16');
    await day16.focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.date)).toBe('2030-01-17');
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.date)).toBe('2030-01-10');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.date)).toBe('2030-01-16');

    // Enter opens the day; focus is inside the dialog and Tab never leaves it.
    await page.keyboard.press('Enter');
    const day = dialog(page, /Citas del miércoles/);
    await day.waitFor();
    const dayTitle = 'Citas del miércoles, 16 de enero';
    expect(await focusedDialogTitle(page)).toBe(dayTitle);
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusedDialogTitle(page)).toBe(dayTitle);
    }
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusedDialogTitle(page)).toBe(dayTitle);
    }

    // The reject modal opens from the keyboard, focuses the reason, and Escape closes only it.
    const reject = dayCard(page, 'Bruno Díaz', '11:00 AM').getByRole('button', { name: 'Rechazar' });
    await reject.focus();
    await page.keyboard.press('Enter');
    await dialog(page, 'Rechazar Cita').waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await page.keyboard.type('Sin disponibilidad');
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusedDialogTitle(page)).toBe('Rechazar Cita');
    }
    await page.keyboard.press('Escape');
    await dialog(page, 'Rechazar Cita').waitFor({ state: 'detached' });
    await day.waitFor();
    expect(await reject.evaluate((el) => el === document.activeElement)).toBe(true);

    // Escape closes the day and focus returns to the day that opened it.
    await page.keyboard.press('Escape');
    await day.waitFor({ state: 'detached' });
    expect(await day16.evaluate((el) => el === document.activeElement)).toBe(true);

    // 'Hoy' and the month buttons by keyboard.
    await page.getByRole('button', { name: 'Mes siguiente' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Febrero 2030' }).waitFor();
    await page.getByRole('button', { name: 'Hoy' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Enero 2030' }).waitFor();
    await page.context().close();
  });

  it('refetches the month every 30 s and, once stale (10 s), when the window regains focus', async () => {
    await seedOnce();
    const page = await adminPage(browser, t, WIDE);
    let fetches = 0;
    // Counted once answered: staleness runs from the answer, so fast-forwarding before it lands would race.
    page.on('requestfinished', (request) => {
      if ((request.postData() ?? '').includes('"operationName":"AdminCalendarMonth"')) fetches += 1;
    });
    await page.goto('/admin/appointments');
    await page.getByRole('heading', { name: 'Enero 2030' }).waitFor();
    await expect.poll(() => fetches).toBe(1);
    const focusWindow = () => page.evaluate(() => window.dispatchEvent(new Event('focus')));

    await focusWindow(); // fresh: nothing to do
    await page.waitForTimeout(300);
    expect(fetches).toBe(1);
    await page.clock.fastForward(30_000);
    await expect.poll(() => fetches).toBe(2);
    await page.clock.fastForward(11_000);
    await focusWindow(); // stale: refetched
    await expect.poll(() => fetches).toBe(3);
    await page.context().close();
  });

  it('a status change the server refuses rolls the card back and shows the error toast', async () => {
    await seedOnce();
    const page = await adminPage(browser, t, WIDE);
    await page.goto('/admin/appointments');
    await dayButton(page, '2030-01-16').click();
    const card = dayCard(page, 'Bruno Díaz', '11:00 AM');
    await card.getByText('Pendiente', { exact: true }).waitFor();

    // The server refuses: the request reaches it asking for an impossible move (pending → completed).
    let optimistic = '';
    await page.route('**/graphql', async (route) => {
      const request = route.request();
      const body = request.postDataJSON() as { operationName?: string; variables?: Record<string, unknown> };
      if (body?.operationName !== 'SetAppointmentStatus') return route.fallback();
      optimistic = await card.locator('.status-badge').innerText();
      return route.continue({
        postData: JSON.stringify({ ...body, variables: { ...body.variables, status: 'COMPLETED' } }),
      });
    });
    await card.getByRole('button', { name: 'Confirmar' }).click();
    await expectToast(page, 'No se puede pasar una cita de Pendiente a Completada');
    expect(optimistic).toBe('Confirmada');
    await card.getByText('Pendiente', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Confirmar' }).waitFor();
    await dismissToasts(page);

    // The network fails: same rollback, with the default message.
    await page.unroute('**/graphql');
    await page.route('**/graphql', (route) =>
      (route.request().postDataJSON() as { operationName?: string })?.operationName === 'SetAppointmentStatus'
        ? route.abort('connectionfailed')
        : route.fallback(),
    );
    await card.getByRole('button', { name: 'Confirmar' }).click();
    await expectToast(page, 'Error al actualizar la cita');
    await card.getByText('Pendiente', { exact: true }).waitFor();
    await page.context().close();
  });
});
