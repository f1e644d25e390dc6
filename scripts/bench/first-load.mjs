// /login as a new visitor's browser loads it: every script and style fetched before anyone touches
// the page, its bytes on the wire (as the server compressed them) and its size gzipped.
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export async function firstLoad(baseUrl, route = '/login') {
  if (!fs.existsSync(CHROMIUM)) return { skipped: `no hay Chromium en ${CHROMIUM}` };
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const assets = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') assets.push({ type, response });
    });
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: /entrar|iniciar/i })
      .first()
      .waitFor({ timeout: 15_000 });
    let wireBytes = 0;
    let gzipBytes = 0;
    let scripts = 0;
    for (const { type, response } of assets) {
      const body = await response.body();
      gzipBytes += gzipSync(body, { level: 9 }).length;
      wireBytes += (await response.request().sizes()).responseBodySize;
      if (type === 'script') scripts += 1;
    }
    return { files: assets.length, scripts, wireBytes, gzipBytes };
  } finally {
    await browser.close();
  }
}
