import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../common/validation/account';
import { mailedPath, startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { closeInOrder, startTestApp, type TestApp } from '../support/test-app';
import { browserSkipReason, launchBrowser, newContext } from './support/browser';
import { clientPage, configureShop } from './support/client-area';
import { screenChecker, VIEWPORTS } from './support/screen-check';

// Issue 31 §9: an account whose email is not verified sees «Verifica tu email» with «Reenviar» on every
// screen of its area until it is; the resend keeps its rate limit (two per account and address here).
const RESENDS_ALLOWED = 2;
const looksRight = screenChecker('verify-banner');

const banner = (page: Page) => page.getByRole('region', { name: 'Verifica tu email' });

describe.skipIf(!!browserSkipReason)('«Verifica tu email» until it is', () => {
  let t: TestApp;
  let smtp: MailCatcher;
  let browser: Browser;
  const flush = () => t.app.services.mail.worker.runOnce();

  beforeAll(async () => {
    smtp = await startMailCatcher();
    [t, browser] = await Promise.all([
      startTestApp({
        smtpUrl: smtp.url,
        mailPollMs: 0,
        publicUrl: 'http://barberia.test',
        authRateLimit: { maxPerIp: 10_000, maxSignUpsPerIp: 10_000, maxPerEmail: RESENDS_ALLOWED },
      }),
      launchBrowser(),
    ]);
    await configureShop(t);
  });
  afterAll(() => closeInOrder(browser, t, smtp));

  for (const [width, viewport] of VIEWPORTS) {
    it(`a new client sees it with «Reenviar» (sent, then refused past the limit), and not once the link is opened, at ${width} px`, async () => {
      const email = `vera-${width}-${Date.now()}@test.local`;
      const client = await t.signUp({ name: `Vera Verifica ${width}`, email });
      // Sent one at a time, so the last mail caught carries the only link still valid.
      await flush();
      const page = await clientPage(browser, t, client.token, viewport);
      await page.goto('/client');
      await banner(page).waitFor();
      expect(await banner(page).innerText()).toContain(email);
      await looksRight(page, 'client-home', width);

      // On the other screens of the area too.
      await page.goto('/client/appointments');
      await banner(page).waitFor();

      const resend = banner(page).getByRole('button', { name: 'Reenviar' });
      for (let sent = 1; sent <= RESENDS_ALLOWED; sent += 1) {
        await resend.click();
        await banner(page).getByRole('status').filter({ hasText: accountMessages.verificationSent }).waitFor();
        await expect.poll(() => resend.isEnabled()).toBe(true);
        await flush();
      }
      await looksRight(page, 'sent', width);
      await resend.click();
      await banner(page)
        .getByRole('alert')
        .filter({ hasText: 'Demasiados intentos. Inténtalo de nuevo en unos minutos.' })
        .waitFor();
      expect(await page.locator('.Toastify__toast').count()).toBe(0);
      await looksRight(page, 'refused', width);

      // The link from the last mail, opened in another tab of the same browser (signed in there too).
      const link = mailedPath(smtp, email, /^Verifica/, '/verify-email');
      const other = await page.context().newPage();
      await other.goto(link);
      await other.getByText('Email verificado. Ya recibirás').waitFor();
      await expect.poll(() => banner(other).count()).toBe(0);
      await other.close();

      // Back in the first tab: it asks again and the banner goes, without a reload.
      await page.bringToFront();
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect.poll(() => banner(page).count()).toBe(0);
      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await banner(page).count()).toBe(0);
      await looksRight(page, 'gone', width);
      await page.context().close();
    });
  }

  it('the admin, verified from the start, never sees it', async () => {
    const page = await (await newContext(browser, t.url, VIEWPORTS[1][1], { token: await t.adminToken() })).newPage();
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await banner(page).count()).toBe(0);
    await page.context().close();
  });
});
