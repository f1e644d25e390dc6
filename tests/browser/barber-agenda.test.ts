import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays } from '../../server/src/features/appointments/shop-clock';
import { addBarberAccount, assignTo, type BarberAccount } from '../support/barber-account';
import { book, createCut, type CutRef } from '../support/booking';
import { saveElClasico, USUAL_HOURS } from '../support/business';
import { dayCard, expectToast, fixedNow, pageAt, TODAY } from './support/admin-area';
import { browserSkipReason, testAppAndBrowserForFile } from './support/browser';
import { screenChecker, VIEWPORTS } from './support/screen-check';

// Issue 32, «Mi agenda»: a barber signs in to their own appointments, acts on them and sees new ones arrive.

const TOMORROW = addDays(TODAY, 1);
const WALK_IN = `mutation($input: BarberAppointmentInput!) { createBarberAppointment(input: $input) { id } }`;
const check = screenChecker('barber-agenda');

describe.skipIf(!!browserSkipReason)('a barber’s «Mi agenda»', () => {
  const { t, browser } = testAppAndBrowserForFile({ now: fixedNow });
  let cut: CutRef;
  let barber: BarberAccount;
  let seeded = false;

  /** Their walk-in today, a client's request for them tomorrow, and the owner's appointment today. */
  async function seed(): Promise<void> {
    if (seeded) return;
    seeded = true;
    await saveElClasico(t, { openingHours: USUAL_HOURS });
    cut = await createCut(t, { name: 'Corte Clásico' });
    barber = await addBarberAccount(t, { name: 'Tomás Vidal' });
    const walkIn = {
      cutId: cut.id,
      date: TODAY,
      time: '10:00',
      walkInName: 'Pedro Mostrador',
      note: 'Solo las puntas',
    };
    const mine = await t.gql(WALK_IN, { input: walkIn }, barber.token);
    if (mine.errors) throw new Error(JSON.stringify(mine.errors));
    const lucia = await t.signUp({ name: 'Lucía Gómez' });
    const request = await book(t, lucia.token, { cutId: cut.id, date: TOMORROW, time: '12:00' });
    await assignTo(t, request.id, barber.id);
    // The owner's, at the same time as the walk-in: another agenda.
    const owners = await t.gql(
      WALK_IN,
      { input: { cutId: cut.id, date: TODAY, time: '10:00', walkInName: 'Marta Ajena' } },
      await t.adminToken(),
    );
    if (owners.errors) throw new Error(JSON.stringify(owners.errors));
  }

  async function signIn(page: Page) {
    await page.goto('/login');
    await page.getByLabel('Email').fill(barber.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(barber.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL('**/barber');
  }

  it.each(VIEWPORTS)(
    'lands on their agenda, confirms a request and sees a new booking arrive (%s px)',
    async (width, viewport) => {
      await seed();
      const page = await pageAt(browser, t, null, viewport);
      await signIn(page);
      await page.getByRole('heading', { level: 1, name: 'Mi agenda' }).waitFor();

      const today = page.getByRole('region', { name: /^Hoy/ });
      await dayCard(page, 'Pedro Mostrador', '10:00 AM').waitFor();
      expect(await today.getByText('Solo las puntas').isVisible()).toBe(true);
      expect(await page.getByText('Marta Ajena').count()).toBe(0);
      // Deleting and the client's page are the admin's.
      expect(await page.getByRole('button', { name: 'Eliminar' }).count()).toBe(0);
      // The phone's menu is folded away; the laptop's shows.
      if (width === '1280') {
        const nav = page.getByRole('navigation', { name: 'Menú del barbero' });
        for (const item of ['Mi agenda', 'Mi horario', 'Mi perfil']) {
          expect(await nav.getByRole('link', { name: new RegExp(item) }).count(), item).toBe(1);
        }
      }
      await check(page, 'week', width);

      const request = dayCard(page, 'Lucía Gómez', '12:00 PM');
      if (width === '375') {
        await request.getByRole('button', { name: 'Confirmar' }).click();
        await expectToast(page, 'Cita confirmada');
        await request.getByText('Confirmada').first().waitFor();
      }

      // Booked for them from elsewhere (their phone at the counter): it appears without a reload.
      await page.waitForTimeout(1_000);
      const time = width === '375' ? '14:00' : '15:00';
      const walkIn = await t.gql(
        WALK_IN,
        { input: { cutId: cut.id, date: TODAY, time, walkInName: `Nuevo ${width}` } },
        barber.token,
      );
      expect(walkIn.errors).toBeUndefined();
      await today.getByText(`Nuevo ${width}`).waitFor({ timeout: 5_000 });
      await check(page, 'live', width);

      // The admin's area sends them back to their agenda.
      await page.goto('/admin/appointments');
      await page.waitForURL('**/barber');
      await page.getByRole('heading', { level: 1, name: 'Mi agenda' }).waitFor();
      await page.context().close();
    },
  );

  it('opens «Mi horario» and «Mi perfil» from the menu', async () => {
    await seed();
    const page = await pageAt(browser, t, barber.token);
    await page.goto('/barber/horario');
    await page.getByRole('heading', { level: 1, name: 'Mi horario' }).waitFor();
    await check(page, 'hours', '1280');
    await page.goto('/barber/perfil');
    await page.getByRole('heading', { level: 1, name: 'Mi perfil' }).waitFor();
    await page.getByText(/^Barbero desde/).waitFor();
    await check(page, 'profile', '1280');
    await page.context().close();
  });
});
