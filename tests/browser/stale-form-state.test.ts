import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { book, type CutRef } from '../support/booking';
import { testAppForFile } from '../support/test-app';
import { adminPage, fixedNow, openNewAppointment, seedCuts } from './support/admin-area';
import { browserForFile, browserSkipReason, screenshot, screenshotDir } from './support/browser';
import { configureShop } from './support/client-area';

// QA on the barber's forms: what a form showed before must not outlive what happened since.
describe.skipIf(!!browserSkipReason)('stale state on the barber’s forms', () => {
  const t = testAppForFile({ now: fixedNow });
  const browser = browserForFile();
  let cuts: { classic: CutRef };

  beforeAll(async () => {
    await configureShop(t);
    cuts = await seedCuts(t);
  });

  it('Reglas de Reserva: the last save’s success banner goes once the form has errors', async () => {
    const page = await adminPage(browser, t);
    await page.goto('/admin/config');
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Reglas de Reserva' }) });
    const saved = form.getByRole('status').filter({ hasText: 'Reglas de reserva actualizadas exitosamente' });
    const margin = form.getByLabel('Margen entre citas (minutos)');

    await margin.fill('10');
    await form.getByRole('button', { name: 'Guardar Reglas' }).click();
    await saved.waitFor();

    await margin.fill('-5');
    await form.getByRole('button', { name: 'Guardar Reglas' }).click();
    await form.getByText('El margen entre citas debe ser un número entero de 0 a 120 minutos').waitFor();
    expect(await saved.count()).toBe(0);
    await form.screenshot({ path: path.join(screenshotDir, 'stale-form-rules-error.png') });
    await page.context().close();
  });

  it('Nueva cita: a time taken meanwhile is refused and no longer offered', async () => {
    const ana = await t.signUp({ name: 'Ana Ruiz', email: 'ana@test.local' });
    const page = await adminPage(browser, t);
    const form = await openNewAppointment(page, '2030-01-17');
    await form.getByLabel('Nombre').fill('José Peña');
    await form.getByLabel('Servicio').selectOption(cuts.classic.id);
    const taken = form.locator('select option[value="10:00"]');
    await taken.waitFor({ state: 'attached' });
    const offered = await form.getByLabel('Hora').locator('option[value]:not([value=""])').count();
    await form.getByLabel('Hora').selectOption('10:00');

    // Someone else gets there first. The live calendar may withdraw the time before the click lands, or the
    // server refuses it ('Ese horario ya no está disponible'): either way the form stops offering it.
    await book(t, ana.token, { cutId: cuts.classic.id, date: '2030-01-17', time: '10:00' });
    await form.getByRole('button', { name: 'Crear cita' }).click();

    await expect.poll(() => taken.count(), { timeout: 5_000 }).toBe(0);
    const day = await t.gql<{ appointments: { walkInName: string | null }[] }>(
      '{ appointments(from: "2030-01-17", to: "2030-01-17") { walkInName } }',
      {},
      await t.adminToken(),
    );
    expect(day.data!.appointments.map((a) => a.walkInName)).toEqual([null]);
    const left = await form.getByLabel('Hora').locator('option[value]:not([value=""])').count();
    expect(left).toBeLessThan(offered);
    await screenshot(page, 'stale-form-slot-taken');
    await page.context().close();
  });
});
