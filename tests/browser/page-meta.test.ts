import { describe, expect, it } from 'vitest';
import { saveElClasico } from '../support/business';
import { testAppForFile } from '../support/test-app';
import { browserForFile, browserSkipReason, newContext } from './support/browser';

const description = (page: import('playwright-core').Page) =>
  page.locator('meta[name="description"]').getAttribute('content');

// What a browser tab, a bookmark and a link preview show: the shop's own name, never another shop's.
describe.skipIf(!!browserSkipReason)('page title and description', () => {
  const t = testAppForFile();
  const browser = browserForFile();

  it('the served pages name no shop until one is saved', async () => {
    const index = await (await fetch(`${t.url}/login`, { headers: { accept: 'text/html' } })).text();
    expect(index).toContain('<title>Barbería</title>');
    expect(index).toContain('<meta name="description" content="Reserva tu cita en la barbería." />');
    const graphiql = await (await fetch(`${t.url}/graphql`, { headers: { accept: 'text/html' } })).text();
    expect(graphiql).toContain('<title>GraphiQL · Barbería</title>');
    for (const html of [index, graphiql]) expect(html).not.toMatch(/Elite/i);
  });

  it("carry the saved shop's name once the admin saves it", async () => {
    const context = await newContext(browser, t.url);
    const page = await context.newPage();
    await page.goto('/login');
    await expect.poll(() => page.title()).toBe('Iniciar Sesión · Tu Barbería');
    expect(await description(page)).toBe('Reserva tu cita en la barbería.');

    await saveElClasico(t);
    await page.reload();
    await expect.poll(() => page.title()).toBe('Iniciar Sesión · Barbería El Clásico');
    await expect.poll(() => description(page)).toBe('Reserva tu cita en Barbería El Clásico.');
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
    await context.close();
  });
});
