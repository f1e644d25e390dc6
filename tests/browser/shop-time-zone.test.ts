import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createCut } from '../support/booking';
import { testAppForFile } from '../support/test-app';
import { browserForFile, browserSkipReason, newContext } from './support/browser';
import { longDate } from './support/booking-strip';

// 02:00 UTC on 16 January 2030: already Wednesday 03:00 in Madrid, still Tuesday 21:00 in New York.
const NOW = '2030-01-16T02:00:00.000Z';

// The shop's zone is the server's SHOP_TIMEZONE, whatever the browser's zone and whatever the client was built with.
describe.skipIf(!!browserSkipReason)('a shop in Madrid seen from a New York browser', () => {
  const t = testAppForFile({ shopTimezone: 'Europe/Madrid', now: () => new Date(NOW) });
  const browser = browserForFile();

  let cutId = '';
  beforeAll(async () => {
    cutId = (await createCut(t, { name: 'Corte Clásico', price: 15, duration: 30 })).id;
  });

  async function pageOf(token: string): Promise<Page> {
    const context = await newContext(browser, t.url, undefined, { token, timezoneId: 'America/New_York' });
    await context.clock.install({ time: new Date(NOW) });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return page;
  }

  it("the booking form's first bookable day is Madrid's today", async () => {
    const page = await pageOf((await t.signUp({ name: 'Lucía Gómez' })).token);
    await page.goto(`/client/appointments/create?cutId=${cutId}`);
    // The strip's first day is the shop's today.
    const first = page.locator('.day-strip button').first();
    await first.waitFor();
    expect(await first.getAttribute('aria-label')).toMatch(new RegExp(`^${longDate('2030-01-16')}:`));
  });

  it("the dashboard greets by Madrid's hour and date", async () => {
    const page = await pageOf(await t.adminToken());
    await page.goto('/admin');
    const hero = page.locator('.dashboard-hero');
    await hero.getByRole('heading', { level: 1 }).waitFor();
    expect(await hero.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Buenos días/);
    expect(await hero.locator('.dashboard-hero__date').textContent()).toBe('Miércoles, 16 de enero de 2030');
  });
});
