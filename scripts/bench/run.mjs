// `npm run bench [-- --quick]`: the issue-13 table on this machine. Everything on loopback, in its own
// databases (BENCH_DATABASE_URL, else the local postgres), bounded in time; figures printed, never asserted.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { ensureBuilt } from '../lib/ensure-built.mjs';
import { calendarMonthQuery } from './calendar-operation.mjs';
import {
  createDatabase,
  dropDatabase,
  insertClients,
  seedBarbersDay,
  seedMonth,
  seedStripAhead,
  sessionTokens,
  SHOP_TIMEZONE,
} from './database.mjs';
import { firstLoads } from './first-load.mjs';
import { startHttpsFront } from './https-front.mjs';
import { phoneVisits, PHONE_PROFILE, seedPhoneVisits } from './phone-visits.mjs';
import { burst, fetchJson, percentile, runLoad, summary } from './load.mjs';
import { startFloor, startServer } from './processes.mjs';

const quick = process.argv.includes('--quick');
// `--first-load-only`: only the per-route first loads (for work on the client bundle).
const firstLoadOnly = process.argv.includes('--first-load-only');
// `--phone-only`: only issue 34's phone visits (4G and a slow CPU), on a server of its own; `--waterfall` lists their
// requests, `--trace` keeps a Chromium trace of each visit in bench-profiles/.
const phoneOnly = process.argv.includes('--phone-only');
// `--barbers-only`: only issue 32's figures (several barbers: «Cualquiera»'s free times and its race).
const barbersOnly = process.argv.includes('--barbers-only');
const sizes = quick ? [400] : [400, 4000];
const durationMs = quick ? 1_000 : 10_000;
const warmupMs = quick ? 300 : 3_000;
const ROUNDS = quick ? 2 : 5;
const CONNECTIONS = 8;
const secret = randomBytes(32).toString('hex');
// The servers' DATA_DIR: the mails a seeded month sets off (today's reminders, the race's bookings) land here
// and go with it, instead of piling up in the checkout's data/outbox.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barberia-bench-data-'));
// `--profile`: the servers under load (the calendar's, the several barbers') write CPU profiles into bench-profiles/ (open them in Chrome DevTools).
const profileArgs = process.argv.includes('--profile') ? ['--cpu-prof', '--cpu-prof-dir=bench-profiles'] : [];

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;
const ms = (value) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const pct = (value) => `${(value * 100).toFixed(0)} %`;

/** The shop's date `days` from now, YYYY-MM-DD, moved on to a Wednesday. */
function shopWednesdayAfter(days) {
  const date = new Date(Date.now() + days * 86_400_000);
  while (new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIMEZONE, weekday: 'short' }).format(date) !== 'Wed') {
    date.setTime(date.getTime() + 86_400_000);
  }
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIMEZONE }).format(date);
}

/**
 * Each target warmed up, then measured in turns (floor, GraphQL, REST, floor…) for ROUNDS rounds: on a
 * shared machine the load drifts, and turns give every target the same share of it, so the ratios hold.
 */
async function measureInTurns(server, targets) {
  for (const target of Object.values(targets))
    await runLoad(target, { connections: CONNECTIONS, durationMs: warmupMs });
  const rounds = Object.fromEntries(Object.keys(targets).map((key) => [key, []]));
  const statements = Object.fromEntries(Object.keys(targets).map((key) => [key, 0]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [key, target] of Object.entries(targets)) {
      const counted = key !== 'floor';
      const before = counted ? await server.sqlCount() : 0;
      rounds[key].push(await runLoad(target, { connections: CONNECTIONS, durationMs: durationMs / ROUNDS }));
      if (counted) statements[key] += (await server.sqlCount()) - before;
    }
  }
  return Object.fromEntries(
    Object.entries(rounds).map(([key, parts]) => {
      const all = summary(
        parts.flatMap((part) => part.latencies),
        parts.reduce((total, part) => total + part.elapsedMs, 0),
        parts.reduce((total, part) => total + part.failures, 0),
        parts.at(-1).bytes,
      );
      if (key !== 'floor') all.sqlPerRequest = statements[key] / all.requests;
      return [key, all];
    }),
  );
}

