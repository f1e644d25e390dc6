import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../support/test-app';
import { browserForFile, browserSkipReason, newContext } from './support/browser';
import { checkLayoutAndA11y, VIEWPORTS } from './support/screen-check';

// Issue 31 §9: a refused sign-in is said under the form, in an element with role="alert", not in a toast over
// the header; typing again clears it. Three failures per email, then the server's rate-limit message.
const MAX_FAILURES = 3;

const toasts = (page: Page) => page.locator('.Toastify__toast:not([class*="-exit"])').count();

describe.skipIf(!!browserSkipReason)('a wrong password is said under the form', () => {
  const t = testAppForFile({ authRateLimit: { maxPerIp: 10_000, maxPerEmail: MAX_FAILURES } });
  const browser = browserForFile();

  for (const [width, viewport] of VIEWPORTS) {
    it(`«Credenciales inválidas» and then «Demasiados intentos…» under the button, with role=alert, no toast, at ${width} px`, async () => {
      const client = await t.signUp({ name: `Lola Clave ${width}`, password: 'clave-buena' });
      const page = await (await newContext(browser, t.url, viewport)).newPage();
      await page.goto('/login');
      const form = page.locator('form.auth-form');
      const submit = form.getByRole('button', { name: 'Iniciar Sesión' });
      const password = page.getByLabel('Contraseña', { exact: true });
      const alert = form.getByRole('alert');
      await page.getByLabel('Email').fill(client.email);
      await password.fill('clave-mala');
      await submit.click();

      await alert.filter({ hasText: 'Credenciales inválidas' }).waitFor();
      expect(await alert.count()).toBe(1);
      // Under the form's button, inside the card: where the eyes are after pressing it.
      const button = (await submit.boundingBox())!;
      const said = (await alert.boundingBox())!;
      expect(said.y).toBeGreaterThanOrEqual(button.y + button.height);
      expect(said.y + said.height).toBeLessThanOrEqual(viewport.height + 400);
      // Past a toast's entering animation: none, so nothing covers the header.
      await page.waitForTimeout(800);
      expect(await toasts(page)).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/login');
      await checkLayoutAndA11y(page, `login-error-under-form-${width}`, `login error at ${width} px`);

      // Editing a field takes it away.
      await password.fill('clave-mala-2');
      expect(await alert.count()).toBe(0);

      // The same refusal again is one message, not a stack.
      await submit.click();
      await alert.filter({ hasText: 'Credenciales inválidas' }).waitFor();
      expect(await alert.count()).toBe(1);

      // Past the limit, the server's own words, in the same place.
      for (let attempt = 3; attempt <= MAX_FAILURES + 1; attempt += 1) {
        await password.fill(`clave-mala-${attempt}`);
        await submit.click();
        await expect.poll(() => submit.isEnabled()).toBe(true);
        await alert.waitFor();
      }
      await alert.filter({ hasText: 'Demasiados intentos. Inténtalo de nuevo en unos minutos.' }).waitFor();
      expect(await alert.count()).toBe(1);
      expect(await toasts(page)).toBe(0);
      await checkLayoutAndA11y(page, `login-rate-limited-under-form-${width}`, `rate limit at ${width} px`);
      await page.context().close();
    });
  }
});
