// `npm run bench [-- --quick]`: the issue-13 table on this machine. Everything on loopback, in its own
// databases (BENCH_DATABASE_URL, else the local postgres), bounded in time; figures printed, never asserted.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { ensureBuilt } from '../lib/ensure-built.mjs';
import { calendarMonthQuery } from './calendar-operation.mjs';
import {
  createDatabase,
  dropDatabase,
  BENCH_BARBERS,
  barbersAt,
  insertClients,
  seedBarbersDay,
  seedMonth,
  seedStripAhead,
  sessionTokens,
  SHOP_TIMEZONE,
} from './database.mjs';
import { firstLoads } from './first-load.mjs';
import { fetchJson, percentile, runLoad, summary } from './load.mjs';
import { startFloor, startServer } from './processes.mjs';

const quick = process.argv.includes('--quick');
// `--first-load-only`: only the per-route first loads (for work on the client bundle).
const firstLoadOnly = process.argv.includes('--first-load-only');
const sizes = quick ? [400] : [400, 4000];
const durationMs = quick ? 1_000 : 10_000;
const warmupMs = quick ? 300 : 3_000;
const ROUNDS = quick ? 2 : 5;
const CONNECTIONS = 8;
const secret = randomBytes(32).toString('hex');
// The servers' DATA_DIR: the mails a seeded month sets off (today's reminders, the race's bookings) land here
// and go with it, instead of piling up in the checkout's data/outbox.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barberia-bench-data-'));
// `--profile`: the server under the calendar load writes a CPU profile into bench-profiles/ (open it in Chrome DevTools).
const profileArgs = process.argv.includes('--profile') ? ['--cpu-prof', '--cpu-prof-dir=bench-profiles'] : [];

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;
const ms = (value) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const pct = (value) => `${(value * 100).toFixed(0)} %`;
/** One measured target as a table row, with its ratio to another when given. */
const row = (label, r, ratioTo, ratioLabel) =>
  `  ${label.padEnd(38)} ${r.rps.toFixed(0).padStart(5)} req/s  p50 ${ms(r.p50).padStart(7)}  p99 ${ms(r.p99).padStart(7)}` +
  (ratioTo ? `  ${pct(r.rps / ratioTo.rps).padStart(5)} ${ratioLabel}` : '') +
  (r.sqlPerRequest !== undefined ? `  ${r.sqlPerRequest.toFixed(2)} SQL/req` : '') +
  (r.failures ? `  ${r.failures} FALLOS` : '') +
  `  ${kb(r.bytes)}`;

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

async function race(run, tokens, daysAhead, time = '17:00') {
  const body = JSON.stringify({ cutId: run.cutId, date: shopWednesdayAfter(daysAhead), time });
  const answers = await Promise.all(
    tokens.map(async (token) => {
      const t0 = performance.now();
      const res = await fetch(`${run.server.url}/api/appointments`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      });
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - t0 };
    }),
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

const ANY_BARBER_SLOTS = `query AvailableSlots($date: String!, $cutId: ID!) { availableSlots(date: $date, cutId: $cutId) }`;

/**
 * Issue 32 on a database of its own: five barbers with 15 appointments each on one day. «Cualquiera»'s free times
 * that day (a client's) and the admin's day view (the calendar's document for that one day), each against its
 * floor; then 200 clients at once on «Cualquiera» for one time another day, which five barbers can take.
 */