async function calendarRun(count, month) {
  const name = `bench_${process.pid}_${count}`;
  const databaseUrl = await createDatabase(name);
  let server;
  let floor;
  try {
    server = await startServer(
      { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, JWT_SECRET: secret, BENCH_SQL_COUNT: '1' },
      profileArgs,
    );
    const { adminId, cutId } = await seedMonth(databaseUrl, month, count);
    floor = await startFloor(databaseUrl);
    const [adminToken] = await sessionTokens(databaseUrl, secret, [{ id: adminId, role: 'admin' }]);
    const admin = { authorization: `Bearer ${adminToken}` };
    const [from, to] = [
      `${month}-01`,
      `${month}-${String(new Date(Date.UTC(...month.split('-').map(Number), 0)).getUTCDate())}`,
    ];
    const targets = {
      floor: { url: `${floor.url}/?from=${from}&to=${to}`, method: 'GET' },
      graphql: {
        url: `${server.url}/graphql`,
        method: 'POST',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({
          operationName: 'AdminCalendarMonth',
          query: calendarMonthQuery(),
          variables: { from, to },
        }),
      },
      rest: { url: `${server.url}/api/appointments/all?from=${from}&to=${to}`, method: 'GET', headers: admin },
    };
    // The floor is only a floor if it answers what the calendar receives.
    const [floorAnswer, graphqlAnswer, restAnswer] = await Promise.all(Object.values(targets).map(fetchJson));
    const same = isDeepStrictEqual(floorAnswer.body, graphqlAnswer.body);
    if (graphqlAnswer.body.data?.appointments?.length !== count || restAnswer.body.data?.length !== count) {
      throw new Error(`respuestas incompletas: ${JSON.stringify(graphqlAnswer.body).slice(0, 300)}`);
    }
    const results = await measureInTurns(server, targets);
    return { count, same, results, memory: server.memory(), server, databaseUrl, cutId, name, adminToken };
  } catch (error) {
    await floor?.stop();
    await server?.stop();
    await dropDatabase(name);
    throw error;
  } finally {
    await floor?.stop();
  }
}

/** The shop's date `days` after today, YYYY-MM-DD. */
const shopDateAfter = (days) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIMEZONE }).format(new Date(Date.now() + days * 86_400_000));

const AVAILABLE_DAYS = `query AvailableDays($from: String!, $to: String!, $cutId: ID!, $appointmentId: ID) {
  availableDays(from: $from, to: $to, cutId: $cutId, appointmentId: $appointmentId) {
    date
    free
    reason
    message
  }
}`;

/**
 * The booking strip (issue 31): the 62 days a client's form asks for, from today, over the seeded month and
 * six bookings a day after it, by a client's session; against a floor that reads the same in one statement
 * and runs the same compiled rules.
 */
