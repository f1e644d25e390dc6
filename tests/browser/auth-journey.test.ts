import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveElClasico } from '../support/business';
import { ADMIN } from '../support/test-app';
import { browserSkipReason, NARROW, newContext, screenshot, testAppAndBrowserForFile, WIDE } from './support/browser';
import { checkLayoutAndA11y } from './support/screen-check';

/** Types the credentials into the login form and submits it. */
async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

describe.skipIf(!!browserSkipReason)('sign-up, sign-in and the area guards in a real browser', () => {
  const { t, browser } = testAppAndBrowserForFile();

  /** A client signed up through the API, and a page of a browser that already holds her token. */
  async function signedUpClientPage() {
    const client = await t.signUp();
    const context = await newContext(browser, t.url, WIDE, { token: client.token });
    return { client, context, page: await context.newPage() };
  }

  it('a new client signs up, signs in and lands in the client area', async () => {
    const context = await newContext(browser, t.url, WIDE);
    const page = await context.newPage();
    await page.goto('/register');
    await page.getByLabel('Nombre completo').fill('Marta Ruiz');
    await page.getByLabel('Email').fill('marta@example.com');
    await page.getByLabel('Teléfono (opcional)').fill('305-555-0199');
    await page.getByLabel('Contraseña', { exact: true }).fill('secreto1');
    await page.getByLabel('Confirmar contraseña').fill('secreto1');
    await page.getByRole('button', { name: 'Crear Cuenta' }).click();

    await page.waitForURL('**/login');
    await expect
      .poll(() => page.getByRole('alert').allInnerTexts())
      .toEqual(expect.arrayContaining([expect.stringContaining('Cuenta creada')]));

    await submitLogin(page, 'marta@example.com', 'secreto1');
    await page.waitForURL((url) => url.pathname.startsWith('/client'));
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    // History was replaced: going back does not return to the login form.
    await page.goBack();
    expect(new URL(page.url()).pathname).not.toBe('/login');
    await context.close();
  });

  it('shows the Spanish validation messages and the server error for bad credentials', async () => {
    const context = await newContext(browser, t.url, WIDE);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect.poll(() => page.getByText('El email es requerido').count()).toBe(1);
    await expect.poll(() => page.getByText('La contraseña es requerida').count()).toBe(1);

    await submitLogin(page, 'nadie@example.com', 'incorrecta');
    await expect.poll(() => page.getByText('Credenciales inválidas').count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('the admin signs in and lands in /admin', async () => {
    const context = await newContext(browser, t.url, WIDE);
    const page = await context.newPage();
    await page.goto('/login');
    await submitLogin(page, ADMIN.email, ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/admin');
    await context.close();
  });

  it('a client who opens /admin is sent away, and a signed-out visitor goes to /login', async () => {
    const { context, page } = await signedUpClientPage();
    await page.goto('/admin');
    await page.waitForURL((url) => !url.pathname.startsWith('/admin'));
    await context.close();

    const anonymous = await newContext(browser, t.url, WIDE);
    const anonPage = await anonymous.newPage();
    await anonPage.goto('/client/appointments');
    await anonPage.waitForURL('**/login');
    await anonymous.close();
  });

  it('a signed-out visitor who opens a link to their area comes back to it after signing in', async () => {
    const client = await t.signUp();
    const context = await newContext(browser, t.url, WIDE);
    const page = await context.newPage();
    await page.goto('/client/appointments?from=mail');
    await page.waitForURL('**/login');
    await submitLogin(page, client.email, 'secreto1');
    await page.waitForURL((url) => url.pathname === '/client/appointments' && url.search === '?from=mail');
    await context.close();

    // An address of another area is not followed: the admin's link leads a client to their own home.
    const other = await newContext(browser, t.url, WIDE);
    const otherPage = await other.newPage();
    await otherPage.goto('/admin/clients');
    await otherPage.waitForURL('**/login');
    await submitLogin(otherPage, client.email, 'secreto1');
    await otherPage.waitForURL((url) => url.pathname === '/client');
    await other.close();
  });

  it('a server that does not answer (a proxy 502) keeps the user signed in and offers Reintentar', async () => {
    const { client, context, page } = await signedUpClientPage();
    let down = true;
    await page.route('**/graphql', (route) =>
      down && (route.request().postData() ?? '').includes('query Me')
        ? route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' })
        : route.fallback(),
    );
    await page.goto('/client/appointments');
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.innerText()).toContain('No se pudo conectar con el servidor');
    expect(await alert.innerText()).toContain('Tu sesión sigue abierta');
    expect(new URL(page.url()).pathname).toBe('/client/appointments');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(client.token);

    down = false;
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Mis Citas' }).count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/client/appointments');
    await context.close();
  });

  it('a tab older than the server (a field renamed by a deploy) is told to reload, and stays signed in', async () => {
    const { client, context, page } = await signedUpClientPage();
    const outdated = {
      errors: [
        {
          message: 'Cannot query field "oldField" on type "User".',
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        },
      ],
    };
    await page.route('**/graphql', (route) =>
      (route.request().postData() ?? '').includes('query Me')
        ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify(outdated) })
        : route.fallback(),
    );
    await page.goto('/client/appointments');
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.innerText()).toContain('La aplicación se ha actualizado. Recarga la página');
    expect(await alert.innerText()).not.toContain('Cannot query field');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(client.token);
    await page.unroute('**/graphql');
    await alert.getByRole('button', { name: 'Recargar la página' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Mis Citas' }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('a session in daily use is renewed, so it never runs out in the middle of the week', async () => {
    const client = await t.signUp();
    const claims = jwt.decode(client.token) as { sub: string; jti: string; role: string };
    // The same session, signed in two days ago: five days left on its token.
    const twoDaysAgo = Math.floor(Date.now() / 1000) - 2 * 24 * 3600;
    const older = jwt.sign({ role: claims.role, iat: twoDaysAgo }, t.app.config.jwtSecret!, {
      algorithm: 'HS256',
      expiresIn: 7 * 24 * 3600,
      subject: claims.sub,
      jwtid: claims.jti,
    });
    const context = await newContext(browser, t.url, WIDE, { token: older });
    const page = await context.newPage();
    await page.goto('/client');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBe(older);
    const renewed = jwt.decode((await page.evaluate(() => localStorage.getItem('token')))!) as {
      iat: number;
      exp: number;
      jti: string;
    };
    expect(renewed.jti).toBe(claims.jti);
    expect(renewed.exp - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
    // Still the same signed-in user, on the same page.
    expect(new URL(page.url()).pathname).toBe('/client');
    await context.close();
  });

  it('a session that reaches its 30 days lands on /login, which says in Spanish that it ran out', async () => {
    const client = await t.signUp();
    const claims = jwt.decode(client.token) as { sub: string; jti: string; role: string };
    // Signed in 30 days ago, less a few seconds: the token (and its session) run out while the page is open.
    await t.app.dataSource.query(
      `UPDATE sessions SET created_at = now() - interval '30 days' + interval '10 seconds',
                           expires_at = now() + interval '10 seconds' WHERE id = $1`,
      [claims.jti],
    );
    const ending = jwt.sign({ role: claims.role }, t.app.config.jwtSecret!, {
      algorithm: 'HS256',
      expiresIn: 10,
      subject: claims.sub,
      jwtid: claims.jti,
    });
    const context = await newContext(browser, t.url, WIDE, { token: ending });
    const page = await context.newPage();
    await page.goto('/client');
    // Signed in, in the client area, until the session runs out.
    await page
      .getByRole('button', { name: /Cerrar sesión/i })
      .first()
      .waitFor();

    await page.waitForURL('**/login', { timeout: 20_000 });
    await page.getByRole('alert').filter({ hasText: 'Tu sesión ha caducado. Inicia sesión de nuevo.' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await screenshot(page, 'auth-session-expired-1280');
    // Signing in again works, and the notice is gone from the next visit to /login.
    await submitLogin(page, client.email, 'secreto1');
    await page.waitForURL((url) => url.pathname.startsWith('/client') || url.pathname === '/');
    await context.close();
  });

  it('logout removes the token and returns to /login', async () => {
    const client = await t.signUp();
    const context = await newContext(browser, t.url, WIDE, { token: client.token });
    await context.clearCookies();
    const page = await context.newPage();
    await page.goto('/client');
    await page
      .getByRole('button', { name: /Cerrar sesión/i })
      .first()
      .click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it("carries the shop's saved name in the brand and the footer", async () => {
    const context = await newContext(browser, t.url, WIDE);
    const page = await context.newPage();
    await page.goto('/login');
    await expect.poll(() => page.locator('.app-footer__text').innerText()).toContain('© 2024 Tu Barbería');

    await saveElClasico(t);
    await page.reload();
    await expect.poll(() => page.locator('.side-menu .brand__line1').innerText()).toBe('El Clásico');
    await expect.poll(() => page.locator('.app-footer__text').innerText()).toContain('© 2024 Barbería El Clásico');
    await context.close();
  });

  it('renders /login at 375 px and 1280 px without horizontal scroll or serious a11y issues', async () => {
    for (const [name, viewport] of [
      ['narrow', NARROW],
      ['wide', WIDE],
    ] as const) {
      const context = await newContext(browser, t.url, viewport);
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByRole('button', { name: 'Iniciar Sesión' }).waitFor();
      await checkLayoutAndA11y(page, `login-${name}`);
      await context.close();
    }
  });
});
