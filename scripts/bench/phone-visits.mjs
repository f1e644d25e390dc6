// Issue 34: a phone on 4G opening its home. Chromium with the network and the CPU slowed down through CDP;
// the time from navigation start until the screen shows its data (an element that only exists once the
// home's query answered), on a first visit (nothing cached) and on a repeat visit (same browser context:
// its HTTP cache and, once the app registers one, its installed service worker).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { HEADLESS_CHROMIUM_ARGS } from '../lib/headless-chromium.mjs';
import { insertClients, sessionTokens, SHOP_TIMEZONE } from './database.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const TRACE_DIR = path.resolve('bench-profiles');

/** 9 Mbps both ways and 85 ms of latency on every request (CDP adds it to each response), CPU four times slower. */
export const PHONE_PROFILE = { latencyMs: 85, downloadMbps: 9, uploadMbps: 9, cpuSlowdown: 4 };
const VIEWPORT = { width: 375, height: 812 };

const shopDateAfter = (days) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIMEZONE }).format(new Date(Date.now() + days * 86_400_000));

/**
 * A barber with an account (role barber, a barbers row linked to it) and eight appointments today, and a
 * client with an upcoming appointment in two days. Needs the server's migrations (a started server).
 */
export async function seedPhoneVisits(databaseUrl, secret) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const today = shopDateAfter(0);
  try {
    const { rows: cuts } = await client.query(
      `INSERT INTO cuts (name, description, price, duration) VALUES ('Corte móvil', 'Corte a tijera', 18.50, 30) RETURNING id`,
    );
    const [clientId, barberUserId] = await insertClients(databaseUrl, 2, 'movil');
    await client.query(`UPDATE users SET role = 'barber', is_verified = true WHERE id = $1`, [barberUserId]);
    await client.query(`UPDATE users SET is_verified = true WHERE id = $1`, [clientId]);
    const { rows: barbers } = await client.query(
      `INSERT INTO barbers (name, user_id, display_order, color) VALUES ('Barbero Móvil', $1, 1, 'blue') RETURNING id, name`,
      [barberUserId],
    );
    const insert = (date, times, barber) =>
      client.query(
        `INSERT INTO appointments (client_id, cut_id, cut_type, price, duration, "date", "time", status, starts_at, ends_at,
                                   barber_id, barber_name)
         SELECT $1, c.id, c.name, c.price, c.duration, $2::date, t.time, 'confirmed',
                ($2::date + t.time::time) AT TIME ZONE $4,
                ($2::date + t.time::time) AT TIME ZONE $4 + c.duration * interval '1 minute', $5, $6
           FROM unnest($3::text[]) AS t(time) JOIN cuts c ON c.id = $7`,
        [clientId, date, times, SHOP_TIMEZONE, barber.id, barber.name, cuts[0].id],
      );
    // Today's whole day (past hours included: the agenda shows the day), and the client's next one.
    await insert(today, ['08:00', '09:00', '10:00', '11:00', '12:00', '14:00', '15:00', '16:00'], barbers[0]);
    await insert(shopDateAfter(2), ['10:00'], barbers[0]);
    await client.query('ANALYZE');
    const [clientToken, barberToken] = await sessionTokens(databaseUrl, secret, [
      { id: clientId, role: 'client' },
      { id: barberUserId, role: 'barber' },
    ]);
    return {
      visits: [
        {
          label: 'cliente, su inicio',
          path: '/client',
          token: clientToken,
          data: '.next-appointment .appointment-card',
        },
        {
          label: 'barbero, Mi agenda',
          path: '/barber',
          token: barberToken,
          data: `.barber-agenda__day[data-date="${today}"] li`,
        },
      ],
    };
  } finally {
    await client.end();
  }
}

/** Records, from navigation start (performance.now()), when `selector` first matches. */
function watchFor(selector) {
  const seen = () => {
    if (globalThis.__dataShownAt === undefined && globalThis.document.querySelector(selector)) {
      globalThis.__dataShownAt = globalThis.performance.now();
    }
  };
  new globalThis.MutationObserver(seen).observe(globalThis.document, { childList: true, subtree: true });
}

async function slowDown(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const bytesPerSecond = (mbps) => (mbps * 1_000_000) / 8;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: bytesPerSecond(PHONE_PROFILE.downloadMbps),
    uploadThroughput: bytesPerSecond(PHONE_PROFILE.uploadMbps),
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
  // Bytes on the wire, as Chromium counts them (headers and compressed bodies), per navigation.
  const wire = { bytes: 0, requests: 0, fromServiceWorker: 0, fromCache: 0, sent: new Map(), waterfall: [] };
  // `--waterfall`: each request's start and end (ms from the document's request), GraphQL ones by operation.
  cdp.on('Network.requestWillBeSent', (event) => {
    const { pathname } = new URL(event.request.url);
    const operation = event.request.postData?.match(/"operationName":"(\w+)"/)?.[1];
    if (event.type === 'Document') wire.origin = event.timestamp;
    wire.sent.set(event.requestId, { name: operation ? `${pathname} ${operation}` : pathname, at: event.timestamp });
  });
  cdp.on('Network.loadingFinished', (event) => {
    wire.bytes += event.encodedDataLength;
    wire.requests += 1;
    const sent = wire.sent.get(event.requestId);
    if (sent && wire.origin !== undefined) {
      const ms = (seconds) => Math.round((seconds - wire.origin) * 1000);
      wire.waterfall.push({ name: sent.name, start: ms(sent.at), end: ms(event.timestamp) });
    }
  });
  cdp.on('Network.responseReceived', (event) => {
    if (event.response.fromServiceWorker) wire.fromServiceWorker += 1;
    if (event.response.fromDiskCache) wire.fromCache += 1;
  });
  cdp.on('Network.requestServedFromCache', () => {
    wire.fromCache += 1;
  });
  return wire;
}