async function stripRun(run, month) {
  const [from, to] = [shopDateAfter(0), shopDateAfter(61)];
  const seeded = await seedStripAhead(run.databaseUrl, month, to, run.cutId);
  const [clientId] = await insertClients(run.databaseUrl, 1, 'tira');
  const [clientToken] = await sessionTokens(run.databaseUrl, secret, [{ id: clientId, role: 'client' }]);
  const client = { authorization: `Bearer ${clientToken}` };
  const query = `from=${from}&to=${to}&cutId=${run.cutId}`;
  const floor = await startFloor(run.databaseUrl);
  try {
    const targets = {
      floor: { url: `${floor.url}/available-days?${query}`, method: 'GET' },
      graphql: {
        url: `${run.server.url}/graphql`,
        method: 'POST',
        headers: { ...client, 'content-type': 'application/json' },
        body: JSON.stringify({
          operationName: 'AvailableDays',
          query: AVAILABLE_DAYS,
          variables: { from, to, cutId: run.cutId, appointmentId: null },
        }),
      },
      rest: { url: `${run.server.url}/api/appointments/available-days?${query}`, method: 'GET', headers: client },
    };
    const [floorAnswer, graphqlAnswer, restAnswer] = await Promise.all(Object.values(targets).map(fetchJson));
    const same = isDeepStrictEqual(floorAnswer.body, graphqlAnswer.body);
    if (graphqlAnswer.body.data?.availableDays?.length !== 62 || restAnswer.body.data?.length !== 62) {
      throw new Error(`respuestas incompletas: ${JSON.stringify(graphqlAnswer.body).slice(0, 300)}`);
    }
    const free = graphqlAnswer.body.data.availableDays.reduce((total, day) => total + day.free.length, 0);
    return { same, seeded, free, results: await measureInTurns(run.server, targets) };
  } finally {
    await floor.stop();
  }
}

/**
 * 50 clients ask for the same slot at once, over REST: the server's first bookings since it started (its
 * booking code not yet optimised by V8), then again a week later, as a shop that has been open a while.
 */
async function races(run) {
  const ids = await insertClients(run.databaseUrl, 50);
  const tokens = await sessionTokens(
    run.databaseUrl,
    secret,
    ids.map((id) => ({ id, role: 'client' })),
  );
  return { first: await race(run, tokens, 3), next: await race(run, tokens, 10) };
}

async function race(run, tokens, daysAhead) {
  const body = JSON.stringify({ cutId: run.cutId, date: shopWednesdayAfter(daysAhead), time: '17:00' });
  const answers = await burst(
    tokens.map((token) => ({
      url: `${run.server.url}/api/appointments`,
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    })),
  );
  const statuses = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  return {
    statuses,
    p99: percentile(
      answers.map((a) => a.ms).sort((a, b) => a - b),
      99,
    ),
  };
}

const ANY_BARBER_SLOTS = `query AnyBarberSlots($date: String!, $cutId: ID!) { availableSlots(date: $date, cutId: $cutId) }`;
const BARBERS = 5;
const BOOKINGS_PER_BARBER = 15;
const ANY_BARBER_RACERS = 200;

/**
 * Issue 32, on a database of its own: five barbers with fifteen bookings each on one day; «Cualquiera»'s free
 * times of that day by a client's session (GraphQL and REST) against a floor that reads the same in one
 * statement and runs the same compiled rules; then 200 clients asking for one time with «Cualquiera» on a day
 * when the five are free: five bookings, one per barber, and 195 × 409.
 */
