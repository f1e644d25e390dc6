import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminPage,
  dayButton,
  dayCard,
  dialog,
  expectToast,
  fixedNow,
  seedConfirmedClassicCutBooking,
} from './support/admin-area';
import { browserSkipReason, testAppAndBrowserForFile, WIDE } from './support/browser';
import { screenChecker } from './support/screen-check';

// The shop's now is Wednesday 16 January 2030 (admin-area's FIXED_NOW).
const THURSDAY = '2030-01-17';
const FRIDAY = '2030-01-18';
const checkScreen = screenChecker('calendar-move');

describe.skipIf(!!browserSkipReason)('the barber moves an appointment from the day view', () => {
  const { t, browser } = testAppAndBrowserForFile({ now: fixedNow });

  beforeAll(async () => {
    await seedConfirmedClassicCutBooking(t, 'Ana Movida', THURSDAY);
  });

  it('Mover: another day and time, the card leaves one day for the other, still confirmed', async () => {
    const page = await adminPage(browser, t, WIDE);
    await page.goto('/admin/appointments');
    await dayButton(page, THURSDAY).click();
    await dayCard(page, 'Ana Movida', '10:00 AM').getByRole('button', { name: 'Mover' }).click();

    const move = dialog(page, 'Mover cita');
    await move.getByText('Ana Movida, 10:00 AM. El cliente recibe la nueva hora por correo.').waitFor();
    await checkScreen(page, 'modal', '1280');
    await move.getByLabel('Fecha').fill(FRIDAY);
    await move.locator('select option[value="11:30"]').waitFor({ state: 'attached' });
    await move.getByLabel('Hora').selectOption('11:30');
    await move.getByRole('button', { name: 'Mover cita' }).click();
    await expectToast(page, 'Cita movida: el cliente recibe la nueva hora');
    await move.waitFor({ state: 'detached' });

    // Thursday's list no longer has it; Friday's has it at 11:30, confirmed.
    await dialog(page, /Citas del jueves, 17 de enero/)
      .getByText('No hay citas para este día.')
      .waitFor();
    await page.keyboard.press('Escape');
    await dayButton(page, FRIDAY).click();
    const card = dayCard(page, 'Ana Movida', '11:30 AM');
    await card.locator('.status-badge', { hasText: 'Confirmada' }).waitFor();
    const trail = await t.gql<{ auditLog: { action: string }[] }>(
      '{ auditLog(action: APPOINTMENT_MOVED) { action } }',
      {},
      await t.adminToken(),
    );
    expect(trail.data!.auditLog).toHaveLength(1);
    await page.context().close();
  });
});
