import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createCut } from '../support/booking';
import { DON_PEPE } from '../support/business';
import { testAppForFile } from '../support/test-app';
import { browserForFile, browserSkipReason, NARROW, newContext, WIDE } from './support/browser';
import { screenChecker } from './support/screen-check';

// Issue 31 §7, decision 0023: the barber saved as «José Pérez» is José Pérez on every screen and in the log.
const looksRight = screenChecker('admin-name');

const header = (page: Page) => ({
  name: page.locator('.user-menu__name'),
  role: page.locator('.user-menu__role'),
});

async function openMenuLink(page: Page, name: RegExp, narrow: boolean) {
  if (narrow) await page.getByRole('button', { name: 'Abrir menú' }).first().click();
  await page.getByRole('navigation', { name: 'Menú de administración' }).getByRole('link', { name }).click();
}

describe.skipIf(!!browserSkipReason)('the barber has a name', () => {
  const t = testAppForFile();
  const browser = browserForFile();

  it('saved as «José Pérez» in Configuración: greeting, header and Actividad say José; Mi Perfil renames him everywhere, at 375 and 1280 px', async () => {
    await createCut(t, { name: 'Corte Clásico' });
    for (const [width, viewport] of [
      ['375', NARROW],
      ['1280', WIDE],
    ] as const) {
      const narrow = width === '375';
      const page = await (await newContext(browser, t.url, viewport, { token: await t.adminToken() })).newPage();

      await page.goto('/admin/config');
      await page.getByRole('heading', { name: 'Datos del Negocio' }).waitFor();
      await page.getByLabel('Nombre del negocio').fill(DON_PEPE.businessName);
      await page.getByLabel('Nombre del administrador').fill(DON_PEPE.adminName);
      await page.getByLabel('Teléfono').fill(DON_PEPE.phone);
      await page.getByLabel('Email').fill(DON_PEPE.email);
      await page.getByLabel('Dirección').fill(DON_PEPE.address);
      await page.getByRole('button', { name: 'Guardar Cambios' }).click();
      await page.getByText('✅ Configuración actualizada exitosamente.').waitFor();
      // No reload: the header follows the save.
      await expect.poll(() => header(page).name.innerText()).toBe('José Pérez');
      expect(await header(page).role.innerText()).toBe('Administrador');

      await openMenuLink(page, /Dashboard/, narrow);
      const greeting = page.getByRole('heading', { level: 1 });
      await expect.poll(() => greeting.innerText()).toMatch(/^Buen(os días|as tardes|as noches), José$/);
      await looksRight(page, 'dashboard', width);

      await openMenuLink(page, /Actividad/, narrow);
      const entries = page.getByRole('list', { name: 'Entradas de actividad' }).getByRole('listitem');
      const saved = entries.filter({ hasText: 'Configuración cambiada' }).first();
      await saved.waitFor();
      expect(await saved.locator('.activity-entry__meta').innerText()).toMatch(/· José Pérez$/);
      // Entries from before the save (creating the cut, signing in) name him too: they keep his account, not a name.
      const created = entries.filter({ hasText: 'Corte creado' });
      expect(await created.locator('.activity-entry__meta').innerText()).toMatch(/· José Pérez$/);
      expect(await entries.filter({ hasText: 'Inicio de sesión — José Pérez' }).count()).toBeGreaterThan(0);
      // No entry is signed «Administrador» any more ('Administrador' is still the changed field's label).
      expect(
        await entries
          .locator('.activity-entry__meta')
          .filter({ hasText: /Administrador/ })
          .count(),
      ).toBe(0);
      await looksRight(page, 'activity', width);

      await openMenuLink(page, /Mi Perfil/, narrow);
      await page.waitForURL('**/admin/profile');
      await page.getByRole('heading', { level: 2, name: 'José Pérez' }).waitFor();
      await page.getByText(/^Administrador desde /).waitFor();
      await looksRight(page, 'profile', width);
      await page.getByRole('button', { name: 'Editar' }).click();
      await page.getByLabel('Nombre').fill('José Pérez Gil');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.getByRole('heading', { level: 2, name: 'José Pérez Gil' }).waitFor();
      await expect.poll(() => header(page).name.innerText()).toBe('José Pérez Gil');

      // Configuración says the same name: there is only one.
      await openMenuLink(page, /Configuración/, narrow);
      await expect.poll(() => page.getByLabel('Nombre del administrador').inputValue()).toBe('José Pérez Gil');
      await page.context().close();
    }
  });
});