async function barbersRun() {
  const name = `bench_${process.pid}_barbers`;
  const databaseUrl = await createDatabase(name);
  let server;
  let floor;
  try {
    server = await startServer(
      {
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        JWT_SECRET: secret,
        BENCH_SQL_COUNT: '1',
      },
      profileArgs,
    );
    const date = shopWednesdayAfter(3);
    const seeded = await seedBarbersDay(databaseUrl, date, BARBERS, BOOKINGS_PER_BARBER);
    floor = await startFloor(databaseUrl);
    const [clientId] = await insertClients(databaseUrl, 1, 'cualquiera');
    const [clientToken] = await sessionTokens(databaseUrl, secret, [{ id: clientId, role: 'client' }]);
    const client = { authorization: `Bearer ${clientToken}` };
    const query = `date=${date}&cutId=${seeded.cutId}`;
    const targets = {
      floor: { url: `${floor.url}/any-barber-slots?${query}`, method: 'GET' },
      graphql: {
        url: `${server.url}/graphql`,
        method: 'POST',
        headers: { ...client, 'content-type': 'application/json' },
        body: JSON.stringify({
          operationName: 'AnyBarberSlots',
          query: ANY_BARBER_SLOTS,
          variables: { date, cutId: seeded.cutId },
        }),
      },
      rest: { url: `${server.url}/api/appointments/available-slots?${query}`, method: 'GET', headers: client },
    };
    const [floorAnswer, graphqlAnswer, restAnswer] = await Promise.all(Object.values(targets).map(fetchJson));
    const same =
      isDeepStrictEqual(floorAnswer.body, graphqlAnswer.body) &&
      isDeepStrictEqual(floorAnswer.body.data.availableSlots, restAnswer.body.data);
    const free = graphqlAnswer.body.data?.availableSlots?.length ?? 0;
    const results = await measureInTurns(server, targets);
    const dayView = await dayViewRun(server, floor, databaseUrl, seeded, date);
    const ids = await insertClients(databaseUrl, ANY_BARBER_RACERS, 'cualquiera-carrera');
    const tokens = await sessionTokens(
      databaseUrl,
      secret,
      ids.map((id) => ({ id, role: 'client' })),
    );
    const raced = await race({ server, cutId: seeded.cutId }, tokens, 10);
    const { rows } = await fetchWinners(databaseUrl, shopWednesdayAfter(10));
    const reading = await readingBurst(server, tokens);
    return { seeded, same, free, results, dayView, race: { ...raced, barbers: rows, reading } };
  } finally {
    await floor?.stop();
    await server?.stop();
    await dropDatabase(name);
  }
}

/** The admin's day view of that day (the calendar's own document, one day of five barbers) against the floor's JOIN. */
async function dayViewRun(server, floor, databaseUrl, seeded, date) {
  const [adminToken] = await sessionTokens(databaseUrl, secret, [{ id: seeded.adminId, role: 'admin' }]);
  const targets = {
    floor: { url: `${floor.url}/?from=${date}&to=${date}`, method: 'GET' },
    graphql: {
      url: `${server.url}/graphql`,
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        operationName: 'AdminCalendarMonth',
        query: calendarMonthQuery(),
        variables: { from: date, to: date },
      }),
    },
  };
  const [floorAnswer, graphqlAnswer] = await Promise.all(Object.values(targets).map(fetchJson));
  if (graphqlAnswer.body.data?.appointments?.length !== seeded.bookings) {
    throw new Error(`respuestas incompletas: ${JSON.stringify(graphqlAnswer.body).slice(0, 300)}`);
  }
  return {
    same: isDeepStrictEqual(floorAnswer.body, graphqlAnswer.body),
    results: await measureInTurns(server, targets),
  };
}

/**
 * What the race's p99 stands on: the same 200 clients at once asking for something every session may read and
 * that books nothing (their booking limit: the session, the rules, a count), the cheapest answer a signed-in
 * client gets.
 */
async function readingBurst(server, tokens) {
  const answers = await burst(
    tokens.map((token) => ({
      url: `${server.url}/api/appointments/my-appointments/limit`,
      method: 'GET',
      headers: { authorization: `Bearer ${token}` },
    })),
  );
  const ok = answers.filter((a) => a.status === 200).length;
  return {
    ok,
    p99: percentile(
      answers.map((a) => a.ms).sort((a, b) => a - b),
      99,
    ),
  };
}

/** How many barbers the race's bookings went to (it must be one booking each). */
async function fetchWinners(databaseUrl, date) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await client.query(
      `SELECT count(DISTINCT barber_id)::int AS barbers, count(*)::int AS bookings
         FROM appointments WHERE "date" = $1 AND "time" = '17:00' AND status IN ('pending', 'confirmed')`,
      [date],
    );
  } finally {
    await client.end();
  }
}

