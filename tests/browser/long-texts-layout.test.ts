import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from '../support/test-app';
import { adminPage, fixedNow } from './support/admin-area';
import { browserForFile, browserSkipReason, hasHorizontalScroll, screenshot } from './support/browser';
import { configureShop } from './support/client-area';

// QA on the barber's screens: a long shop name in the side menu, and a settings change in 'Actividad' on a phone.
const LONG_NAME = 'Peluquería Ñoño & Hijos';
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The brand's name stays inside the menu's header, clear of its button, and the full name is still there. */
async function expectBrandClearOf(page: Page, buttonName: string) {
  const menu = page.locator('#side-menu');
  const link = menu.getByRole('link', { name: `${LONG_NAME}, inicio` });
  const name = link.locator('.brand__name');
  await expect.poll(() => name.innerText()).toContain('Ñoño');
  const button = menu.getByRole('button', { name: buttonName });
  await page.waitForTimeout(400); // the menu's slide and width transitions
  const nameBox = await boxOf(name);
  expect(overlap(nameBox, await boxOf(button)), `the name overlaps '${buttonName}'`).toBe(false);
  const header = await boxOf(menu.locator('.side-menu__header'));
  expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(header.x + header.width);
  expect(await link.getAttribute('title')).toBe(LONG_NAME);
}

describe.skipIf(!!browserSkipReason)('long texts on the barber’s screens', () => {
  const t = testAppForFile({ now: fixedNow });
  const browser = browserForFile();

  beforeAll(async () => {
    await configureShop(t);
  });

  for (const [width, viewport] of [
    ['1366', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`a long shop name stays clear of the menu’s collapse or close button at ${width} px`, async () => {
      await configureShop(t, { businessName: LONG_NAME });
      const page = await adminPage(browser, t, viewport);
      await page.goto('/admin');
      // Open by default on a wide screen; a phone opens it from the top bar.
      if (viewport === PHONE) await page.locator('.topbar').getByRole('button', { name: 'Abrir menú' }).click();
      await expectBrandClearOf(page, 'Cerrar menú');
      await screenshot(page, `long-texts-brand-${width}`);
      await page.context().close();
    });
  }

  it('a settings change in ‘Actividad’ reads normally at 390 px', async () => {
    await configureShop(t, {
      businessName: 'Barbería Los Hermanos del Barrio',
      phone: '+34 912 345 678',
      address: 'Calle de la Princesa 25, 3.º izquierda, 28008 Madrid',
    });
    const page = await adminPage(browser, t, PHONE);
    await page.goto('/admin/activity');
    const entry = page.locator('li.activity-entry', { hasText: 'Configuración cambiada' }).first();
    await entry.getByText('Calle de la Princesa', { exact: false }).waitFor();
    await screenshot(page, 'long-texts-activity-390');

    expect((await boxOf(entry)).height).toBeLessThan(600);
    const values = entry.locator('dd');
    expect(await values.count()).toBeGreaterThanOrEqual(3);
    for (const value of await values.all()) expect((await boxOf(value)).width).toBeGreaterThan(100);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.context().close();
  });
});
