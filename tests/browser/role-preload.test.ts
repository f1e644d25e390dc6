import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PLAN_META_NAME, type RolePreloadPlan as Plan } from '../../client/src/app/early/role-preload-plan';
import type { EarlyAnswers } from '../../client/src/lib/early-answers';
import { addDays } from '../../server/src/features/appointments/shop-clock';
import { addBarberAccount, assignTo } from '../support/barber-account';
import { book, createCut } from '../support/booking';
import { saveElClasico, USUAL_HOURS } from '../support/business';
import { testAppForFile } from '../support/test-app';
import { browserForFile, browserSkipReason, NARROW, newContext } from './support/browser';
import { expectText, shopToday } from './support/client-area';

// Decision 0043: a signed-in phone asks for its role's first screen while `main` is still arriving, in a
// handful of files; the sign-in page asks for none of an area's code.

async function plan(url: string): Promise<Plan['roles']> {
  return (await fullPlan(url)).roles;
}

async function fullPlan(url: string): Promise<Plan> {
  const html = await (await fetch(`${url}/login`, { headers: { accept: 'text/html' } })).text();
  const content = new RegExp(`<meta name="${PLAN_META_NAME}" content="([^"]*)"`).exec(html)?.[1] ?? '';
  return JSON.parse(
    content
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&amp;/g, '&'),
  ) as Plan;
}

/** What the page's early script sent that nobody took (operation names, and the public config). */
const leftUntaken = (page: Page) =>
  page.evaluate(() => {
    const early = (window as unknown as { __barberiaEarly?: EarlyAnswers }).__barberiaEarly;
    return [...Object.keys(early?.operations ?? {}), ...(early?.publicConfig ? ['publicConfig'] : [])];
  });

/**
 * Holds `main` back 1.5 s: whatever is asked for meanwhile, only the page's head can have asked for. Records
 * every request (GraphQL ones as `/graphql <operation>`), and those made before `main` arrived.
 */
async function holdMainAndWatch(page: Page) {
  let mainArrived = false;
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    mainArrived = true;
    await route.continue();
  });
  const asked: string[] = [];
  const beforeMain: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const name =
      pathname === '/graphql' && request.method() === 'POST'
        ? `/graphql ${(request.postDataJSON() as { operationName: string }).operationName}`
        : pathname;
    asked.push(name);
    if (!mainArrived) beforeMain.push(name);
  });
  const operations = () => asked.filter((name) => name.startsWith('/graphql ')).map((name) => name.slice(9));
  return { asked, beforeMain, operations };
}

/** The app's files the page asked for. */
const requested = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
      .map((entry) => ({ path: new URL(entry.name).pathname })),
  );