function printBarbers(result, lines, row) {
  const statuses = Object.entries(result.race.statuses)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');
  const [winners] = result.race.barbers;
  lines.push(
    `«Cualquiera» entre ${result.seeded.barbers} barberos con ${BOOKINGS_PER_BARBER} citas cada uno ese día (${result.free} horas libres; respuesta igual al suelo: ${result.same ? 'sí' : 'NO'}):`,
  );
  lines.push(row('suelo (node:http + pg, una consulta)', result.results.floor));
  lines.push(row('GraphQL availableSlots', result.results.graphql, result.results.floor, 'del suelo'));
  lines.push(row('REST GET …/available-slots', result.results.rest, result.results.floor, 'del suelo'));
  lines.push(
    `El día de los ${result.seeded.barbers} barberos en el calendario del administrador, ${result.seeded.bookings} citas (respuesta igual al suelo: ${result.dayView.same ? 'sí' : 'NO'}):`,
  );
  lines.push(row('suelo (node:http + pg, un JOIN)', result.dayView.results.floor));
  lines.push(
    row(
      'GraphQL AdminCalendarMonth de un día',
      result.dayView.results.graphql,
      result.dayView.results.floor,
      'del suelo',
    ),
  );
  lines.push(
    `${ANY_BARBER_RACERS} clientes a la vez con «Cualquiera» y ${result.seeded.barbers} barberos libres: ${statuses}, ` +
      `${winners.bookings} citas en ${winners.barbers} barberos, p99 ${ms(result.race.p99)}`,
  );
  lines.push(
    `  a comparar: los mismos ${ANY_BARBER_RACERS} a la vez leyendo su límite de citas (GET …/my-appointments/limit): ` +
      `${result.race.reading.ok} × 200, p99 ${ms(result.race.reading.p99)}`,
  );
  console.log(lines.slice(-9).join('\n'));
}

/** The embedded database: a fresh data directory, then a restart on it. */
async function embeddedStart() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barberia-bench-'));
  try {
    const env = { DATABASE_URL: '', DATA_DIR: dataDir, JWT_SECRET: '', ADMIN_PASSWORD: 'bench-admin-1' };
    const fresh = await startServer(env);
    await fresh.stop();
    const again = await startServer(env);
    await again.stop();
    return { freshMs: fresh.startMs, restartMs: again.startMs };
  } finally {
    // Retried: on a busy machine the stopped server's database may still be closing its files.
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

/** /login as a visitor, the client's home and two admin screens signed in. */
async function routeFirstLoads(url, databaseUrl, adminToken) {
  const [clientId] = await insertClients(databaseUrl, 1, 'visita');
  const [clientToken] = await sessionTokens(databaseUrl, secret, [{ id: clientId, role: 'client' }]);
  return firstLoads(url, [
    { path: '/login' },
    { path: '/client', token: clientToken },
    { path: '/admin/appointments', token: adminToken },
    { path: '/admin/stats', token: adminToken },
  ]);
}

function printFirstLoads(loadResult, lines) {
  if (!loadResult) {
    lines.push('Primera carga por ruta: omitida (no hay Chromium; CHROMIUM_PATH)');
    console.log(lines.at(-1));
  }
  for (const route of loadResult ?? []) {
    lines.push(
      `Primera carga de ${route.path.padEnd(19)} ${String(route.scripts).padStart(2)} scripts + ${route.files - route.scripts} css, ` +
        `${kb(route.gzipBytes).padStart(6)} en gzip, ${kb(route.wireBytes).padStart(6)} en la red` +
        (process.argv.includes('--files') ? `\n    ${route.names.join(' ')}` : ''),
    );
    console.log(lines.at(-1));
  }
}

/** `--first-load-only`: a seeded month on a server of its own, then the first loads, nothing else. */
async function firstLoadsAlone(month) {
  const name = `bench_${process.pid}_first_load`;
  const databaseUrl = await createDatabase(name);
  let server;
  try {
    server = await startServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, JWT_SECRET: secret });
    const { adminId } = await seedMonth(databaseUrl, month, sizes[0]);
    const [adminToken] = await sessionTokens(databaseUrl, secret, [{ id: adminId, role: 'admin' }]);
    printFirstLoads(await routeFirstLoads(server.url, databaseUrl, adminToken), []);
  } finally {
    await server?.stop();
    await dropDatabase(name);
  }
}

