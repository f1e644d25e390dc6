import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveBusinessConfig } from '../support/business';
import { testAppForFile } from '../support/test-app';
import { adminPage, pageAt, seedCuts, SHOP } from './support/admin-area';
import { browserForFile, browserSkipReason, NARROW, screenshot, WIDE } from './support/browser';
import { checkLayoutAndA11y, VIEWPORTS } from './support/screen-check';

const cards = (page: Page) => page.locator('li.cut-card');

// SPEC §2 "Haircut screens": the same catalogue under /admin/cuts (with controls) and
// /client/cuts (booking links and the shop's contact block, no admin controls).
describe.skipIf(!!browserSkipReason)('cut screens in both areas', () => {
  const t = testAppForFile();
  const browser = browserForFile();
  let client: { token: string };

  beforeAll(async () => {
    client = await t.signUp({ name: 'Lucía Gómez' });
  });

  it('shows the empty-catalogue message of each area', async () => {
    const page = await pageAt(browser, t, client.token, NARROW);
    await page.goto('/client/cuts');
    await page.getByText('No hay servicios disponibles').waitFor();
    expect(await page.getByRole('link', { name: /Agregar Corte/ }).count()).toBe(0);
    await screenshot(page, 'client-cuts-empty-375');
    await page.context().close();

    const admin = await adminPage(browser, t, NARROW);
    await admin.goto('/admin/cuts');
    await admin.getByText('No hay cortes disponibles').waitFor();
    await admin.context().close();
  });

  it('lists the services for clients: booking links, price and duration, search, contact block', async () => {
    const { classic, beard } = await seedCuts(t);
    const towel = await t.gql<{ createCut: { id: string } }>(
      'mutation($input: CutInput!) { createCut(input: $input) { id } }',
      {
        input: {
          name: 'Afeitado Tradicional',
          description: 'Incluye toalla caliente y navaja',
          price: 18.5,
          duration: 40,
        },
      },
      await t.adminToken(),
    );
    expect(towel.errors).toBeUndefined();
    await saveBusinessConfig(t, SHOP);

    for (const [width, viewport] of VIEWPORTS) {
      const page = await pageAt(browser, t, client.token, viewport);
      await page.goto('/client/cuts');
      await page.getByRole('heading', { name: 'Nuestros Servicios' }).waitFor();
      await expect.poll(() => cards(page).count()).toBe(4);
      // No admin controls in the client area.
      expect(await page.getByRole('link', { name: /Agregar Corte|Editar/ }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /Eliminar/ }).count()).toBe(0);

      const classicCard = cards(page).filter({ hasText: 'Corte Clásico' });
      expect(await classicCard.getByRole('link').getAttribute('href')).toBe(
        `/client/appointments/create?cutId=${classic.id}`,
      );
      await classicCard.getByText('$20.00').waitFor();
      await classicCard.getByText('30 min').waitFor();
      await cards(page).filter({ hasText: 'Afeitado Tradicional' }).getByText('$18.50').waitFor();

      // Contact block from the public config.
      const contact = page.locator('section.cuts-contact');
      expect(await contact.getByRole('link', { name: /Llamar/ }).getAttribute('href')).toBe('tel:+13055550199');
      expect(await contact.getByRole('link', { name: /Enviar e-mail/ }).getAttribute('href')).toBe(
        `mailto:${SHOP.email}`,
      );
      expect(await contact.getByRole('link', { name: /Ver en el mapa/ }).getAttribute('href')).toContain(
        encodeURIComponent(SHOP.address),
      );

      await checkLayoutAndA11y(page, `client-cuts-${width}`);

      // Search by name or description, case- and accent-insensitive.
      const search = page.getByLabel('Buscar cortes por nombre o descripción');
      await search.fill('BARBA');
      await expect.poll(() => cards(page).allInnerTexts()).toEqual([expect.stringContaining(beard.name)]);
      await search.fill('NAVAJA');
      await expect.poll(() => cards(page).allInnerTexts()).toEqual([expect.stringContaining('Afeitado Tradicional')]);
      await search.fill('clasico');
      await expect.poll(() => cards(page).allInnerTexts()).toEqual([expect.stringContaining('Corte Clásico')]);
      await search.fill('tinte');
      await page.getByText('No se encontraron cortes').waitFor();
      await page.getByRole('button', { name: 'Limpiar búsqueda' }).click();
      await expect.poll(() => cards(page).count()).toBe(4);

      // A card opens the booking form with the cut preselected.
      await classicCard.getByRole('link').click();
      await page.waitForURL((url) => url.pathname === '/client/appointments/create');
      expect(new URL(page.url()).searchParams.get('cutId')).toBe(classic.id);
      await page.context().close();
    }
  });

  it('sends a client who opens the create or edit address back to the catalogue', async () => {
    const page = await pageAt(browser, t, client.token, WIDE);
    await page.goto('/client/cuts/create');
    await page.waitForURL((url) => url.pathname === '/client/cuts');
    await page.goto('/client/cuts/whatever/edit');
    await page.waitForURL((url) => url.pathname === '/client/cuts');
    await page.context().close();
  });

  it('filters the admin catalogue the same way', async () => {
    const page = await adminPage(browser, t, WIDE);
    await page.goto('/admin/cuts');
    await expect.poll(() => cards(page).count()).toBe(4);
    await page.getByLabel('Buscar cortes por nombre o descripción').fill('degra');
    await expect.poll(() => cards(page).allInnerTexts()).toEqual([expect.stringContaining('Degradado')]);
    await page.context().close();
  });
});
