// Routes as a new visitor's browser loads them: every script and style fetched until the network is
// idle, before anyone touches the page; bytes on the wire (as the server compressed them) and gzipped.
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { HEADLESS_CHROMIUM_ARGS } from '../lib/headless-chromium.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
  // On a busy machine the network falls idle while the first chunks are still being evaluated: wait for
  // the screen itself (no full-page "Cargando..." or "Verificando acceso..." left), then for the network.
  await page.waitForFunction(
    () =>
      globalThis.document.querySelector('#root')?.childElementCount &&
      !globalThis.document.querySelector('.full-page-status'),
    null,
    { timeout: 60_000 },
  );
  await page.waitForLoadState('networkidle');
  // A snapshot: a response that still arrives while the bodies are read is not counted half.
  const loaded = assets.slice();
  const figures = { path, files: loaded.length, scripts: 0, wireBytes: 0, gzipBytes: 0, names: [] };
  for (const { type, response } of loaded) {
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
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: HEADLESS_CHROMIUM_ARGS });
  try {
    const results = [];
    for (const route of routes) results.push(await loadRoute(browser, baseUrl, route));
    return results;
  } finally {
    await browser.close();
  }
}
