import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays } from '../../server/src/features/appointments/shop-clock';
import { book } from '../support/booking';
import {
  adminPage,
  dayButton,
  dialog,
  fixedNow,
  removeClosure,
  seedConfirmedClassicCutBooking,
} from './support/admin-area';
import { browserSkipReason, testAppAndBrowserForFile, WIDE } from './support/browser';
import { checkLayoutAndA11y } from './support/screen-check';

// The shop's now is Wednesday 16 January 2030 (admin-area's FIXED_NOW); Sundays are closed (USUAL_HOURS).
const PAST_SUNDAY = '2030-01-13';
const SUNDAY = '2030-01-20';
const HOLIDAY_START = '2030-01-22';
const HOLIDAY_END = addDays(HOLIDAY_START, 1);
const OPEN_DAY = '2030-01-24';
const NO_NOTE = '2030-01-25';
const LATER = '2030-01-29';
const PHONE = { width: 390, height: 844 };

const ADD_CLOSURE = `mutation($input: ClosedDateInput!) { addClosedDate(input: $input) { id } }`;

/** What a screen reader says for the day's cell (its visually-hidden description). */
const cellText = (page: Page, date: string) => dayButton(page, date).locator('.visually-hidden').innerText();
const cellMark = (page: Page, date: string) => dayButton(page, date).locator('.calendar-day__closed');

