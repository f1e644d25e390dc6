import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { HEADLESS_CHROMIUM_ARGS } from '../../scripts/lib/headless-chromium.mjs';
import { afterAll, describe, expect, it } from 'vitest';
import { clientDist, testAppForFile } from '../support/test-app';
import { seriousA11yViolations } from './support/axe';
import {
  browserForFile,
  browserSkipReason,
  chromiumPath,
  hasHorizontalScroll,
  NARROW,
  newContext,
  screenshot,
} from './support/browser';

// A copy of the build, so that one test can deploy a new service worker without touching client/dist.
function distCopy(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'barberia-pwa-'));
  if (!browserSkipReason) fs.cpSync(clientDist(), copy, { recursive: true });
  return copy;
}

type Manifest = {
  name: string;
  short_name: string;
  lang: string;
  dir: string;
  display: string;
  start_url: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

/** The page's worker once it is active, and whether it controls the page. */
const workerState = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { active: registration.active?.state, controlled: navigator.serviceWorker.controller !== null };
  });

/** The service worker versions Chromium knows of, kept up to date from DevTools' events. */
async function workerVersions(context: BrowserContext, page: Page) {
  const versions = new Map<string, string>();
  const cdp = await context.newCDPSession(page);
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }) => {
    for (const version of updated) versions.set(version.versionId, version.status);
  });
  await cdp.send('ServiceWorker.enable');
  return {
    withStatus: (status: string) => [...versions].filter(([, s]) => s === status).map(([id]) => id),
  };
}

const scriptOfController = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);

// Issue 34: the app installs on a phone, takes its pushes and updates only when the person says so.
describe.skipIf(!!browserSkipReason)('the installable app', () => {
  const dist = distCopy();
  const t = testAppForFile({ clientDist: dist });
  const browser = browserForFile();
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  /** A fresh browser profile with the app open at /login and its service worker in control. */
  async function installedPage(viewport = NARROW): Promise<{ context: BrowserContext; page: Page }> {
    const context = await newContext(browser, t.url, viewport);
    return { context, page: await installedPageIn(context) };
  }

  async function installedPageIn(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).waitFor();
    await expect.poll(async () => (await workerState(page)).active).toBe('activated');
    await page.reload();
    await page.getByRole('button', { name: 'Iniciar Sesión' }).waitFor();
    await expect.poll(async () => (await workerState(page)).controlled).toBe(true);
    return page;
  }

  it('serves its manifest and worker as themselves, never the app shell, and always asks for a fresh worker', async () => {
    const manifest = await fetch(`${t.url}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const worker = await fetch(`${t.url}/sw.js`, { headers: { accept: '*/*' } });
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const workerSource = await worker.text();
    expect(workerSource).not.toContain('<!doctype html>');
    // The app's own files are precached, GraphiQL's page and its editor are not.
    expect(workerSource).toContain('index.html');
    expect(workerSource).not.toMatch(/"url":"[^"]*(graphiql|monaco-editor)/);
    const missing = await fetch(`${t.url}/workbox-0000.js`, { headers: { accept: '*/*' } });
    expect(missing.status).toBe(404);
  });

  it('says in Spanish what it is, with its icons, and opens each role at home', async () => {
    const manifest = (await (await fetch(`${t.url}/manifest.webmanifest`)).json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Barbería',
      short_name: 'Barbería',
      lang: 'es',
      dir: 'ltr',
      display: 'standalone',
      start_url: '/app',
      theme_color: '#1c2023',
      background_color: '#f3f4f2',
    });
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const src of [
      ...manifest.icons.map((icon) => icon.src),
      '/icons/badge-96.png',
      '/icons/apple-touch-icon-180.png',
    ]) {
      const icon = await fetch(`${t.url}${src}`);
      expect(icon.status, src).toBe(200);
      expect(icon.headers.get('content-type'), src).toBe('image/png');
    }

    // start_url: signed out it leads to /login, signed in to the person's own area.
    const context = await newContext(browser, t.url);
    const page = await context.newPage();
    await page.goto(manifest.start_url);
    await page.waitForURL('**/login');
    await context.close();
    const admin = await newContext(browser, t.url, undefined, { token: await t.adminToken() });
    const adminPage = await admin.newPage();
    await adminPage.goto(manifest.start_url);
    await adminPage.waitForURL('**/admin');
    await admin.close();
  });

  it('is installable: its worker controls the page and Chromium finds nothing missing', async () => {
    // Chromium installs nothing from an incognito profile, which is what newContext gives: a real profile here.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'barberia-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath!,
      args: [...HEADLESS_CHROMIUM_ARGS],
      headless: true,
      baseURL: t.url,
      viewport: NARROW,
      locale: 'es-ES',
    });
    const page = await installedPageIn(context);
    expect(await scriptOfController(page)).toBe(`${t.url}/sw.js`);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(url).toBe(`${t.url}/manifest.webmanifest`);
    expect(errors).toEqual([]);
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  });

  it('shows a push as a notification with its title and text', async () => {
    const { context, page } = await installedPage();
    await context.grantPermissions(['notifications'], { origin: t.url });
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${t.url}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const push = { title: 'Cita confirmada', body: 'Te esperamos el lunes a las 10:00.', url: '/client/appointments' };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: t.url,
      registrationId: await registrationId,
      data: JSON.stringify(push),
    });
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body }));
      });
    await expect.poll(shown).toEqual([{ title: push.title, body: push.body }]);
    await context.close();
  });

  it('offers a new deploy with «Actualizar», and only then moves the page to it', async () => {
    const { context, page } = await installedPage();
    const versions = await workerVersions(context, page);
    await expect.poll(() => versions.withStatus('activated').length).toBe(1);
    const [oldVersion] = versions.withStatus('activated');
    expect(await page.getByText('Hay una versión nueva').count()).toBe(0);

    // A deploy: a worker with one byte more. The old tab's navigation finds it, installs it, and it waits.
    fs.appendFileSync(path.join(dist, 'sw.js'), '\n');
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    const banner = page.getByRole('complementary', { name: 'Actualización de la aplicación' });
    await banner.getByRole('status').filter({ hasText: 'Hay una versión nueva' }).waitFor();
    const waiting = () => page.evaluate(async () => (await navigator.serviceWorker.ready).waiting !== null);
    expect(await waiting()).toBe(true);
    expect(versions.withStatus('activated')).toEqual([oldVersion]);
    // Until the person chooses, the old version keeps working: the page still answers.
    await page.getByLabel('Email').fill('lucia@example.com');
    await screenshot(page, 'installable-app-update-prompt-375');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    // A real button: it takes the focus and Enter activates it.
    await banner.getByRole('button', { name: 'Actualizar' }).focus();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Actualizar');

    const reloaded = page.waitForEvent('load');
    await page.keyboard.press('Enter');
    await reloaded;
    await page.getByRole('button', { name: 'Iniciar Sesión' }).waitFor();
    await expect.poll(waiting).toBe(false);
    expect((await workerState(page)).controlled).toBe(true);
    const [newVersion] = versions.withStatus('activated');
    expect(newVersion).toBeDefined();
    expect(newVersion).not.toBe(oldVersion);
    expect(versions.withStatus('redundant')).toContain(oldVersion);
    expect(await page.getByText('Hay una versión nueva').count()).toBe(0);
    await context.close();
  });
});