async function barbersRun(month) {
  const name = `bench_${process.pid}_barbers`;
  const databaseUrl = await createDatabase(name);
  let server;
  let floor;
  try {
    server = await startServer({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: secret,
      BENCH_SQL_COUNT: '1',
    });
    const { adminId, cutId } = await seedMonth(databaseUrl, month, 0);
    const day = shopWednesdayAfter(7);
    const seeded = await seedBarbersDay(databaseUrl, day, cutId);
    floor = await startFloor(databaseUrl);
    const [clientId] = await insertClients(databaseUrl, 1, 'cualquiera');
    const [adminToken, clientToken] = await sessionTokens(databaseUrl, secret, [
      { id: adminId, role: 'admin' },
      { id: clientId, role: 'client' },
    ]);
    const json = { 'content-type': 'application/json' };
    const slots = {
      floor: { url: `${floor.url}/available-slots?date=${day}&cutId=${cutId}`, method: 'GET' },
      graphql: {
        url: `${server.url}/graphql`,
        method: 'POST',
        headers: { authorization: `Bearer ${clientToken}`, ...json },
        body: JSON.stringify({
          operationName: 'AvailableSlots',
          query: ANY_BARBER_SLOTS,
          variables: { date: day, cutId },
        }),
      },
    };
    const dayView = {
      floor: { url: `${floor.url}/?from=${day}&to=${day}`, method: 'GET' },
      graphql: {
        url: `${server.url}/graphql`,
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, ...json },
        body: JSON.stringify({
          operationName: 'AdminCalendarMonth',
          query: calendarMonthQuery(),
          variables: { from: day, to: day },
        }),
      },
    };
    const [slotsFloor, slotsServer, dayFloor, dayServer] = await Promise.all(
      [slots.floor, slots.graphql, dayView.floor, dayView.graphql].map(fetchJson),
    );
    if (dayServer.body.data?.appointments?.length !== seeded || !slotsServer.body.data?.availableSlots) {
      throw new Error(`respuestas incompletas: ${JSON.stringify(dayServer.body).slice(0, 300)}`);
    }
    const result = {
      seeded,
      free: slotsServer.body.data.availableSlots.length,
      slotsSame: isDeepStrictEqual(slotsFloor.body, slotsServer.body),
      daySame: isDeepStrictEqual(dayFloor.body, dayServer.body),
      slots: await measureInTurns(server, slots),
      dayView: await measureInTurns(server, dayView),
    };
    const ids = await insertClients(databaseUrl, 200, 'carrera-cualquiera');
    const tokens = await sessionTokens(
      databaseUrl,
      secret,
      ids.map((id) => ({ id, role: 'client' })),
    );
    result.race = await race({ server, cutId }, tokens, 14, '12:00');
    result.race.barbers = await barbersAt(databaseUrl, shopWednesdayAfter(14), '12:00');
    return result;
  } finally {
    await floor?.stop();
    await server?.stop();
    await dropDatabase(name);
  }
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

async function main() {
  ensureBuilt();
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIMEZONE }).format(new Date()).slice(0, 7);
  if (firstLoadOnly) return firstLoadsAlone(month);
  console.log(
    `Barbería bench${quick ? ' (--quick)' : ''}: ${os.cpus().length} CPU × ${os.cpus()[0]?.model.trim()}, ` +
      `${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${CONNECTIONS} conexiones, ` +
      `${durationMs / 1000} s por medida en ${ROUNDS} turnos alternos (+${warmupMs / 1000} s de calentamiento), mes ${month}`,
  );
  const lines = [];
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
  const barbers = await barbersRun(month);
  lines.push(
    `${BENCH_BARBERS} barberos, ${barbers.seeded} citas en un día (respuestas iguales al suelo: horas ${barbers.slotsSame ? 'sí' : 'NO'}, día ${barbers.daySame ? 'sí' : 'NO'}; ${barbers.free} horas libres con «Cualquiera»):`,
  );
  lines.push(row('suelo de «Cualquiera» (una consulta)', barbers.slots.floor));
  lines.push(row('GraphQL availableSlots, «Cualquiera»', barbers.slots.graphql, barbers.slots.floor, 'del suelo'));
  lines.push(row('suelo del día (node:http + pg, un JOIN)', barbers.dayView.floor));
  lines.push(row('GraphQL AdminCalendarMonth de un día', barbers.dayView.graphql, barbers.dayView.floor, 'del suelo'));
  lines.push(
    `200 clientes a la vez con «Cualquiera» por la misma hora: ${statusText(barbers.race)} en ${barbers.race.barbers} barberos distintos, p99 ${ms(barbers.race.p99)}`,
  );
  console.log(lines.slice(-6).join('\n'));
  printFirstLoads(loadResult, lines);
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
