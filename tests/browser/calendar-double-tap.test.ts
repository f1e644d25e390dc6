import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { book, createCut, type CutRef } from '../support/booking';
import { saveElClasico, USUAL_HOURS } from '../support/business';
import { adminPage, dayButton, dayCard, dialog, expectToast, fixedNow, TODAY } from './support/admin-area';
import { browserSkipReason, screenshot, testAppAndBrowserForFile } from './support/browser';
import { screenChecker, VIEWPORTS } from './support/screen-check';

// The shop's now is Wednesday 16 January 2030, 09:00 in New York (admin-area's FIXED_NOW): a request for later
// today, once confirmed, can be marked completed — the button drawn where «Confirmar» was.
const checkScreen = screenChecker('calendar-double-tap');

describe.skipIf(!!browserSkipReason)(
  'a double tap in the day view makes one change, and a completion can be undone',
  () => {
    const { t, browser } = testAppAndBrowserForFile({ now: fixedNow });
    let cut: CutRef;

    beforeAll(async () => {
      await saveElClasico(t, { openingHours: USUAL_HOURS });
      cut = await createCut(t, { name: 'Corte Clásico', price: 20 });
    });

    const statusOf = async (id: string) =>
      (await t.app.dataSource.query(`SELECT status FROM appointments WHERE id = $1`, [id]))[0].status as string;

    const trailOf = async (id: string) =>
      (await t.app.dataSource.query(`SELECT action FROM audit_log WHERE target_id = $1 ORDER BY id`, [id])).map(
        (row: { action: string }) => row.action,
      ) as string[];

    async function openToday(page: Page) {
      await page.goto('/admin/appointments');
      await dayButton(page, TODAY).click();
      return dialog(page, /Citas del/);
    }

    it.each(VIEWPORTS)('at %s px', async (width, viewport) => {
      const name = `Doble ${width}`;
      const client = await t.signUp({ name });
      const time = width === '375' ? '15:00' : '16:00';
      const label = width === '375' ? '3:00 PM' : '4:00 PM';
      const { id } = await book(t, client.token, { cutId: cut.id, date: TODAY, time });
      const page = await adminPage(browser, t, viewport);
      await openToday(page);
      const card = dayCard(page, name, label);
      await card.getByRole('button', { name: 'Confirmar' }).waitFor();
      await checkScreen(page, 'pending', width);

      // A real double click: the second click lands where «Marcar como completada» is drawn next.
      await card.getByRole('button', { name: 'Confirmar' }).dblclick();
      await expectToast(page, 'Cita confirmada exitosamente');
      await card.locator('.status-badge', { hasText: 'Confirmada' }).waitFor();
      const complete = card.getByRole('button', { name: 'Marcar como completada' });
      await complete.waitFor();
      // The settling moment is over and nothing more was sent: confirmed, not completed, one change logged.
      await expect.poll(() => complete.isEnabled(), { timeout: 5_000 }).toBe(true);
      expect(await statusOf(id)).toBe('confirmed');
      expect(await trailOf(id)).toEqual(['appointment_requested', 'appointment_confirmed']);
      await checkScreen(page, 'confirmed', width);

      // «Marcar como completada», then «Deshacer» in its toast: confirmed again, both logged.
      await complete.click();
      const undo = page.locator('.Toastify__toast', { hasText: 'Cita marcada como completada' });
      await undo.getByRole('button', { name: 'Deshacer' }).waitFor();
      await card.locator('.status-badge', { hasText: 'Completada' }).waitFor();
      expect(await statusOf(id)).toBe('completed');
      // The toast with «Deshacer», once it has slid in (the screen checker closes toasts before its shots).
      await page.waitForTimeout(800);
      await screenshot(page, `calendar-double-tap-undo-toast-${width}`);
      await undo.getByRole('button', { name: 'Deshacer' }).click();
      await expectToast(page, 'Cambio deshecho: la cita vuelve a estar confirmada');
      await card.locator('.status-badge', { hasText: 'Confirmada' }).waitFor();
      expect(await statusOf(id)).toBe('confirmed');
      expect(await trailOf(id)).toEqual([
        'appointment_requested',
        'appointment_confirmed',
        'appointment_completed',
        'appointment_status_undone',
      ]);
      await checkScreen(page, 'undone', width);

      // Actividad tells the undo apart from the completion it took back.
      await page.goto('/admin/activity');
      await page
        .getByRole('list', { name: 'Entradas de actividad' })
        .getByRole('heading', {
          level: 2,
          name: `Cambio de estado deshecho — ${name}, miércoles, 16 de enero, ${label}`,
        })
        .waitFor();
      await checkScreen(page, 'activity', width);
      await page.context().close();
    });
  },
);
