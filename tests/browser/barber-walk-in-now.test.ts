import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createCut, type CutRef } from '../support/booking';
import { saveBookingRules, saveElClasico, USUAL_HOURS } from '../support/business';
import { dayButton, dayCard, dialog, expectToast } from './support/admin-area';
import { browserSkipReason, newContext, testAppAndBrowserForFile, type PageOpener } from './support/browser';
import { screenChecker, VIEWPORTS } from './support/screen-check';
import type { TestApp } from '../support/test-app';

// Issue 31, point 2: at 16:30 the barber could not take the client in front of him (the clients' notice
// offered 19:00 first). Wednesday 16 January 2030, 16:30 in New York, for the server and the browser alike.
const NOW = '2030-01-16T21:30:00.000Z';
const TODAY = '2030-01-16';
const SUNDAY = '2030-01-20';
const OUTSIDE = 'Fuera del horario, ¿reservar igualmente?';
const checkScreen = screenChecker('walk-in-now');

async function barberAt(browser: PageOpener, t: TestApp, viewport: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser, t.url, viewport, { token: await t.adminToken() });
  await context.clock.install({ time: new Date(NOW) });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** The day's window and its «Nueva cita» form, with the walk-in's name and the cut chosen. */
async function newWalkIn(page: Page, date: string, name: string, cut: CutRef) {
  await page.goto('/admin/appointments');
  await dayButton(page, date).click();
  await dialog(page, /Citas del/)
    .getByRole('button', { name: 'Nueva cita' })
    .click();
  const form = dialog(page, 'Nueva cita');
  await form.getByLabel('Nombre').fill(name);
  await form.getByLabel('Servicio').selectOption(cut.id);
  await form.locator('select optgroup').first().waitFor({ state: 'attached' });
  return form;
}

describe.skipIf(!!browserSkipReason)('the barber takes the client in front of him (issue 31)', () => {
  const { t, browser } = testAppAndBrowserForFile({ now: () => new Date(NOW) });
  let cut: CutRef;

  beforeAll(async () => {
    await saveElClasico(t, { openingHours: USUAL_HOURS });
    await saveBookingRules(t, { minNoticeHours: 3 });
    cut = await createCut(t, { name: 'Corte Clásico', price: 20, duration: 30 });
  });

  for (const [index, [width, viewport]] of VIEWPORTS.entries()) {
    it(`books a walk-in at the current time, and one after closing once confirmed, at ${width} px`, async () => {
      const page = await barberAt(browser, t, viewport);
      const walkIn = index === 0 ? 'Luis Puerta' : 'Marta Silla';
      const form = await newWalkIn(page, TODAY, walkIn, cut);
      const time = form.getByLabel('Hora');
      // Within the hours the first time is the one under way, despite the clients' three hours of notice.
      const within = form.locator('optgroup[label="En horario de atención"] option');
      expect(await within.allInnerTexts()).toEqual(['4:30 PM (ahora)', '5:00 PM', '5:30 PM']);
      expect(await form.locator('optgroup[label="Fuera del horario"] option').first().innerText()).toBe('6:00 PM');
      await form.getByText('3 horarios disponibles').waitFor();
      await time.selectOption('16:30');
      await checkScreen(page, 'new-walk-in-now', width);
      await form.getByRole('button', { name: 'Crear cita' }).click();
      await expectToast(page, 'Cita creada exitosamente');
      expect(await dialog(page, OUTSIDE).count()).toBe(0);
      await dayCard(page, walkIn, '4:30 PM').locator('.status-badge', { hasText: 'Confirmada' }).waitFor();

      // After closing: the barber is asked, and the appointment is his once he says yes.
      const late = await newWalkIn(page, TODAY, `${walkIn} Tarde`, cut);
      expect(await late.locator('optgroup[label="En horario de atención"] option').allInnerTexts()).toEqual([
        '5:00 PM',
        '5:30 PM',
      ]);
      await late.getByLabel('Hora').selectOption(index === 0 ? '19:00' : '19:30');
      await late.getByRole('button', { name: 'Crear cita' }).click();
      const question = dialog(page, OUTSIDE);
      await question
        .getByText(`Las ${index === 0 ? '7:00' : '7:30'} PM quedan fuera del horario de atención o en un descanso.`, {
          exact: false,
        })
        .waitFor();
      await checkScreen(page, 'outside-hours-question', width);
      // «Cancelar» books nothing and leaves the form as it was.
      await question.getByRole('button', { name: 'Cancelar' }).click();
      await late.getByRole('button', { name: 'Crear cita' }).click();
      await dialog(page, OUTSIDE).getByRole('button', { name: 'Reservar igualmente' }).click();
      await expectToast(page, 'Cita creada exitosamente');
      const lateCard = dayCard(page, `${walkIn} Tarde`, index === 0 ? '7:00 PM' : '7:30 PM');
      await lateCard.locator('.status-badge', { hasText: 'Confirmada' }).waitFor();
      await checkScreen(page, 'day-with-walk-ins', width);

      // A closed Sunday still offers «Nueva cita»: every time there is outside the hours.
      const sunday = await newWalkIn(page, SUNDAY, 'Domingo Cerrado', cut);
      await sunday.getByText('No quedan horarios en el horario de atención', { exact: false }).waitFor();
      expect(await sunday.locator('optgroup[label="En horario de atención"]').count()).toBe(0);
      await checkScreen(page, 'closed-day-form', width);
      await page.context().close();

      const { appointments } = (
        await t.gql(
          `{ appointments(from: "${TODAY}", to: "${TODAY}") { time walkInName status } }`,
          {},
          await t.adminToken(),
        )
      ).data!;
      expect(appointments).toEqual(
        expect.arrayContaining([
          { time: '16:30', walkInName: walkIn, status: 'CONFIRMED' },
          { time: index === 0 ? '19:00' : '19:30', walkInName: `${walkIn} Tarde`, status: 'CONFIRMED' },
        ]),
      );
      // The next viewport takes the client in front of the barber again.
      await t.app.dataSource.query(`DELETE FROM appointments WHERE "time" = '16:30'`);
    }, 90_000);
  }
});
