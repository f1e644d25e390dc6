import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { clientDist } from '../support/test-app';
import { addDays } from '../../server/src/features/appointments/shop-clock';
import { addBarberAccount, assignTo, type BarberAccount } from '../support/barber-account';
import { book, createCut, type CutRef } from '../support/booking';
import { saveElClasico, USUAL_HOURS } from '../support/business';
import { FIXED_NOW, fixedNow, TODAY } from './support/admin-area';
import { seriousA11yViolations } from './support/axe';
import {
  browserSkipReason,
  hasHorizontalScroll,
  NARROW,
  newContext,
  screenshot,
  testAppAndBrowserForFile,
  WIDE,
} from './support/browser';

// Issue 34 (part B), «Sin conexión»: a reload without network shows what the home last showed to that user,
// marked as possibly old, with the server's actions off; sign-out takes it away.

const TOMORROW = addDays(TODAY, 1);
const WALK_IN = `mutation($input: BarberAppointmentInput!) { createBarberAppointment(input: $input) { id } }`;
const REASON = 'Las acciones que necesitan internet están desactivadas: vuelve a intentarlo cuando tengas conexión.';
const SNAPSHOT_PREFIX = 'barberia.offline.';

type Recorded = { status: number; headers: Record<string, string>; body: Buffer };

/**
 * Stands in for the service worker's precache: the static answers (document, scripts, styles, fonts, icons)
 * are recorded while online and, once the network is cut, served from that recording; /graphql, /api and the
 * live socket get no answer at all.
 */
async function offlineShell(context: BrowserContext) {
  const recorded = new Map<string, Recorded>();
  let offline = false;
  const isData = (url: URL) => url.pathname.startsWith('/graphql') || url.pathname.startsWith('/api');
  await context.routeWebSocket(/\/graphql/, (ws) => (offline ? ws.close({ code: 1006 }) : ws.connectToServer()));
  await context.route('**/*', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const key = request.resourceType() === 'document' ? 'document' : url.pathname + url.search;
    if (offline) {
      const kept = isData(url) ? undefined : recorded.get(key);
      return kept ? route.fulfill(kept) : route.abort('internetdisconnected');
    }
    if (isData(url) || request.method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const body = await response.body();
    // The body comes decoded: it is served again without the encoding it travelled with.
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
    );
    if (response.ok()) recorded.set(key, { status: response.status(), headers, body });
    return route.fulfill({ status: response.status(), headers, body });
  });
  // As the worker's precache: every built asset, not only those this visit happened to load (another area's chunks).
  const assets = [
    '/favicon.svg',
    ...fs.readdirSync(path.join(clientDist(), 'assets')).map((file) => `/assets/${file}`),
  ];
  return {
    cut: async (page: Page) => {
      await page.evaluate(
        (urls) => Promise.all(urls.map((url) => fetch(url).then((response) => response.arrayBuffer()))),
        assets.filter((url) => !recorded.has(url)),
      );
      offline = true;
      await context.setOffline(true);
    },
    restore: async () => {
      offline = false;
      await context.setOffline(false);
    },
  };
}

async function openPage(browser: Parameters<typeof newContext>[0], url: string, viewport = WIDE) {
  const context = await newContext(browser, url, viewport);
  await context.clock.install({ time: new Date(FIXED_NOW) });
  const shell = await offlineShell(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, shell, page };
}

async function signIn(page: Page, email: string, password: string, landing: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL(`**${landing}`);
}

const snapshotKeys = (page: Page) =>
  page.evaluate((prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)), SNAPSHOT_PREFIX);

const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: 'Sin conexión' });

/** The disabled button and what its aria-describedby says. */
async function disabledWithReason(page: Page, name: string) {
  const button = page.getByRole('button', { name }).first();
  const describedBy = await button.getAttribute('aria-describedby');
  const reason = describedBy
    ? await page.evaluate((id) => document.getElementById(id)?.textContent ?? '', describedBy)
    : '';
  return { disabled: await button.isDisabled(), reason };
}

async function checkScreen(page: Page, shot: string) {
  await screenshot(page, shot);
  expect(await hasHorizontalScroll(page), `${shot} scrolls sideways`).toBe(false);
  expect(await seriousA11yViolations(page), shot).toEqual([]);
}

