import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { book, createCut, nextWeekday, setStatus, type CutRef } from '../support/booking';
import { saveElClasico } from '../support/business';
import { testAppForFile } from '../support/test-app';
import { seriousA11yViolations } from './support/axe';
import { browserForFile, browserSkipReason, NARROW, newContext, screenshot, WIDE } from './support/browser';
import { watchCsp, type CspReport } from './support/csp';
import { checkLayoutAndA11y } from './support/screen-check';

// Mi Perfil's data rights and sessions, the privacy page and the admin's 'Actividad' screen, in Chromium.
describe.skipIf(!!browserSkipReason)('privacy, sessions and activity screens', () => {
  const t = testAppForFile({ authRateLimit: { maxPerIp: 10_000, maxPerEmail: 10_000 } });
  const browser = browserForFile();
  let cut: CutRef;

  beforeAll(async () => {
    await saveElClasico(t);
    cut = await createCut(t, { name: 'Corte Clásico' });
  });

  /** A page signed in with `token` put in storage once (so signing out really forgets it). */
  async function signedIn(
    token: string | null,
    path: string,
    viewport = WIDE,
  ): Promise<{ page: Page; csp: CspReport }> {
    const context = await newContext(browser, t.url, viewport);
    const csp = await watchCsp(context);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto('/login');
    if (token) await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto(path);
    return { page, csp };
  }

  const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();
  const me = (token: string) => t.gql('{ me { id } }', {}, token);

  const looksRight = (page: Page, name: string) => checkLayoutAndA11y(page, name);

  it('Mi Perfil downloads the client’s data as JSON, at 375 and 1280 px', async () => {
    const ana = await t.signUp({ name: 'Ana Pérez' });
    const day = nextWeekday(2);
    await book(t, ana.token, { cutId: cut.id, date: day, time: '10:00' });
    for (const [viewport, label] of [
      [NARROW, '375'],
      [WIDE, '1280'],
    ] as const) {
      const { page, csp } = await signedIn(ana.token, '/client/profile', viewport);
      await heading(page, 'Mi Perfil');
      await page.getByRole('button', { name: 'Eliminar mi cuenta' }).waitFor();
      await looksRight(page, `profile-privacy-${label}`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Descargar mis datos' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^mis-datos-\d{4}-\d{2}-\d{2}\.json$/);
      const saved = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
      expect(saved.profile).toMatchObject({ id: ana.id, name: 'Ana Pérez', email: ana.email });
      expect(saved.appointments).toEqual([expect.objectContaining({ date: day, time: '10:00' })]);
      // The client's data only: no trace of the app's cache bookkeeping.
      expect(JSON.stringify(saved)).not.toContain('__typename');
      expect(csp.violations).toEqual([]);
      await page.context().close();
    }
  });

  it('‘Cerrar sesión en todos los dispositivos’ ends this and every other session', async () => {
    const beto = await t.signUp({ name: 'Beto' });
    const laptop = await t.login(beto.email, 'secreto1');
    const { page } = await signedIn(beto.token, '/client/profile');
    await heading(page, 'Mi Perfil');
    await page.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    for (const token of [beto.token, laptop])
      expect((await me(token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    await page.context().close();
  });

  it('‘Eliminar mi cuenta’ asks for the password, then erases the account and signs out', async () => {
    const carla = await t.signUp({ name: 'Carla' });
    const { page, csp } = await signedIn(carla.token, '/client/profile', NARROW);
    await heading(page, 'Mi Perfil');
    await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar mi cuenta' });
    await dialog.waitFor();
    await dialog.getByLabel('Contraseña').fill('no-es-esta');
    await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await dialog.getByText('La contraseña no es correcta').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'profile-delete-dialog-375');
    await dialog.getByLabel('Contraseña').fill('secreto1');
    await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await page.waitForURL('**/login');
    await page.locator('.Toastify__toast', { hasText: 'Tu cuenta ha sido eliminada' }).waitFor();
    expect(await t.app.dataSource.query('SELECT 1 FROM users WHERE id = $1', [carla.id])).toEqual([]);
    expect(csp.violations).toEqual([]);
    await page.context().close();
  });

  it('/privacidad is linked from sign-up and the footer, with the shop’s name and contact', async () => {
    for (const [viewport, label] of [
      [NARROW, '375'],
      [WIDE, '1280'],
    ] as const) {
      const { page, csp } = await signedIn(null, '/register', viewport);
      await page.getByRole('link', { name: 'política de privacidad' }).click();
      await page.waitForURL('**/privacidad');
      await heading(page, 'Política de privacidad');
      const text = await page.locator('main').innerText();
      expect(text).toContain('Barbería El Clásico');
      expect(text).toContain('hola@elclasico.com');
      expect(text).toContain('1500 Calle Ocho, Miami, FL');
      await looksRight(page, `privacy-page-${label}`);
      expect(csp.violations).toEqual([]);
      await page.context().close();
    }
    // From any footer, signed in too.
    const dani = await t.signUp({ name: 'Dani' });
    const { page } = await signedIn(dani.token, '/client');
    await page.locator('.app-footer__text').getByRole('link', { name: 'Privacidad' }).click();
    await heading(page, 'Política de privacidad');
    // Still in their own area: their menu, not the visitor's.
    await page
      .getByRole('link', { name: /Mis Citas/ })
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: 'Iniciar Sesión' }).count()).toBe(0);
    await page.context().close();
  });

  it('‘Actividad’ lists the admin’s actions newest first and filters by action, at 375 and 1280 px', async () => {
    const eva = await t.signUp({ name: 'Eva' });
    const booked = await book(t, eva.token, { cutId: cut.id, date: nextWeekday(3), time: '11:00' });
    await setStatus(t, booked.id, 'CANCELLED', 'Cerrado por vacaciones');
    for (const [viewport, label] of [
      [NARROW, '375'],
      [WIDE, '1280'],
    ] as const) {
      const { page, csp } = await signedIn(await t.adminToken(), '/admin/activity', viewport);
      await heading(page, 'Actividad');
      const entries = page.getByRole('list', { name: 'Entradas de actividad' }).getByRole('listitem');
      await expect.poll(() => entries.first().innerText()).toContain('Cita rechazada');
      expect(await entries.first().innerText()).toContain('Pendiente → Rechazada');
      expect(await entries.first().innerText()).toContain('Cerrado por vacaciones');
      // The oldest is the admin signing in before it all (sign-ins are logged since issue 29 §11), under the
      // administrator's name El Clásico saved (issue 31 §7, decision 0023).
      expect(await entries.last().innerText()).toContain('Inicio de sesión — Carlos Méndez');
      expect(await entries.filter({ hasText: 'Configuración cambiada' }).count()).toBe(1);
      await looksRight(page, `activity-${label}`);

      await page.getByLabel('Acción').selectOption({ label: 'Corte creado' });
      await expect.poll(() => entries.count()).toBe(1);
      expect(await entries.first().innerText()).toContain('Corte Clásico');
      expect(csp.violations).toEqual([]);
      await page.context().close();
    }
  });
});
