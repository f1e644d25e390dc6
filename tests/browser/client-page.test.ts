import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { book, setStatus } from '../support/booking';
import { saveElClasico, USUAL_HOURS } from '../support/business';
import { testAppForFile } from '../support/test-app';
import { adminPage, dayCard, expectFigure, fixedNow, seedCuts } from './support/admin-area';
import { browserForFile, browserSkipReason } from './support/browser';
import { screenChecker, VIEWPORTS } from './support/screen-check';

// Issue 31 §9: the barber's page of one client — data, figures, every appointment — from Clientes and from the
// day's window (a walk-in without an account has no page). The shop's clock is admin-area's FIXED_NOW,
// Wednesday 16 January 2030, 09:00.
const looksRight = screenChecker('client-page');
const BARBER_BOOKS = `mutation($input: BarberAppointmentInput!) { createBarberAppointment(input: $input) { id } }`;

const clientsLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Menú de administración' }).getByRole('link', { name: /Clientes/ });

describe.skipIf(!!browserSkipReason)("the barber's page of a client", () => {
  const t = testAppForFile({ now: fixedNow });
  const browser = browserForFile();
  let ana: { id: string; token: string };

  beforeAll(async () => {
    await saveElClasico(t, { openingHours: USUAL_HOURS });
    const { classic, fade } = await seedCuts(t);
    ana = await t.signUp({ name: 'Ana Ficha', email: 'ana.ficha@test.local', phone: '305-555-0142' });
    await t.signUp({ name: 'Beto Lista', email: 'beto.lista@test.local' });

    // One at a time: an unverified client may hold a single live booking.
    const done = await setStatus(
      t,
      (await book(t, ana.token, { cutId: classic.id, date: '2030-01-17', time: '10:00' })).id,
      'CONFIRMED',
    );
    await t.at(new Date(done.startsAt), () => setStatus(t, done.id, 'COMPLETED'));
    const missed = await setStatus(
      t,
      (await book(t, ana.token, { cutId: fade.id, date: '2030-01-18', time: '10:00' })).id,
      'CONFIRMED',
    );
    await t.at(new Date(new Date(missed.startsAt).getTime() + 60_000), () => setStatus(t, missed.id, 'NO_SHOW'));
    await book(t, ana.token, { cutId: classic.id, date: '2030-01-21', time: '11:00', note: 'Con barba' });
    const walkIn = { cutId: classic.id, date: '2030-01-21', time: '09:00', walkInName: 'José Peña' };
    expect((await t.gql(BARBER_BOOKS, { input: walkIn }, await t.adminToken())).errors).toBeUndefined();
  });

  async function expectAnasPage(page: Page, width: string) {
    await page.waitForURL(`**/admin/users/${ana.id}`);
    await page.getByRole('heading', { level: 1, name: 'Ana Ficha' }).waitFor();
    const data = page.getByRole('region', { name: /^Datos/ });
    await data.getByText('ana.ficha@test.local').waitFor();
    await data.getByText('305-555-0142').waitFor();
    await data.getByText('Pendiente', { exact: true }).waitFor();
    await expectFigure(data, 'Citas', '3');
    await expectFigure(data, 'Citas completadas', '1');
    await expectFigure(data, 'No asistió', '1');
    await expectFigure(data, 'Total gastado', '$20.00');

    const upcoming = page.getByRole('region', { name: /^Próximas citas/ }).getByRole('listitem');
    expect(await upcoming.count()).toBe(1);
    expect(await upcoming.first().innerText()).toMatch(
      /21 de enero[\s\S]*11:00 AM[\s\S]*Pendiente[\s\S]*Corte Clásico[\s\S]*Nota: Con barba/i,
    );
    const past = page.getByRole('region', { name: /^Historial/ }).getByRole('listitem');
    // Latest first (the day's wording is the shared formatter's); the walk-in of that Monday is not Ana's.
    expect(await past.allInnerTexts()).toEqual([
      expect.stringMatching(/18 de enero[\s\S]*10:00 AM[\s\S]*No asistió[\s\S]*Degradado · 45 min · \$25\.00/i),
      expect.stringMatching(/17 de enero[\s\S]*10:00 AM[\s\S]*Completada[\s\S]*Corte Clásico · 30 min · \$20\.00/i),
    ]);
    expect(await page.getByText('José Peña').count()).toBe(0);
    // Still under Clientes in the menu (below 640 px the menu is closed).
    if (width === '1280') expect(await clientsLink(page).getAttribute('aria-current')).toBe('page');
  }

  for (const [width, viewport] of VIEWPORTS) {
    it(`opens from Clientes, with every appointment and the figures, at ${width} px`, async () => {
      const page = await adminPage(browser, t, viewport);
      await page.goto('/admin/users');
      await page.getByRole('link', { name: 'Ver la ficha de Ana Ficha' }).click();
      await expectAnasPage(page, width);
      await looksRight(page, 'from-clients', width);

      // Its day in the calendar, one tap away.
      await page
        .getByRole('region', { name: /^Próximas citas/ })
        .getByRole('link', { name: 'Ver el día en el calendario' })
        .click();
      await page.waitForURL(/\/admin\/appointments\?dia=2030-01-21$/);
      await page.getByRole('dialog').waitFor();
      await page.context().close();
    });

    it(`opens from the day's window by the client's name; a walk-in's name is no link, at ${width} px`, async () => {
      const page = await adminPage(browser, t, viewport);
      await page.goto('/admin/appointments?dia=2030-01-21');
      const day = page.getByRole('dialog');
      await dayCard(page, 'José Peña', '9:00 AM').waitFor();
      expect(await dayCard(page, 'José Peña', '9:00 AM').getByRole('link', { name: 'José Peña' }).count()).toBe(0);
      const name = dayCard(page, 'Ana Ficha', '11:00 AM').getByRole('link', { name: 'Ana Ficha' });
      await looksRight(page, 'day-link', width);
      await name.click();
      await expectAnasPage(page, width);
      expect(await day.count()).toBe(0);
      // Back returns to the day it came from.
      await page.goBack();
      await page.getByRole('dialog').waitFor();
      await page.context().close();
    });
  }

  it('says «Cliente no encontrado» for an id that is no client, with the way back to Clientes', async () => {
    const page = await adminPage(browser, t, VIEWPORTS[0][1]);
    await page.goto('/admin/users/00000000-0000-4000-8000-000000000000');
    await page.getByRole('alert').filter({ hasText: 'Cliente no encontrado' }).waitFor();
    await looksRight(page, 'not-found', '375');
    await page.getByRole('link', { name: 'Volver a Clientes' }).first().click();
    await page.waitForURL('**/admin/users');
    await page.context().close();
  });
});