describe.skipIf(!!browserSkipReason)('the calendar shows when the shop is closed', () => {
  const { t, browser } = testAppAndBrowserForFile({ now: fixedNow });

  beforeAll(async () => {
    // Booked before the closure: it stays, for the barber to move or reject.
    const { cut } = await seedConfirmedClassicCutBooking(t, 'Ana Cierre', HOLIDAY_START);
    // A request still waiting when the barber closes the day: it can be rejected, not confirmed.
    const beto = await t.signUp({ name: 'Beto Espera' });
    await book(t, beto.token, { cutId: cut.id, date: HOLIDAY_END, time: '11:00' });
    const admin = await t.adminToken();
    for (const input of [
      { startDate: HOLIDAY_START, endDate: HOLIDAY_END, note: 'Vacaciones' },
      { startDate: NO_NOTE, endDate: NO_NOTE, note: null },
    ]) {
      expect((await t.gql(ADD_CLOSURE, { input }, admin)).errors).toBeUndefined();
    }
  });

  for (const [width, viewport] of [
    ['1280', WIDE],
    ['390', PHONE],
  ] as const) {
    it(`marks closed days, keeps their appointments and explains them in the day view at ${width} px`, async () => {
      const page = await adminPage(browser, t, viewport);
      await page.goto('/admin/appointments');

      // A phone's cell is too narrow for the note: it says 'Cerrado' and the day view gives the note.
      const holidayMark = viewport === WIDE ? 'Vacaciones' : 'Cerrado';
      await expect.poll(() => cellMark(page, HOLIDAY_START).innerText()).toBe(holidayMark);
      expect(await cellMark(page, HOLIDAY_END).innerText()).toBe(holidayMark);
      expect(await cellText(page, HOLIDAY_START)).toBe('martes, 22 de enero, cerrado (Vacaciones), 1 cita');
      expect(await dayButton(page, HOLIDAY_START).locator('.calendar-chip').count()).toBe(1);
      // Wide cells say '10:00 AM Ana'; a phone's, '10:00a': never a time without its half of the day.
      const chip = (await dayButton(page, HOLIDAY_START).locator('.calendar-chip').innerText()).replace(/\s+/g, ' ');
      expect(chip.trim()).toBe(viewport === WIDE ? '10:00 AM Ana' : '10:00a');
      expect(await cellMark(page, SUNDAY).innerText()).toBe('Cerrado');
      expect(await cellText(page, SUNDAY)).toBe('domingo, 20 de enero, cerrado, sin citas');
      expect(await cellMark(page, NO_NOTE).innerText()).toBe('Cerrado');
      expect(await cellMark(page, PAST_SUNDAY).count()).toBe(0);
      expect(await cellMark(page, OPEN_DAY).count()).toBe(0);
      expect(await cellText(page, OPEN_DAY)).toBe('jueves, 24 de enero, sin citas');
      await checkLayoutAndA11y(page, `calendar-closed-days-${width}`, `calendar at ${width} px`);

      await dayButton(page, HOLIDAY_START).click();
      const holiday = dialog(page, /Citas del martes, 22 de enero/);
      await holiday.getByText('La barbería está cerrada ese día (Vacaciones).').waitFor();
      await holiday.getByText('Ana Cierre').waitFor();
      // Issue 31: the barber may still book a closed day, once he confirms «Fuera del horario».
      await holiday.getByRole('button', { name: 'Nueva cita' }).waitFor();
      await checkLayoutAndA11y(page, `calendar-closed-day-modal-${width}`, `closed day at ${width} px`);
      await holiday.getByRole('button', { name: 'Cerrar' }).first().click();

      await dayButton(page, SUNDAY).click();
      const sunday = dialog(page, /Citas del domingo, 20 de enero/);
      await sunday.getByText('La barbería no abre ese día.').waitFor();
      await sunday.getByRole('button', { name: 'Nueva cita' }).waitFor();
      await sunday.getByRole('button', { name: 'Cerrar' }).first().click();

      await dayButton(page, OPEN_DAY).click();
      const open = dialog(page, /Citas del jueves, 24 de enero/);
      await open.getByRole('button', { name: 'Nueva cita' }).waitFor();
      expect(await open.getByText(/La barbería/).count()).toBe(0);
      await page.context().close();
    });
  }

  it('a request left on a closed day offers Rechazar, not Confirmar, and says why', async () => {
    const page = await adminPage(browser, t, WIDE);
    await page.goto('/admin/appointments');
    await dayButton(page, HOLIDAY_END).click();
    const day = dialog(page, /Citas del miércoles, 23 de enero/);
    const card = day.locator('article', { hasText: 'Beto Espera' });
    await card
      .getByRole('note')
      .filter({
        hasText:
          'La barbería está cerrada ese día (Vacaciones): rechaza la cita o quita el cierre antes de confirmarla.',
      })
      .waitFor();
    expect(await card.getByRole('button', { name: 'Confirmar' }).count()).toBe(0);
    await card.getByRole('button', { name: 'Rechazar' }).waitFor();
    await page.context().close();
  });

  it('a closure added or removed in Configuración shows on coming back to the calendar', async () => {
    const page = await adminPage(browser, t, WIDE);
    await page.goto('/admin/appointments');
    await cellMark(page, HOLIDAY_START).waitFor();
    expect(await cellMark(page, LATER).count()).toBe(0);

    const menuTo = (name: RegExp) => page.getByRole('link', { name }).first().click();
    await menuTo(/^Configuración/);
    const panel = page.getByRole('region', { name: 'Días Cerrados' });
    await panel.getByLabel('Desde', { exact: true }).fill(LATER);
    await panel.getByLabel('Nota (opcional)').fill('Formación');
    await panel.getByRole('button', { name: 'Agregar Cierre' }).click();
    await panel.getByRole('status').filter({ hasText: 'Cierre agregado exitosamente' }).waitFor();

    await menuTo(/^Citas/);
    await expect.poll(() => cellMark(page, LATER).allInnerTexts()).toEqual(['Formación']);

    await menuTo(/^Configuración/);
    await removeClosure(page, 'Formación');
    await panel.getByText('Formación').waitFor({ state: 'detached' });

    await menuTo(/^Citas/);
    await expect.poll(() => cellMark(page, LATER).count()).toBe(0);
    expect(await cellText(page, LATER)).toBe('martes, 29 de enero, sin citas');
    await page.context().close();
  });
});
