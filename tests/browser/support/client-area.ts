import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, createShopClock } from '../../../server/src/features/appointments/shop-clock';
import { SHOP_TZ } from '../../support/booking';
import type { TestApp } from '../../support/test-app';
import { newContext, WIDE, type PageOpener } from './browser';

// Helpers for the client-area browser tests (tests/browser/client-*.test.ts).

export const shopToday = () => createShopClock(SHOP_TZ).today();
export const shopYesterday = () => addDays(shopToday(), -1);
export const shopTomorrow = () => addDays(shopToday(), 1);

export const SHOP_CONFIG = {
  businessName: 'Barbería Elite',
  adminName: 'Carlos Pérez',
  phone: '+1 (305) 555-0199',
  address: '742 Evergreen Terrace, Miami, FL',
  email: 'hola@elite.test',
  instagram: '@elite.barber',
};

export async function configureShop(t: TestApp, input: Partial<typeof SHOP_CONFIG> = {}) {
  const res = await t.gql(
    'mutation($input: BusinessConfigInput!) { updateBusinessConfig(input: $input) { businessName } }',
    { input: { ...SHOP_CONFIG, ...input } },
    await t.adminToken(),
  );
  if (res.errors) throw new Error(`config failed: ${JSON.stringify(res.errors)}`);
}

/** A signed-in page of a client (the token is put in localStorage before any script runs). */
export async function clientPage(
  browser: PageOpener,
  t: TestApp,
  token: string,
  viewport = WIDE,
  timezoneId?: string,
): Promise<Page> {
  const context = await newContext(browser, t.url, viewport, { token, timezoneId });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** A toast with that text is (or becomes) visible. */
export async function expectToast(page: Page, text: string | RegExp) {
  await page.locator('.Toastify__toast', { hasText: text }).first().waitFor({ state: 'visible' });
}

/** Closes every visible toast so they do not cover the next screenshot. */
export async function dismissToasts(page: Page) {
  await page.evaluate(() => document.querySelectorAll('.Toastify__toast').forEach((toast) => toast.remove()));
}

export async function expectText(page: Page, text: string | RegExp) {
  await page.getByText(text).first().waitFor({ state: 'visible' });
}

export async function expectNoText(page: Page, text: string | RegExp) {
  await page.getByText(text).first().waitFor({ state: 'detached' });
}

/** The card of Mis Citas (an <article>) whose heading is that cut. */
export const appointmentCard = (page: Page, cutName: string) =>
  page.locator('article.appointment-card').filter({ has: page.getByRole('heading', { name: cutName }) });

export async function expectPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path);
  expect(new URL(page.url()).pathname).toBe(path);
}