const PHONE_TARGETS = { first: 1500, repeat: 1000 };

function printPhoneVisits(result, lines) {
  const p = PHONE_PROFILE;
  const start = lines.length;
  if (!result) {
    lines.push('Visitas desde un móvil: omitidas (no hay Chromium; CHROMIUM_PATH)');
    console.log(lines.at(-1));
    return;
  }
  lines.push(
    `Visitas desde un móvil (${p.downloadMbps} Mbps, ${p.latencyMs} ms, CPU ÷ ${p.cpuSlowdown}; 375 px), hasta ver sus datos, ` +
      `mediana de ${result.runs} (mín–máx):`,
  );
  for (const transport of result.transports) {
    lines.push(`  ${transport.name}:`);
    printVisits(transport.visits, lines);
  }
  console.log(lines.slice(start).join('\n'));
}

function printVisits(visits, lines) {
  for (const visit of visits) {
    for (const [key, name] of [
      ['first', 'primera visita'],
      ['repeat', visit.worker ? 'otra visita (service worker)' : 'otra visita (caché HTTP)'],
    ]) {
      const f = visit[key];
      lines.push(
        `    ${`${visit.label} (${visit.path}), ${name}`.padEnd(62)} ${ms(f.medianMs).padStart(8)} ` +
          `(${ms(f.minMs)}–${ms(f.maxMs)}), ${kb(f.bytes).padStart(6)} en la red, ${f.requests} peticiones` +
          `${f.fromServiceWorker ? ` (${f.fromServiceWorker} del service worker)` : ''}  objetivo ≤ ${ms(PHONE_TARGETS[key])}` +
          (f.medianMs > PHONE_TARGETS[key] ? '  NO CUMPLE' : ''),
      );
      if (f.waterfall) {
        for (const entry of f.waterfall)
          lines.push(`      ${String(entry.start).padStart(5)}–${String(entry.end).padEnd(5)} ${entry.name}`);
      }
    }
  }
}

/** Issue 34's phone visits, on a server and a database of their own. */
async function phoneVisitsAlone() {
  const name = `bench_${process.pid}_phone`;
  const databaseUrl = await createDatabase(name);
  let server;
  let front;
  try {
    server = await startServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, JWT_SECRET: secret });
    const { visits } = await seedPhoneVisits(databaseUrl, secret);
    const runs = quick ? 2 : 5;
    // As a deployed shop is reached (HTTPS, so HTTP/2), and as this server answers on its own (HTTP/1.1).
    front = await startHttpsFront(server.url);
    const transports = [];
    if (front) transports.push({ name: 'por HTTPS (HTTP/2)', visits: await phoneVisits(front.url, visits, runs) });
    // --quick (CI's smoke run) keeps to one way in.
    if (!front || !quick) {
      transports.push({ name: 'por HTTP/1.1, sin proxy', visits: await phoneVisits(server.url, visits, runs) });
    }
    return transports[0].visits && { runs, transports };
  } finally {
    await front?.close();
    await server?.stop();
    await dropDatabase(name);
  }
}

const row = (label, r, ratioTo, ratioLabel) =>
  `  ${label.padEnd(38)} ${r.rps.toFixed(0).padStart(5)} req/s  p50 ${ms(r.p50).padStart(7)}  p99 ${ms(r.p99).padStart(7)}` +
  (ratioTo ? `  ${pct(r.rps / ratioTo.rps).padStart(5)} ${ratioLabel}` : '') +
  (r.sqlPerRequest !== undefined ? `  ${r.sqlPerRequest.toFixed(2)} SQL/req` : '') +
  (r.failures ? `  ${r.failures} FALLOS` : '') +
  `  ${kb(r.bytes)}`;

