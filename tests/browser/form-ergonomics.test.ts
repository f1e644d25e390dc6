import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCut } from '../support/booking';
import { testAppForFile } from '../support/test-app';
import { browserForFile, browserSkipReason, NARROW, newContext, screenshot, WIDE } from './support/browser';
import { clientPage, configureShop } from './support/client-area';

/** Toasts with that text on screen, leaving aside one already on its way out. */
const toastsSaying = (page: Page, text: string) =>
  page.locator('.Toastify__toast:not([class*="-exit"])', { hasText: text }).count();

/** Messages with role=alert that say it. */
const alertsSaying = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).count();

/** The name of the element the keyboard is on. */
const focusedName = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim() ?? '');

describe.skipIf(!!browserSkipReason)('forms a phone and a keyboard can trust', () => {
  const t = testAppForFile();
  const browser = browserForFile();

  // Issue 31 §9 replaced the login's error toast with a message under the form (role=alert): the same
  // behaviour, checked on it — one message however many times, and none once signed in.
  it('the same error again replaces its message under the form, and signing in takes it away', async () => {
    const client = await t.signUp({ password: 'clave-buena' });
    const page = await (await newContext(browser, t.url, NARROW)).newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(client.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('clave-mala');
    const submit = page.getByRole('button', { name: 'Iniciar Sesión' });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await submit.click();
      await expect.poll(() => page.getByText('Credenciales inválidas').count()).toBeGreaterThan(0);
      await expect.poll(() => submit.isEnabled()).toBe(true);
      // Past a toast's entering animation, well inside the 5 s one would stay.
      await page.waitForTimeout(800);
      expect(await alertsSaying(page, 'Credenciales inválidas')).toBe(1);
      expect(await toastsSaying(page, 'Credenciales inválidas')).toBe(0);
    }
    await screenshot(page, 'login-repeated-error-375');
    await page.getByLabel('Contraseña', { exact: true }).fill('clave-buena');
    await submit.click();
    await page.waitForURL((url) => url.pathname.startsWith('/client'));
    await page.waitForTimeout(800);
    expect(await alertsSaying(page, 'Credenciales inválidas')).toBe(0);
    expect(await toastsSaying(page, 'Credenciales inválidas')).toBe(0);
    await page.context().close();
  });

  it('on a phone the keyboard reaches the main button before Cancelar, in the order they are shown', async () => {
    await configureShop(t);
    const cut = await createCut(t, { name: 'Corte Teclado' });
    const client = await t.signUp();
    const page = await clientPage(browser, t, client.token, NARROW);
    await page.goto(`/client/appointments/create?cutId=${cut.id}`);
    const note = page.getByLabel(/Nota/);
    await note.fill('Sin prisa');
    await note.press('Tab');
    expect(await focusedName(page)).toBe('Reservar');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Cancelar');

    const submit = await page.getByRole('button', { name: 'Reservar' }).boundingBox();
    const cancel = await page.getByRole('button', { name: 'Cancelar' }).boundingBox();
    expect(submit!.y).toBeLessThan(cancel!.y);
    await page.context().close();
  });

  it('on a wide screen the main button is still the right one of the pair', async () => {
    const client = await t.signUp();
    const page = await clientPage(browser, t, client.token, WIDE);
    await page.goto('/client/appointments/create');
    const submit = await page.getByRole('button', { name: 'Reservar' }).boundingBox();
    const cancel = await page.getByRole('button', { name: 'Cancelar' }).boundingBox();
    expect(submit!.x).toBeGreaterThan(cancel!.x);
    expect(Math.abs(submit!.y - cancel!.y)).toBeLessThan(2);
    await page.context().close();
  });

  it('the first field with an error is focused below the sticky header, its label in sight', async () => {
    const page = await (await newContext(browser, t.url, NARROW)).newPage();
    await page.goto('/register');
    await page.getByRole('button', { name: 'Crear Cuenta' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Crear Cuenta' }).click();
    const name = page.getByLabel('Nombre completo');
    await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);
    const header = await page.locator('header').first().boundingBox();
    const label = await page.getByText('Nombre completo', { exact: true }).boundingBox();
    expect(label!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await screenshot(page, 'register-first-error-375');
    await page.context().close();
  });
});
