import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addBarberAccount, type BarberAccount } from '../support/barber-account';
import { createCut, type CutRef } from '../support/booking';
import { saveElClasico, USUAL_HOURS } from '../support/business';
import { expectToast, fixedNow, pageAt } from './support/admin-area';
import { browserSkipReason, testAppAndBrowserForFile } from './support/browser';
import { screenChecker, VIEWPORTS } from './support/screen-check';

// Issue 32: a barber edits their own week in «Mi horario»; clients booking with them see it at once.

const SLOTS = `query($cutId: ID!, $date: String!, $barberId: ID) { availableSlots(cutId: $cutId, date: $date, barberId: $barberId) }`;
const MONDAY = '2030-01-21';
// A day off per width, so each run adds its own.
const DAY_OFF = { '375': '2030-01-23', '1280': '2030-01-24' } as const;
const check = screenChecker('barber-own-week');

describe.skipIf(!!browserSkipReason)('a barber’s own week in «Mi horario»', () => {
  const { t, browser } = testAppAndBrowserForFile({ now: fixedNow });
  let cut: CutRef;
  let barber: BarberAccount;
  let client: { token: string };

  async function seed(): Promise<void> {
    if (barber) return;
    await saveElClasico(t, { openingHours: USUAL_HOURS });
    cut = await createCut(t, { name: 'Corte Clásico' });
    barber = await addBarberAccount(t, { name: 'Tomás Vidal' });
    client = await t.signUp({ name: 'Lucía Gómez' });
  }

  async function signIn(page: Page) {
    await page.goto('/login');
    await page.getByLabel('Email').fill(barber.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(barber.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL('**/barber');
  }

  const slots = async (date: string) =>
    (await t.gql(SLOTS, { cutId: cut.id, date, barberId: barber.id }, client.token)).data?.availableSlots as string[];

  it.each(VIEWPORTS)(
    'sets their own hours and a day off «Curso», and books no one that day (%s px)',
    async (width, viewport) => {
      await seed();
      const page = await pageAt(browser, t, null, viewport);
      await signIn(page);
      await page.goto('/barber/horario');
      await page.getByRole('heading', { level: 1, name: 'Mi horario' }).waitFor();
      // The shop's week stays on the page, below their own.
      await page.getByRole('heading', { name: 'Horario de la barbería' }).waitFor();

      const hours = page.getByRole('form', { name: 'Horario de Tomás Vidal' });
      await hours.getByLabel('Un horario propio').check();
      await hours.getByLabel('Apertura del lunes').selectOption('12:00');
      await hours.getByRole('button', { name: 'Guardar Horario' }).click();
      await expectToast(page, 'Horario guardado');

      const timeOff = page.getByRole('form', { name: 'Agregar días libres a Tomás Vidal' });
      await timeOff.getByLabel('Desde').fill(DAY_OFF[width]);
      await timeOff.getByLabel('Nota (opcional)').fill('Curso');
      await timeOff.getByRole('button', { name: 'Agregar Días Libres' }).click();
      await expectToast(page, 'Días libres agregados');
      expect(await page.getByText('· Curso').count()).toBeGreaterThan(0);
      await check(page, 'edited', width);

      // What a client booking with them is offered: nothing that day, and Mondays from noon.
      expect(await slots(DAY_OFF[width])).toEqual([]);
      const monday = await slots(MONDAY);
      expect(monday.length).toBeGreaterThan(0);
      expect(monday[0]).toBe('12:00');
      await page.context().close();
    },
  );
});