describe.skipIf(!!browserSkipReason)('each role’s first screen is asked for from the page’s head', () => {
  const t = testAppForFile();
  const browser = browserForFile();

  it('the page carries a plan per role, of files that exist, and the early script imports nothing', async () => {
    const { roles, queries } = await fullPlan(t.url);
    // The queries as Apollo prints them, with the cache's __typename.
    expect(queries.Me).toMatch(/^query Me \{/);
    expect(queries.Me).toContain('__typename');
    expect(roles.CLIENT.homeQueries).toEqual(['ClientNextAppointment']);
    expect(Object.keys(roles).sort()).toEqual(['ADMIN', 'BARBER', 'CLIENT']);
    expect(roles.CLIENT.area).toBe('/client');
    expect(roles.BARBER.area).toBe('/barber');
    for (const { layout, home } of Object.values(roles)) {
      expect(layout.length + home.length).toBeGreaterThan(0);
      // A score of files at most, not the sixty-odd the automatic split made of a first screen.
      expect(layout.length + home.length).toBeLessThanOrEqual(20);
      for (const file of [...layout, ...home]) expect((await fetch(`${t.url}${file}`)).status).toBe(200);
    }
    const html = await (await fetch(`${t.url}/login`, { headers: { accept: 'text/html' } })).text();
    // In the page (decision 0044), before main's module script: it runs as the parser reaches it, before
    // any module, and asks first.
    const early = /<script>([\s\S]*?)<\/script>/.exec(html);
    expect(early).not.toBeNull();
    expect(html.indexOf(early![0])).toBeLessThan(html.indexOf('<script type="module"'));
    const source = early![1];
    expect(source).toContain(PLAN_META_NAME);
    expect(source).not.toMatch(/\bimport\b|\bexport\b/);
    expect(source.length).toBeLessThan(2048);
  });

  it('a signed-in client’s phone asks for its start and its data before `main` has even arrived', async () => {
    const roles = await plan(t.url);
    const { token } = await t.signUp({ name: 'Lucía Móvil' });
    const context = await newContext(browser, t.url, NARROW, { token });
    const page = await context.newPage();
    const { beforeMain, operations } = await holdMainAndWatch(page);
    await page.goto('/client');
    await expectText(page, '¡Hola, Lucía!');
    for (const file of [...roles.CLIENT.layout, ...roles.CLIENT.home]) expect(beforeMain).toContain(file);
    expect(beforeMain).toContain('/graphql Me');
    expect(beforeMain).toContain('/graphql ClientNextAppointment');
    // Nothing of the barber's or the admin's own start.
    const paths = (await requested(page)).map((file) => file.path);
    for (const file of [...roles.BARBER.home, ...roles.ADMIN.home]) {
      if (!roles.CLIENT.layout.includes(file) && !roles.CLIENT.home.includes(file)) expect(paths).not.toContain(file);
    }
    // The styles asked for early still come after the page's own in the cascade: «Agendar Cita»'s back link
    // keeps its own quiet weight over the button's.
    await page.getByRole('link', { name: 'Agendar Cita' }).first().click();
    const back = page.locator('.screen-header__back');
    await back.waitFor();
    expect(await back.evaluate((link) => getComputedStyle(link).fontWeight)).toBe('500');
    // The session check left once, from the page's head, and Apollo took that answer instead of asking again.
    expect(operations().filter((name) => name === 'Me')).toEqual(['Me']);
    expect(operations()[0]).toBe('Me');
    expect(await leftUntaken(page)).toEqual([]);
    await context.close();
  });

  it('a barber’s phone sends the agenda’s week from the page’s head too, once the shop’s zone is in', async () => {
    const roles = await plan(t.url);
    expect(roles.BARBER.homeWeek).toEqual({ query: 'BarberAgendaWeek', days: 7 });
    await saveElClasico(t, { openingHours: USUAL_HOURS });
    const cut = await createCut(t, { name: 'Corte Temprano' });
    const barber = await addBarberAccount(t, { name: 'Tomás Temprano' });
    const lucia = await t.signUp({ name: 'Lucía Temprana' });
    // A weekday of the barber's week, after today: open whatever today is.
    const day = [1, 2, 3, 4, 5, 6]
      .map((n) => addDays(shopToday(), n))
      .find((date) => ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay()))!;
    await assignTo(t, (await book(t, lucia.token, { cutId: cut.id, date: day, time: '12:00' })).id, barber.id);

    const context = await newContext(browser, t.url, NARROW, { token: barber.token });
    const page = await context.newPage();
    const { beforeMain, asked } = await holdMainAndWatch(page);
    // Every ask for the week after the first (the page's head's) waits until the agenda has shown it: only
    // the early answer can have brought it.
    let shown!: () => void;
    const agendaShown = new Promise<void>((resolve) => (shown = resolve));
    let weekAsks = 0;
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName === 'BarberAgendaWeek' && ++weekAsks > 1) await agendaShown;
      await route.continue();
    });
    await page.goto('/barber');
    await page.locator(`.barber-agenda__day[data-date="${day}"] li`).getByText('Lucía Temprana').waitFor();
    shown();
    expect(beforeMain).toContain('/graphql BarberAgendaWeek');
    // The start-up took the early public config instead of asking again.
    expect(asked.filter((name) => name === '/api/config/public')).toHaveLength(1);
    expect(await leftUntaken(page)).toEqual([]);
    await context.close();
  });

  it('an early answer is taken only by the same request: another account’s token asks the server', async () => {
    const ana = await t.signUp({ name: 'Ana Primera' });
    const bea = await t.signUp({ name: 'Bea Segunda' });
    const context = await newContext(browser, t.url, NARROW, { token: ana.token });
    const page = await context.newPage();
    // Bea signs in on this phone right after the page's head sent Ana's requests, before Apollo's first.
    await page.addInitScript((token) => {
      let answers: unknown;
      Object.defineProperty(window, '__barberiaEarly', {
        configurable: true,
        get: () => answers,
        set: (value) => {
          answers = value;
          localStorage.setItem('token', token);
        },
      });
    }, bea.token);
    const operations: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql' && request.method() === 'POST') {
        operations.push((request.postDataJSON() as { operationName: string }).operationName);
      }
    });
    await page.goto('/client');
    await expectText(page, '¡Hola, Bea!');
    expect(await page.getByText('Ana').count()).toBe(0);
    // Ana's early check went out, and Bea's own check too: Ana's answer was never used.
    expect(operations.filter((name) => name === 'Me')).toEqual(['Me', 'Me']);
    await context.close();
  });

  it('the sign-in page asks for no area’s code', async () => {
    const roles = await plan(t.url);
    const context = await newContext(browser, t.url, NARROW);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).waitFor();
    const paths = (await requested(page)).map((file) => file.path);
    for (const start of Object.values(roles)) {
      for (const file of [...start.layout, ...start.home]) expect(paths).not.toContain(file);
    }
    await context.close();
  });
});