describe.skipIf(!!browserSkipReason)('«Sin conexión»: the last data a user saw, offline', () => {
  const { t, browser } = testAppAndBrowserForFile({ now: fixedNow });
  let cut: CutRef;
  let barber: BarberAccount;
  let client: { email: string; id: string };
  let seeded = false;

  /** The barber's walk-ins today and a client's request for them tomorrow. */
  async function seed(): Promise<void> {
    if (seeded) return;
    seeded = true;
    await saveElClasico(t, { openingHours: USUAL_HOURS });
    cut = await createCut(t, { name: 'Corte Clásico' });
    barber = await addBarberAccount(t, { name: 'Tomás Vidal' });
    for (const [time, walkInName] of [
      ['10:00', 'Pedro Mostrador'],
      ['11:30', 'Ana Caja'],
    ]) {
      const res = await t.gql(WALK_IN, { input: { cutId: cut.id, date: TODAY, time, walkInName } }, barber.token);
      if (res.errors) throw new Error(JSON.stringify(res.errors));
    }
    const lucia = await t.signUp({ name: 'Lucía Gómez' });
    client = lucia;
    const request = await book(t, lucia.token, { cutId: cut.id, date: TOMORROW, time: '12:00' });
    await assignTo(t, request.id, barber.id);
  }

  it('a reload without network shows the barber’s agenda of today, marked as old, its actions off; back online it is live again', async () => {
    await seed();
    const { context, shell, page } = await openPage(browser, t.url);
    await signIn(page, barber.email, barber.password, '/barber');
    await page.getByText('Pedro Mostrador').first().waitFor();
    await expect.poll(() => snapshotKeys(page)).toEqual([`${SNAPSHOT_PREFIX}${barber.userId}`]);

    await shell.cut(page);
    await page.reload();
    await offlineBanner(page).waitFor();
    expect(await offlineBanner(page).innerText()).toMatch(/Puede no estar al día · guardado a las \d{1,2}:\d{2} [AP]M/);
    await page.getByRole('heading', { level: 1, name: 'Mi agenda' }).waitFor();
    for (const name of ['Pedro Mostrador', 'Ana Caja']) expect(await page.getByText(name).count(), name).toBe(1);
    expect(await page.getByText('10:00 AM').count()).toBeGreaterThan(0);
    // Tomorrow's request is not today's agenda.
    expect(await page.getByText('Lucía Gómez').count()).toBe(0);
    expect(await disabledWithReason(page, 'Nueva cita')).toEqual({ disabled: true, reason: REASON });
    expect(await disabledWithReason(page, 'Marcar como completada')).toEqual({ disabled: true, reason: REASON });
    await checkScreen(page, 'offline-barber-agenda-1280');
    // On a phone too (reloaded at that width, as a phone opens it); the rest goes on there.
    await page.setViewportSize(NARROW);
    await page.reload();
    await offlineBanner(page).waitFor();
    await page.getByText('Pedro Mostrador').waitFor();
    await checkScreen(page, 'offline-barber-agenda-375');

    await shell.restore();
    await page.getByRole('heading', { name: 'Resto de la semana' }).waitFor();
    expect(await offlineBanner(page).count()).toBe(0);
    expect(await page.getByText('Lucía Gómez').count()).toBeGreaterThan(0);

    // Cut while the agenda is open: it stays, said to be maybe old, with every action off until the network returns.
    const newAppointment = page.getByRole('button', { name: 'Nueva cita' }).first();
    expect(await newAppointment.isEnabled()).toBe(true);
    await shell.cut(page);
    await offlineBanner(page).waitFor();
    expect(await offlineBanner(page).innerText()).toContain('Lo que ves puede no estar al día.');
    expect(await newAppointment.isDisabled()).toBe(true);
    expect(await page.getByText('Pedro Mostrador').count()).toBeGreaterThan(0);
    await shell.restore();
    await expect.poll(() => offlineBanner(page).count()).toBe(0);
    expect(await newAppointment.isEnabled()).toBe(true);
    await context.close();
  });

  it('a client’s next appointment shows offline on a phone, with cancelling and booking off', async () => {
    await seed();
    const { context, shell, page } = await openPage(browser, t.url, NARROW);
    await signIn(page, client.email, 'secreto1', '/client');
    await page.getByRole('heading', { name: 'Tu próxima cita' }).waitFor();
    await expect.poll(() => snapshotKeys(page)).toEqual([`${SNAPSHOT_PREFIX}${client.id}`]);

    await shell.cut(page);
    await page.reload();
    await offlineBanner(page).waitFor();
    expect(await offlineBanner(page).innerText()).toContain('Puede no estar al día · guardado a las');
    const card = page.getByRole('article', { name: 'Tu próxima cita' });
    await card.waitFor();
    const text = await card.innerText();
    for (const part of ['Corte Clásico', 'Tomás Vidal', '12:00 PM', 'Pendiente']) expect(text).toContain(part);
    expect(await disabledWithReason(page, 'Cancelar cita')).toEqual({ disabled: true, reason: REASON });
    expect(await disabledWithReason(page, 'Agendar Cita')).toEqual({ disabled: true, reason: REASON });
    await checkScreen(page, 'offline-client-home-375');
    await context.close();
  });

  it('the admin’s agenda of today is the calendar’s today, every barber’s', async () => {
    await seed();
    const context = await newContext(browser, t.url, WIDE, { token: await t.adminToken() });
    await context.clock.install({ time: new Date(FIXED_NOW) });
    const shell = await offlineShell(context);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto('/admin/appointments');
    await page.getByRole('heading', { level: 1, name: 'Calendario de Citas' }).waitFor();
    await expect.poll(() => snapshotKeys(page)).toHaveLength(1);

    await shell.cut(page);
    await page.goto('/admin');
    await offlineBanner(page).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Agenda de hoy' }).waitFor();
    for (const name of ['Pedro Mostrador', 'Ana Caja']) expect(await page.getByText(name).count(), name).toBe(1);
    expect(await disabledWithReason(page, 'Nueva cita')).toEqual({ disabled: true, reason: REASON });
    await checkScreen(page, 'offline-admin-agenda-1280');
    await context.close();
  });

  it('signing out clears the offline data; the next account on the browser never sees it', async () => {
    await seed();
    const { context, shell, page } = await openPage(browser, t.url);
    await signIn(page, barber.email, barber.password, '/barber');
    await page.getByText('Pedro Mostrador').first().waitFor();
    await expect.poll(() => snapshotKeys(page)).toHaveLength(1);

    await page
      .getByRole('button', { name: /Cerrar sesión/i })
      .first()
      .click();
    await page.waitForURL('**/login');
    expect(await snapshotKeys(page)).toEqual([]);

    await signIn(page, client.email, 'secreto1', '/client');
    await page.getByRole('heading', { name: 'Tu próxima cita' }).waitFor();
    await expect.poll(() => snapshotKeys(page)).toEqual([`${SNAPSHOT_PREFIX}${client.id}`]);
    await shell.cut(page);
    await page.reload();
    await offlineBanner(page).waitFor();
    await page.getByRole('article', { name: 'Tu próxima cita' }).waitFor();
    for (const name of ['Pedro Mostrador', 'Ana Caja', 'Mi agenda'])
      expect(await page.getByText(name).count(), name).toBe(0);
    await context.close();
  });

  it('without anything kept for the account, offline says «Sin conexión» and offers Reintentar', async () => {
    await seed();
    const { context, shell, page } = await openPage(browser, t.url);
    await signIn(page, client.email, 'secreto1', '/client');
    await page.getByRole('heading', { name: 'Tu próxima cita' }).waitFor();
    await expect.poll(() => snapshotKeys(page)).toHaveLength(1);
    // As on a device where the home was never seen. The network goes first: an answer still on its way (the
    // route's prefetch, the screen's own refresh) would show the home again, and keep it again.
    await shell.cut(page);
    await page.evaluate((prefix) => {
      for (const key of Object.keys(localStorage)) if (key.startsWith(prefix)) localStorage.removeItem(key);
    }, SNAPSHOT_PREFIX);
    expect(await snapshotKeys(page)).toHaveLength(0);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Sin conexión' }).waitFor();
    expect(await page.getByRole('button', { name: 'Reintentar' }).isEnabled()).toBe(true);
    await checkScreen(page, 'offline-nothing-kept-1280');
    // Retrying without network changes nothing; the connection's return brings the home back by itself.
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sin conexión' }).waitFor();
    await shell.restore();
    await page.getByRole('heading', { name: 'Tu próxima cita' }).waitFor();
    await context.close();
  });
});
