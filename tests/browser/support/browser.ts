import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { HEADLESS_CHROMIUM_ARGS } from '../../../scripts/lib/headless-chromium.mjs';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../../../server/src/config/env';
import { clientDist, testAppForFile, type TestApp } from '../../support/test-app';

function findChromium(): string | null {
  if (process.env.CHROMIUM_PATH && fs.existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    try {
      return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || null;
    } catch {
      // not this one
    }
  }
  return null;
}

export const chromiumPath = findChromium();
const clientBuilt = fs.existsSync(path.join(clientDist(), 'index.html'));

/** Why browser tests cannot run here, or null. In CI a missing browser is a failure, not a skip. */
export const browserSkipReason: string | null = (() => {
  const reason = !chromiumPath
    ? 'Chromium not found (apt-get install -y chromium)'
    : !clientBuilt
      ? 'client not built (npm run build -w client)'
      : null;
  if (reason && process.env.CI) throw new Error(`Browser tests must run in CI: ${reason}`);
  if (reason) console.warn(`[browser tests skipped] ${reason}`);
  return reason;
})();

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath!, args: [...HEADLESS_CHROMIUM_ARGS], headless: true });
}

/** What the tests open pages with: the file's browser (browserForFile) or one they launched. */
export type PageOpener = Pick<Browser, 'newContext'>;

/**
 * The test file's browser: launched before its tests, closed after them (before the app, when the file set
 * that up first). Outside hooks and tests it is not running yet.
 */
export function browserForFile(): PageOpener {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return {
    newContext: (options) => {
      if (!browser) throw new Error('The browser is launched by beforeAll: use it inside hooks and tests.');
      return browser.newContext(options);
    },
  };
}

/** testAppForFile and browserForFile, as a browser test file starts: the browser closes first, then the app. */
export function testAppAndBrowserForFile(overrides: Partial<AppConfig> = {}): { t: TestApp; browser: PageOpener } {
  const t = testAppForFile(overrides);
  return { t, browser: browserForFile() };
}

export const NARROW = { width: 375, height: 812 };
export const WIDE = { width: 1280, height: 800 };

export async function newContext(
  browser: PageOpener,
  baseURL: string,
  viewport = WIDE,
  options: { timezoneId?: string; token?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'es-ES',
    timezoneId: options.timezoneId ?? 'America/New_York',
  });
  if (options.token) await context.addInitScript((token) => localStorage.setItem('token', token), options.token);
  return context;
}

export const screenshotDir = path.resolve(__dirname, '../../../test-results/screenshots');

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** True when the page is wider than the viewport (a horizontal scroll on a phone). */
export const hasHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
