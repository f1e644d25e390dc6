import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createCut } from '../support/booking';
import { saveElClasico } from '../support/business';
import { ADMIN, testAppForFile } from '../support/test-app';
import { browserForFile, browserSkipReason, newContext, screenshot } from './support/browser';
import { watchCsp } from './support/csp';

// The app and GraphiQL working under their Content-Security-Policy, with the browser reporting no violation.
describe.skipIf(!!browserSkipReason)('pages under the Content-Security-Policy', () => {
  const t = testAppForFile();
  const browser = browserForFile();

  beforeAll(async () => {
    await saveElClasico(t);
    await createCut(t, { name: 'Corte Clásico' });
  });

  const heading = (page: Page, name: string | RegExp) =>
    page.getByRole('heading', { level: 1, name }).waitFor({ state: 'visible' });

  /** A fresh context whose CSP violations are recorded, and a page in it. */
  async function watchedPage() {
    const context = await newContext(browser, t.url);
    const csp = await watchCsp(context);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return { context, csp, page };
  }

  it('the admin signs in and goes through every admin screen, live updates included', async () => {
    const { context, csp, page } = await watchedPage();

    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Contraseña').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL('**/admin');
    for (const [path, title] of [
      ['/admin/appointments', /Calendario|Citas/],
      ['/admin/stats', /Estadísticas/],
      ['/admin/users', /Clientes/],
      ['/admin/config', /Configuración/],
      ['/admin/cuts', /Cortes/],
    ] as const) {
      await page.goto(path);
      await heading(page, title);
    }
    await page.goto('/admin/appointments');
    await heading(page, /Calendario|Citas/);
    await expect.poll(() => csp.sockets).toContain(`${t.url.replace('http', 'ws')}/graphql`);
    await screenshot(page, 'csp-admin-calendar');
    expect(csp.violations.map((line) => line.slice(0, 300))).toEqual([]);
    await context.close();
  });

  it('a visitor signs up and a client sees their home and profile', async () => {
    const { context, csp, page } = await watchedPage();

    await page.goto('/register');
    await page.getByLabel('Nombre completo').fill('Lucía Gómez');
    await page.getByLabel('Email').fill('lucia.csp@example.com');
    await page.getByLabel('Contraseña', { exact: true }).fill('secreto1');
    await page.getByLabel('Confirmar contraseña').fill('secreto1');
    await page.getByRole('button', { name: 'Crear Cuenta' }).click();
    await page.locator('.Toastify__toast').first().waitFor({ state: 'visible' });

    const token = await t.login('lucia.csp@example.com', 'secreto1');
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto('/client');
    await heading(page, /.+/);
    await page.goto('/client/profile');
    await heading(page, 'Mi Perfil');
    expect(csp.violations.map((line) => line.slice(0, 300))).toEqual([]);
    await context.close();
  });

  it('GraphiQL loads offline, runs a query and a subscription over its WebSocket', async () => {
    const context = await newContext(browser, t.url, undefined, { token: await t.adminToken() });
    // Offline as in a shop without internet: only the server itself answers.
    await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
    const csp = await watchCsp(context);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);

    await page.goto('/graphql', { waitUntil: 'load' });
    const editor = page.locator('.graphiql-query-editor .monaco-editor').first();
    await editor.waitFor({ state: 'visible' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText('query { publicConfig { businessName } }');
    await page.getByRole('button', { name: /Execute query|Ejecutar/i }).click();
    await expect
      .poll(async () => (await page.locator('.graphiql-response').innerText()).replace(/\s+/g, ' '))
      .toContain('"businessName": "Barbería El Clásico"');

    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText('subscription Live { appointmentChanged { kind appointmentId } }');
    // GraphiQL picks HTTP or WebSocket from the operation it has parsed; its debounced save says it has.
    await expect.poll(() => page.evaluate(() => Object.values(localStorage).join(' '))).toContain('subscription Live');
    await page.getByRole('button', { name: /Execute query|Ejecutar/i }).click();
    await expect.poll(() => csp.sockets).toContain(`${t.url.replace('http', 'ws')}/graphql`);
    await screenshot(page, 'csp-graphiql');
    expect(csp.violations.map((line) => line.slice(0, 300))).toEqual([]);
    await context.close();
  });
});