async function navigate(page, baseUrl, visit, wire) {
  wire.bytes = 0;
  wire.requests = 0;
  wire.fromServiceWorker = 0;
  wire.fromCache = 0;
  wire.waterfall = [];
  await page.goto(`${baseUrl}${visit.path}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => globalThis.__dataShownAt !== undefined, null, { timeout: 60_000, polling: 50 });
  const ms = await page.evaluate(() => globalThis.__dataShownAt);
  // What the visit downloads: up to its data and whatever follows until the network falls quiet.
  await page.waitForLoadState('networkidle');
  const figures = { ms, bytes: wire.bytes, requests: wire.requests, fromServiceWorker: wire.fromServiceWorker };
  if (process.argv.includes('--waterfall')) {
    figures.waterfall = wire.waterfall.sort((a, b) => a.start - b.start).filter((entry) => entry.start <= ms + 200);
  }
  return figures;
}

/**
 * `--trace`: a Chromium trace of each visit (the main thread's tasks, network and a CPU profile), for
 * chrome://tracing or DevTools' Performance panel, in bench-profiles/ (each round overwrites the last).
 * Tracing slows the page: its times are for comparing the parts of one visit, not for the table.
 */
function tracing(browser, page, name) {
  const on = process.argv.includes('--trace');
  const categories = ['devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'loading'];
  return {
    start: async (visit) => {
      if (!on) return;
      fs.mkdirSync(TRACE_DIR, { recursive: true });
      await browser.startTracing(page, { path: path.join(TRACE_DIR, `phone-${name}-${visit}.json`), categories });
    },
    stop: async () => {
      if (on) await browser.stopTracing();
    },
  };
}

/** One first visit and, in the same context, one repeat visit. */
async function visitTwice(browser, baseUrl, visit) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    isMobile: true,
    hasTouch: true,
    // The HTTPS front's certificate is made for the run.
    ignoreHTTPSErrors: baseUrl.startsWith('https:'),
  });
  try {
    // SPEC §4: the session lives in localStorage under "token".
    await context.addInitScript((value) => globalThis.localStorage.setItem('token', value), visit.token);
    await context.addInitScript(watchFor, visit.data);
    const page = await context.newPage();
    const wire = await slowDown(context, page);
    const trace = tracing(browser, page, `${visit.path.slice(1)}-${new URL(baseUrl).protocol.slice(0, -1)}`);
    await trace.start('first');
    const first = await navigate(page, baseUrl, visit, wire);
    await trace.stop();
    // A service worker the first visit registered is installed before the second (its precache done):
    // then the repeat visit is the one a returning user gets.
    const worker = await page.evaluate(async () => {
      const registrations = (await globalThis.navigator.serviceWorker?.getRegistrations()) ?? [];
      if (!registrations.length) return false;
      await globalThis.navigator.serviceWorker.ready;
      return true;
    });
    if (worker) await page.waitForLoadState('networkidle');
    await trace.start('repeat');
    const repeat = await navigate(page, baseUrl, visit, wire);
    await trace.stop();
    return { first, repeat, worker };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.slice().sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function summarize(runs, key) {
  const times = runs.map((run) => run[key].ms);
  return {
    medianMs: median(times),
    minMs: Math.min(...times),
    maxMs: Math.max(...times),
    bytes: median(runs.map((run) => run[key].bytes)),
    requests: median(runs.map((run) => run[key].requests)),
    fromServiceWorker: median(runs.map((run) => run[key].fromServiceWorker)),
    waterfall: runs.at(-1)[key].waterfall,
  };
}

/** `visits` from seedPhoneVisits; `runs` of each, in turns; null when there is no Chromium to drive. */
export async function phoneVisits(baseUrl, visits, runs = 5) {
  if (!fs.existsSync(CHROMIUM)) return null;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: HEADLESS_CHROMIUM_ARGS });
  try {
    const byVisit = visits.map(() => []);
    // A warm-up visit each (the server's first answers, the database's cold pages), not counted.
    for (const visit of visits) await visitTwice(browser, baseUrl, visit);
    for (let round = 0; round < runs; round += 1) {
      for (const [i, visit] of visits.entries()) byVisit[i].push(await visitTwice(browser, baseUrl, visit));
    }
    return visits.map((visit, i) => ({
      label: visit.label,
      path: visit.path,
      worker: byVisit[i].some((run) => run.worker),
      first: summarize(byVisit[i], 'first'),
      repeat: summarize(byVisit[i], 'repeat'),
    }));
  } finally {
    await browser.close();
  }
}
