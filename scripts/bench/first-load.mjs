// Routes as a new visitor's browser loads them: every script and style fetched until the network is
// idle, before anyone touches the page; bytes on the wire (as the server compressed them) and gzipped.
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

async function loadRoute(browser, baseUrl, { path, token }) {
  const context = await browser.newContext();
  // SPEC §4: the session lives in localStorage under "token".
  if (token) await context.addInitScript((value) => globalThis.localStorage.setItem('token', value), token);
  const page = await context.newPage();
  const assets = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') assets.push({ type, response });
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  const figures = { path, files: assets.length, scripts: 0, wireBytes: 0, gzipBytes: 0, names: [] };
  for (const { type, response } of assets) {
    figures.gzipBytes += gzipSync(await response.body(), { level: 9 }).length;
    figures.wireBytes += (await response.request().sizes()).responseBodySize;
    if (type === 'script') figures.scripts += 1;
    figures.names.push(new URL(response.url()).pathname.split('/').pop());
  }
  await context.close();
  return figures;
}

/** `routes`: [{ path, token? }]; null when there is no Chromium to drive. */
export async function firstLoads(baseUrl, routes) {
  if (!fs.existsSync(CHROMIUM)) return null;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const results = [];
    for (const route of routes) results.push(await loadRoute(browser, baseUrl, route));
    return results;
  } finally {
    await browser.close();
  }
}
