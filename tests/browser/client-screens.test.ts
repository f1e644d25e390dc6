import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { book, complete, createCut, nextWeekday, setStatus, type CutRef } from '../support/booking';
import { testAppForFile } from '../support/test-app';
import { browserForFile, browserSkipReason, NARROW, screenshot, WIDE } from './support/browser';
import {
  clientPage,
  configureShop,
  dismissToasts,
  expectText,
  expectToast,
  SHOP_CONFIG,
  shopToday,
} from './support/client-area';
import { checkLayoutAndA11y } from './support/screen-check';
import { dayButton, longDate, pickDayAndTime, timeButton } from './support/booking-strip';

const SHOP_ADDRESS = SHOP_CONFIG.address;

type Screen = {
  name: string;
  path: string;
  /** Which client sees it. */
  as?: 'busy' | 'new';
  /** Text that shows the screen has settled. */
  ready: string | RegExp;
  prepare?: (page: Page) => Promise<void>;
};

// Every client screen at 375 px and 1280 px: screenshot, no horizontal scroll, axe clean;
// keyboard operability; the same dates whatever the browser's time zone; no admin code.
describe.skipIf(!!browserSkipReason)('client screens', () => {
  const t = testAppForFile();
  const browser = browserForFile();
  let cuts: CutRef[];
  let busy: { token: string };
  let fresh: { token: string };
  const ids: Record<'pending' | 'confirmed' | 'completed' | 'rejected', string> = {
    pending: '',
    confirmed: '',
    completed: '',
    rejected: '',
  };
  const [tue, wed, thu, fri] = [2, 3, 4, 5].map((weekday) => nextWeekday(weekday));
  let screens: Screen[];

  beforeAll(async () => {
    cuts = [
      await createCut(t, { name: 'Corte Clásico', price: 15.5, duration: 30 }),
      await createCut(t, { name: 'Fade Moderno con Diseño', price: 25, duration: 45 }),
      await createCut(t, { name: 'Arreglo de Barba', price: 12, duration: 30 }),
    ];
    busy = await t.signUp({ name: 'Ana María Martínez de la Fuente', phone: '+1 305 555 0100' });
    fresh = await t.signUp({ name: 'Pedro' });
    const pending = await book(t, busy.token, {
      cutId: cuts[1].id,
      date: tue,
      time: '10:00',
      note: 'Por favor, dejar un poco más largo arriba y degradado bajo en los lados.',
    });
    const confirmed = await book(t, busy.token, { cutId: cuts[0].id, date: wed, time: '11:00' });
    const done = await book(t, busy.token, { cutId: cuts[2].id, date: thu, time: '09:00' });
    const rejected = await book(t, busy.token, { cutId: cuts[0].id, date: fri, time: '15:00' });
    ids.pending = pending.id;
    ids.confirmed = (await setStatus(t, confirmed.id, 'CONFIRMED')).id;
    ids.completed = (await complete(t, done.id)).id;
    ids.rejected = (await setStatus(t, rejected.id, 'CANCELLED', 'El barbero no estará disponible ese día.')).id;

    screens = [
      { name: 'home', path: '/client', ready: 'Servicios Populares' },
      { name: 'cuts', path: '/client/cuts', ready: 'Fade Moderno con Diseño' },
      {
        name: 'create',
        path: `/client/appointments/create?cutId=${cuts[1].id}`,
        ready: 'Resumen de tu cita',
        prepare: async (page) => {
          await pickDayAndTime(page, wed, '14:30');
          await page.getByText('2:30 PM').last().waitFor();
        },
      },
      { name: 'edit-pending', path: `/client/appointments/edit/${ids.pending}`, ready: 'Actualizar Cita' },
      { name: 'edit-rejected', path: `/client/appointments/edit/${ids.rejected}`, ready: 'Motivo de Rechazo:' },
      { name: 'edit-not-editable', path: `/client/appointments/edit/${ids.confirmed}`, ready: 'Cita no editable' },
      {
        name: 'edit-not-found',
        path: '/client/appointments/edit/00000000-0000-4000-8000-000000000000',
        ready: 'Cita no encontrada',
      },
      { name: 'my-appointments', path: '/client/appointments', ready: 'Razón de cancelación:' },
      { name: 'my-appointments-empty', path: '/client/appointments', as: 'new', ready: 'No tienes citas programadas' },
      { name: 'history', path: '/client/history', ready: '$12.00' },
      { name: 'history-empty', path: '/client/history', as: 'new', ready: 'No tienes citas aún' },
      { name: 'profile', path: '/client/profile', ready: 'Cliente desde' },
      {
        name: 'profile-edit',
        path: '/client/profile',
        ready: 'Cliente desde',
        prepare: async (page) => {
          await page.getByRole('button', { name: 'Editar' }).click();
          await page.getByRole('button', { name: 'Guardar' }).waitFor();
        },
      },
      { name: 'barbershop-info-unavailable', path: '/client/barbershop-info', ready: 'Información no disponible' },
    ];
  });

  async function check(page: Page, screen: Screen, width: number) {
    await page.goto(screen.path);
    await expectText(page, screen.ready);
    await page.locator('.loading-panel').waitFor({ state: 'detached' });
    await screen.prepare?.(page);
    await dismissToasts(page);
    await checkLayoutAndA11y(page, `client-${screen.name}-${width}`, `${screen.name} at ${width}px`);
  }

  // One test per screen, so each has the browser project's time to itself on a busy machine (14 screens with axe
  // in one test took just over its minute under load); the screens' list is checked whole below.
  const SCREEN_NAMES = [
    'home',
    'cuts',
    'create',
    'edit-pending',
    'edit-rejected',
    'edit-not-editable',
    'edit-not-found',
    'my-appointments',
    'my-appointments-empty',
    'history',
    'history-empty',
    'profile',
    'profile-edit',
    'barbershop-info-unavailable',
  ];

  it('checks every client screen', () => {
    expect(screens.map((screen) => screen.name)).toEqual(SCREEN_NAMES);
  });

  for (const viewport of [NARROW, WIDE]) {
    describe(`every client screen at ${viewport.width}px: screenshot, no sideways scroll, no serious axe violation`, () => {
      const pages: Partial<Record<'busy' | 'new', Page>> = {};
      beforeAll(async () => {
        pages.busy = await clientPage(browser, t, busy.token, viewport);
        pages.new = await clientPage(browser, t, fresh.token, viewport);
      });
      afterAll(async () => {
        await pages.busy?.context().close();
        await pages.new?.context().close();
      });
      for (const name of SCREEN_NAMES) {
        it(name, async () => {
          const screen = screens.find((candidate) => candidate.name === name)!;
          await check(pages[screen.as ?? 'busy']!, screen, viewport.width);
        });
      }
    });
  }

  it('the information screen once the shop has published its data, at both widths', async () => {
    await configureShop(t);
    for (const viewport of [NARROW, WIDE]) {
      const page = await clientPage(browser, t, busy.token, viewport);
      await check(
        page,
        { name: 'barbershop-info', path: '/client/barbershop-info', ready: '¿Por qué elegirnos?' },
        viewport.width,
      );
      await check(page, { name: 'home-configured', path: '/client', ready: SHOP_ADDRESS }, viewport.width);
      await page.context().close();
    }
  });

  it('the tip of the day changes every 8 s, on demand, and not while paused', async () => {
    const page = await clientPage(browser, t, busy.token);
    await page.clock.install();
    await page.goto('/client');
    const tip = page.getByTestId('tip-text');
    const first = await tip.textContent();
    await page.clock.runFor(7_000);
    expect(await tip.textContent()).toBe(first);
    await page.clock.runFor(1_500);
    await expect.poll(() => tip.textContent()).not.toBe(first);
    const second = await tip.textContent();
    await page.getByRole('button', { name: 'Otro tip' }).click();
    await expect.poll(() => tip.textContent()).not.toBe(second);
    const third = await tip.textContent();
    await page.getByRole('button', { name: 'Pausar' }).click();
    await page.mouse.move(0, 0);
    await page.getByRole('link', { name: 'Ver todos los servicios' }).focus();
    await page.clock.runFor(20_000);
    expect(await tip.textContent()).toBe(third);
    await page.getByRole('button', { name: 'Reanudar' }).waitFor();
    await page.context().close();
  });

  it('the narrow menu opens from the header and Escape closes it', async () => {
    const page = await clientPage(browser, t, busy.token, NARROW);
    await page.goto('/client');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page
      .getByRole('navigation', { name: 'Menú del cliente' })
      .getByRole('link', { name: /Mis Citas/ })
      .waitFor();
    await screenshot(page, 'client-menu-open-375');
    await page.keyboard.press('Escape');
    await page.locator('#side-menu[data-state="hidden"]').waitFor({ state: 'attached' });
    await page.context().close();
  });

  /** Presses Tab until the focused element matches, as a keyboard user would reach it. */
  async function tabTo(page: Page, matches: (el: Element) => boolean, label: string, max = 60) {
    for (let i = 0; i < max; i += 1) {
      await page.keyboard.press('Tab');
      const hit = await page.evaluateHandle(() => document.activeElement);
      if (await hit.evaluate(matches)) return;
    }
    throw new Error(`could not reach ${label} with Tab`);
  }

  it('books with the keyboard only, the time slot included', async () => {
    const page = await clientPage(browser, t, fresh.token);
    await page.goto('/client/appointments/create');
    await page.getByRole('heading', { name: 'Datos de la cita' }).waitFor();
    await tabTo(page, (el) => el.getAttribute('name') === 'cutId', 'the cut select');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByLabel('Tipo de corte').inputValue()).not.toBe('');
    // The strip is one tab stop (the day picked for the client); the arrows walk to Wednesday, Enter picks it.
    await page.locator('.day-strip button[aria-pressed="true"]').waitFor();
    await tabTo(page, (el) => el.closest('.day-strip') !== null, 'the day strip', 5);
    const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    for (let i = 0; i < 14 && !(await focusedLabel()).startsWith(longDate(wed)); i += 1) {
      await page.keyboard.press('ArrowRight');
    }
    expect(await focusedLabel()).toMatch(new RegExp(`^${longDate(wed)}:`));
    await page.keyboard.press('Enter');
    expect(await dayButton(page, wed).getAttribute('aria-pressed')).toBe('true');
    await timeButton(page, '8:00 AM').waitFor();
    await tabTo(page, (el) => el.closest('.time-buttons') !== null, 'the time buttons', 5);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('8:00 AM');
    await page.keyboard.press('Enter');
    expect(await timeButton(page, '8:00 AM').getAttribute('aria-pressed')).toBe('true');
    await tabTo(page, (el) => el.textContent === 'Reservar' && el.tagName === 'BUTTON', 'the submit button', 5);
    await page.keyboard.press('Enter');
    await expectToast(page, 'Cita creada exitosamente');
    await page.waitForURL((url) => url.pathname === '/client');
    await page.context().close();
  });

  it('filters and cancels in Mis Citas with the keyboard; the dialog traps and returns focus', async () => {
    const page = await clientPage(browser, t, fresh.token);
    await page.goto('/client/appointments');
    await page.locator('article.appointment-card').first().waitFor();
    await tabTo(page, (el) => el.tagName === 'SELECT', 'the status filter');
    await page.keyboard.press('ArrowDown');
    await expectText(page, 'Citas pendientes');
    await tabTo(page, (el) => el.textContent?.trim() === 'Cancelar cita', 'Cancelar cita');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Cancelar cita');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Sí, cancelar cita' }).focus();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Cita eliminada exitosamente');
    await expectText(page, 'No se encontraron citas');
    await page.context().close();
  });

  it('shows the same dates and times whatever the browser time zone', async () => {
    const texts: Record<string, string[]> = {};
    for (const zone of ['America/New_York', 'Asia/Tokyo', 'Pacific/Honolulu', 'Europe/Madrid']) {
      const page = await clientPage(browser, t, busy.token, WIDE, zone);
      await page.goto('/client/appointments');
      await page.getByText('Razón de cancelación:').waitFor();
      const cards = await page.locator('ul.appointment-list').innerText();
      await page.goto('/client/history');
      await page.locator('article.history-item').first().waitFor();
      const history = await page.locator('ul.history-list').innerText();
      await page.goto(`/client/appointments/create?cutId=${cuts[0].id}`);
      // The strip's first day, by its name ('Domingo, 29 de noviembre de 2026: …').
      const first = page.locator('.day-strip button').first();
      await first.waitFor();
      const min = ((await first.getAttribute('aria-label')) ?? '').split(':')[0];
      await page.goto(`/client/appointments/edit/${ids.pending}`);
      const summary = await page.getByRole('region', { name: 'Resumen' }).innerText();
      texts[zone] = [cards, history, min, summary];
      await page.context().close();
    }
    const reference = texts['America/New_York'];
    expect(reference[2]).toBe(longDate(shopToday()));
    expect(reference[3]).toContain('10:00 AM');
    for (const [zone, values] of Object.entries(texts)) expect(values, zone).toEqual(reference);
  });

  it('the client area never downloads admin-only code (recharts, calendar)', async () => {
    const page = await clientPage(browser, t, busy.token);
    const scripts: { url: string; body: string }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
      }
    });
    for (const path of [
      '/client',
      '/client/cuts',
      '/client/appointments',
      '/client/appointments/create',
      '/client/history',
      '/client/profile',
      '/client/barbershop-info',
    ]) {
      await page.goto(path);
      await page.locator('main h1, main h2').first().waitFor();
      await page.locator('.loading-panel').waitFor({ state: 'detached' });
    }
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(3);
    const names = scripts.map((script) => new URL(script.url).pathname);
    expect(
      names.filter((name) => /admin|business-stats|business-config|client-list|calendar|recharts/.test(name)),
    ).toEqual([]);
    expect(scripts.filter((script) => script.body.includes('recharts')).map((script) => script.url)).toEqual([]);
    await page.context().close();
  });
});
