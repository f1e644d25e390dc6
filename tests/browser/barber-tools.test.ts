import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { book, setStatus, type CutRef } from '../support/booking';
import { CLIENTS_CSV_HEADER } from '../support/csv-download';
import { testAppForFile } from '../support/test-app';
import {
  adminPage,
  dayButton,
  dayCard,
  dialog,
  expectFigure,
  expectToast,
  fixedNow,
  seedCuts,
  SHOP,
} from './support/admin-area';
import { browserForFile, browserSkipReason } from './support/browser';
import { clientPage } from './support/client-area';
import { screenChecker, VIEWPORTS } from './support/screen-check';

const checkScreen = screenChecker('barber-tools');

/** Clicks what starts a download and parses the file it gives with a real CSV parser. */
async function downloadedCsv(page: Page, start: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  const text = fs.readFileSync((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return { name: download.suggestedFilename(), rows: parse(text, { bom: true }) as string[][] };
}

// Issue 15 in the browser: no-show from the day view, walk-ins and phone bookings, the CSV
// downloads, the no-show figures and the client's next appointment on their home.
describe.skipIf(!!browserSkipReason)('barber tools (issue 15)', () => {
  const t = testAppForFile({ now: fixedNow });
  const browser = browserForFile();
  let cuts: { classic: CutRef; fade: CutRef; beard: CutRef };
  let ana: { token: string; id: string; email: string };

  /** A confirmed appointment of Ana's on Tuesday 15 January 2030 (the day before "now"), at `time`. */
  async function pastConfirmed(time: string) {
    const { id } = await book(t, ana.token, { cutId: cuts.classic.id, date: '2030-01-18', time });
    await setStatus(t, id, 'CONFIRMED');
    const startsAt = new Date(`2030-01-15T${time}:00-05:00`);
    await t.app.dataSource.query(
      `UPDATE appointments SET "date" = '2030-01-15', starts_at = $2, ends_at = $2::timestamptz + interval '30 minutes', blocked_until = $2::timestamptz + interval '30 minutes' WHERE id = $1`,
      [id, startsAt],
    );
  }

  beforeAll(async () => {
    cuts = await seedCuts(t);
    const save = await t.gql(
      'mutation($input: BusinessConfigInput!) { updateBusinessConfig(input: $input) { businessName } }',
      { input: SHOP },
      await t.adminToken(),
    );
    expect(save.errors).toBeUndefined();
    ana = await t.signUp({ name: 'Ana López Muñoz', email: 'ana@test.local', phone: '305-555-0101' });
    await t.signUp({ name: 'Bruno Díaz', email: 'bruno@test.local', phone: '305-555-0202' });
    await pastConfirmed('10:00');
    await pastConfirmed('11:00');
    await book(t, ana.token, { cutId: cuts.fade.id, date: '2030-01-18', time: '15:00', note: 'Con navaja' });
  });

  for (const [index, [width, viewport]] of VIEWPORTS.entries()) {
    it(`marks a past confirmed appointment 'No asistió' from the day view at ${width} px`, async () => {
      const page = await adminPage(browser, t, viewport);
      await page.goto('/admin/appointments');
      await dayButton(page, '2030-01-15').click();
      const day = dialog(page, /Citas del/);
      const card = dayCard(page, 'Ana López Muñoz', index === 0 ? '10:00 AM' : '11:00 AM');
      await card.getByRole('button', { name: 'No asistió' }).waitFor();
      await checkScreen(page, 'day-no-show-button', width);
      await card.getByRole('button', { name: 'No asistió' }).click();
      await expectToast(page, 'Cita marcada como "No asistió"');
      await card.locator('.status-badge', { hasText: 'No asistió' }).waitFor();
      expect(await card.getByRole('button', { name: 'No asistió' }).count()).toBe(0);
      await day.getByRole('button', { name: 'Cerrar' }).first().click();
      await expectFigure(page, 'No asistió', String(index + 1));
      await checkScreen(page, 'calendar-counters', width);
      await page.context().close();
    }, 60_000);

    it(`books a walk-in and a registered client from the day view at ${width} px`, async () => {
      const page = await adminPage(browser, t, viewport);
      await page.goto('/admin/appointments');
      await dayButton(page, '2030-01-17').click();
      await dialog(page, /Citas del/)
        .getByRole('button', { name: 'Nueva cita' })
        .click();
      const form = dialog(page, 'Nueva cita');
      await form.getByLabel('Nombre').waitFor();
      await checkScreen(page, 'new-appointment', width);

      // Refused before it reaches the server: the shared rules speak Spanish.
      await form.getByRole('button', { name: 'Crear cita' }).click();
      await form.getByText('El nombre del cliente es requerido').waitFor();
      await form.getByText('Debes seleccionar un tipo de corte').waitFor();
      await checkScreen(page, 'new-appointment-errors', width);

      const walkIn = index === 0 ? 'José Peña' : 'Lucía Ortega';
      const walkInTime = index === 0 ? '09:00' : '10:00';
      await form.getByLabel('Nombre').fill(walkIn);
      await form.getByLabel('Teléfono (opcional)').fill('305-555-0303');
      await form.getByLabel('Servicio').selectOption(cuts.classic.id);
      await form.locator(`select option[value="${walkInTime}"]`).waitFor({ state: 'attached' });
      await form.getByLabel('Hora').selectOption(walkInTime);
      await form.getByRole('button', { name: 'Crear cita' }).click();
      await expectToast(page, 'Cita creada exitosamente');
      const walkInCard = dayCard(page, walkIn, walkInTime === '09:00' ? '9:00 AM' : '10:00 AM');
      await walkInCard.getByText('Sin cuenta').waitFor();
      await walkInCard.locator('.status-badge', { hasText: 'Confirmada' }).waitFor();
      await walkInCard.getByText('305-555-0303').waitFor();
      // One tap calls them from the barber's phone.
      expect(await walkInCard.getByRole('link', { name: '305-555-0303' }).getAttribute('href')).toBe('tel:3055550303');

      // The time just taken is no longer offered; a registered client is found by search.
      await dialog(page, /Citas del/)
        .getByRole('button', { name: 'Nueva cita' })
        .click();
      await form.getByLabel('Cliente registrado').check();
      await form.getByRole('searchbox', { name: 'Buscar cliente' }).fill('bru');
      await form.getByLabel(/Bruno Díaz/).check();
      await form.getByText('Cita para: Bruno Díaz').waitFor();
      await form.getByLabel('Servicio').selectOption(cuts.beard.id);
      const clientTime = index === 0 ? '11:00' : '12:00';
      await form.locator(`select option[value="${clientTime}"]`).waitFor({ state: 'attached' });
      expect(await form.locator(`select option[value="${walkInTime}"]`).count()).toBe(0);
      await checkScreen(page, 'new-appointment-client', width);
      await form.getByLabel('Hora').selectOption(clientTime);
      await form.getByRole('button', { name: 'Crear cita' }).click();
      await expectToast(page, 'Cita creada exitosamente');
      await dayCard(page, 'Bruno Díaz', clientTime === '11:00' ? '11:00 AM' : '12:00 PM')
        .locator('.status-badge', { hasText: 'Confirmada' })
        .waitFor();
      await checkScreen(page, 'day-with-walk-in', width);
      await page.context().close();
    }, 90_000);

    it(`downloads the appointments and the clients as CSV at ${width} px`, async () => {
      const page = await adminPage(browser, t, viewport);
      await page.goto('/admin/appointments');
      await page.getByRole('button', { name: 'Exportar CSV' }).click();
      const exportDialog = dialog(page, 'Exportar citas');
      await exportDialog.getByLabel('Desde').waitFor();
      await exportDialog.getByLabel('Hasta').fill('2030-01-01');
      await exportDialog.getByLabel('Desde').fill('2030-01-31');
      await exportDialog.getByRole('button', { name: 'Descargar CSV' }).click();
      await exportDialog.getByText('La fecha final no puede ser anterior a la inicial').waitFor();
      await checkScreen(page, 'export-dialog', width);
      await exportDialog.getByLabel('Desde').fill('2030-01-01');
      await exportDialog.getByLabel('Hasta').fill('2030-01-31');
      const appointments = await downloadedCsv(page, () =>
        exportDialog.getByRole('button', { name: 'Descargar CSV' }).click(),
      );
      expect(appointments.name).toBe('citas-2030-01-01-a-2030-01-31.csv');
      expect(appointments.rows[0].slice(0, 4)).toEqual(['Fecha', 'Hora', 'Cliente', 'Tipo de cliente']);
      expect(appointments.rows).toContainEqual(
        expect.arrayContaining(['2030-01-17', '09:00', 'José Peña', 'Sin cuenta']),
      );
      expect(appointments.rows).toContainEqual(
        expect.arrayContaining(['2030-01-15', '10:00', 'Ana López Muñoz', 'Registrado', 'No asistió']),
      );

      await page.goto('/admin/users');
      const anaCard = page.locator('.client-card').filter({ hasText: 'Ana López Muñoz' });
      await expectFigure(anaCard, 'No asistió', index === 0 ? '1' : '2');
      await checkScreen(page, 'clients', width);
      const clients = await downloadedCsv(page, () => page.getByRole('button', { name: 'Exportar CSV' }).click());
      expect(clients.name).toBe('clientes.csv');
      expect(clients.rows[0]).toEqual(CLIENTS_CSV_HEADER.split(','));
      expect(clients.rows.map((row) => row[0])).toEqual(['Nombre', 'Ana López Muñoz', 'Bruno Díaz']);

      await page.goto('/admin/stats');
      const { stats } = (await t.gql('{ stats { noShowRate noShowAppointments } }', {}, await t.adminToken())).data!;
      expect(stats.noShowAppointments).toBe(index + 1);
      await expectFigure(page, 'Tasa de No Asistencia', `${stats.noShowRate.toFixed(1)}%`);
      await checkScreen(page, 'stats', width);
      await page.context().close();
    }, 60_000);

    it(`shows the client's next appointment above the shortcuts at ${width} px`, async () => {
      const page = await clientPage(browser, t, ana.token, viewport);
      await page.goto('/client');
      const next = page.getByRole('region', { name: 'Tu próxima cita' });
      const card = next.locator('article.appointment-card');
      await card.getByRole('heading', { name: 'Degradado' }).waitFor();
      await card.getByText('Pendiente').waitFor();
      await card.getByText('3:00 PM').waitFor();
      await card.getByText(/18 de enero de 2030/).waitFor();
      await card.getByRole('link', { name: 'Editar' }).waitFor();
      const nextBox = (await next.boundingBox())!;
      const shortcutsBox = (await page.locator('.shortcut-cards').first().boundingBox())!;
      expect(nextBox.y).toBeLessThan(shortcutsBox.y);
      await checkScreen(page, 'client-home', width);
      if (index === VIEWPORTS.length - 1) {
        await card.getByRole('button', { name: 'Cancelar cita' }).click();
        await page
          .getByRole('dialog', { name: 'Cancelar cita' })
          .getByRole('button', { name: 'Sí, cancelar cita' })
          .click();
        await expectToast(page, 'Cita eliminada exitosamente');
        await next.getByText('No tienes citas próximas.').waitFor();
        await checkScreen(page, 'client-home-empty', width);
      }
      await page.context().close();
    }, 60_000);
  }
});