async function main() {
  ensureBuilt();
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIMEZONE }).format(new Date()).slice(0, 7);
  if (firstLoadOnly) return firstLoadsAlone(month);
  if (phoneOnly) return printPhoneVisits(await phoneVisitsAlone(), []);
  console.log(
    `Barbería bench${quick ? ' (--quick)' : ''}: ${os.cpus().length} CPU × ${os.cpus()[0]?.model.trim()}, ` +
      `${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${CONNECTIONS} conexiones, ` +
      `${durationMs / 1000} s por medida en ${ROUNDS} turnos alternos (+${warmupMs / 1000} s de calentamiento), mes ${month}`,
  );
  const lines = [];
  if (barbersOnly) return printBarbers(await barbersRun(), lines, row);
  let raceResult;
  let loadResult;
  for (const count of sizes) {
    const run = await calendarRun(count, month);
    try {
      const { floor, graphql, rest } = run.results;
      lines.push(`Calendario del mes, ${count} citas (respuesta igual al suelo: ${run.same ? 'sí' : 'NO'}):`);
      lines.push(row('suelo (node:http + pg, un JOIN)', floor));
      lines.push(row('GraphQL AdminCalendarMonth', graphql, floor, 'del suelo'));
      lines.push(row('REST GET /api/appointments/all', rest, graphql, 'de GraphQL'));
      // REST's answer carries more (the spec's _id copies, email, createdAt…): its throughput in bytes says
      // whether the adapter itself costs anything beyond the size of what it sends.
      lines.push(
        `    en kB servidos por segundo: ${pct((rest.rps * rest.bytes) / (graphql.rps * graphql.bytes))} de GraphQL`,
      );
      lines.push(
        `  memoria del servidor: ${run.memory.rssMb.toFixed(0)} MB RSS (pico ${run.memory.peakMb.toFixed(0)} MB)`,
      );
      console.log(lines.slice(-6).join('\n'));
      if (count === sizes[0]) {
        const strip = await stripRun(run, month);
        lines.push(
          `Tira de reserva, 62 días (${strip.seeded} citas más allá del mes, ${strip.free} horas libres; respuesta igual al suelo: ${strip.same ? 'sí' : 'NO'}):`,
        );
        lines.push(row('suelo (node:http + pg, una consulta)', strip.results.floor));
        lines.push(row('GraphQL AvailableDays', strip.results.graphql, strip.results.floor, 'del suelo'));
        lines.push(row('REST GET …/available-days', strip.results.rest, strip.results.graphql, 'de GraphQL'));
        console.log(lines.slice(-4).join('\n'));
        raceResult = await races(run);
        loadResult = await routeFirstLoads(run.server.url, run.databaseUrl, run.adminToken);
      }
    } finally {
      await run.server.stop();
      await dropDatabase(run.name);
    }
  }
  const statusText = ({ statuses }) =>
    Object.entries(statuses)
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ');
  lines.push(
    `50 clientes a la vez por el mismo horario: ${statusText(raceResult.first)}, p99 ${ms(raceResult.first.p99)} ` +
      `(las primeras reservas desde el arranque); otra vez: ${statusText(raceResult.next)}, p99 ${ms(raceResult.next.p99)}`,
  );
  console.log(lines.at(-1));
  printFirstLoads(loadResult, lines);
  printPhoneVisits(await phoneVisitsAlone(), lines);
  printBarbers(await barbersRun(), lines, row);
  const start = await embeddedStart();
  lines.push(
    `Arranque con la base embebida hasta /api/health: ${ms(start.freshMs)} con datos nuevos, ${ms(start.restartMs)} al reiniciar`,
  );
  console.log(lines.at(-1));
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    // A failed run may leave a child or a socket open: it still ends, with its code.
    if (process.exitCode) process.exit();
  });
