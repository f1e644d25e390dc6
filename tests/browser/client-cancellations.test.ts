import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { book, setStatus, type CutRef } from '../support/booking';
import { testAppForFile } from '../support/test-app';
import { adminPage, dialog, expectFigure, fixedNow, seedCuts } from './support/admin-area';
import { browserForFile, browserSkipReason } from './support/browser';
import { appointmentCard, clientPage, expectToast } from './support/client-area';
import { screenChecker, VIEWPORTS } from './support/screen-check';

const checkScreen = screenChecker('client-cancellations');

// Issue 31, point 6: a client cancels in Mis Citas; the barber's dashboard, open meanwhile, counts the
// cancellation of this week (14–20 January 2030, "now" being Wednesday the 16th) and its rate, live;
// Estadísticas shows them too, and the CSV includes them when asked.
describe.skipIf(!!browserSkipReason)('client cancellations in the barber’s figures (issue 31)', () => {
  const t = testAppForFile({ now: fixedNow });
  const browser = browserForFile();
  let cuts: { classic: CutRef; fade: CutRef; beard: CutRef };
  let ana: { token: string; id: string };

  beforeAll(async () => {
    cuts = await seedCuts(t);
    ana = await t.signUp({ name: 'Ana Anula' });
    // Still on the books this week: the rate's other part.
    await book(t, ana.token, { cutId: cuts.classic.id, date: '2030-01-17', time: '10:00' });
  });

  // At 375 px Ana cancels her first one (1 of 2 booked: 50.0%); at 1280 px her second (2 of 3: 66.7%).
  const rounds = [
    { cut: () => cuts.fade, time: '11:00', count: '1', rate: '50.0%', hint: '1 cita cancelada por el cliente' },
    { cut: () => cuts.beard, time: '14:00', count: '2', rate: '66.7%', hint: '2 citas canceladas por el cliente' },
  ];

  for (const [index, [width, viewport]] of VIEWPORTS.entries()) {
    const round = rounds[index];

    it(`the dashboard counts a client's cancellation live, and Estadísticas shows it, at ${width} px`, async () => {
      const booked = await book(t, ana.token, { cutId: round.cut().id, date: '2030-01-18', time: round.time });
      await setStatus(t, booked.id, 'CONFIRMED');

      const barber = await adminPage(browser, t, viewport);
      await barber.goto('/admin');
      const week = barber.locator('section', { has: barber.getByRole('heading', { name: 'Resumen Semanal' }) });
      await expectFigure(week, 'Cancelaciones de clientes', String(index));
      // The socket is open once the page has loaded; the cancellation is pushed to it.
      await barber.waitForTimeout(1_000);

      const client = await clientPage(browser, t, ana.token, viewport);
      await client.goto('/client/appointments');
      const card = appointmentCard(client, round.cut().name);
      await card.getByRole('button', { name: 'Cancelar cita' }).click();
      await client
        .getByRole('dialog', { name: 'Cancelar cita' })
        .getByRole('button', { name: 'Sí, cancelar cita' })
        .click();
      await expectToast(client, 'Cita eliminada exitosamente');
      await card.waitFor({ state: 'detached' });
      await client.context().close();

      await expectFigure(week, 'Cancelaciones de clientes', round.count);
      await expectFigure(week, 'Tasa de cancelación', round.rate);
      await checkScreen(barber, 'dashboard', width);

      await barber.goto('/admin/stats');
      // Beside the no-show rate, as it reads: the rate, and the count under it.
      await expectFigure(barber, 'Tasa de cancelación', round.rate);
      await barber.getByText(round.hint, { exact: true }).waitFor();
      await checkScreen(barber, 'stats', width);

      // The CSV includes them only when asked.
      await barber.goto('/admin/appointments');
      await barber.getByRole('button', { name: 'Exportar CSV' }).click();
      const exportDialog = dialog(barber, 'Exportar citas');
      await exportDialog.getByLabel('Desde').fill('2030-01-14');
      await exportDialog.getByLabel('Hasta').fill('2030-01-20');
      const option = exportDialog.getByRole('checkbox', { name: /Incluir las cancelaciones de clientes/ });
      expect(await option.isChecked()).toBe(false);
      await option.check();
      await checkScreen(barber, 'export-dialog', width);
      const [download] = await Promise.all([
        barber.waitForEvent('download'),
        exportDialog.getByRole('button', { name: 'Descargar CSV' }).click(),
      ]);
      const rows = parse(fs.readFileSync((await download.path())!, 'utf8'), { bom: true }) as string[][];
      expect(rows.map((row) => [row[0], row[1], row[6], row[9]])).toEqual([
        ['Fecha', 'Hora', 'Servicio', 'Estado'],
        ['2030-01-17', '10:00', 'Corte Clásico', 'Pendiente'],
        ...rounds
          .slice(0, index + 1)
          .map((done) => ['2030-01-18', done.time, done.cut().name, 'Cancelada por el cliente']),
      ]);
      await barber.context().close();
    }, 90_000);
  }

  it('at 320 px the figures and the export option fit the screen', async () => {
    const barber = await adminPage(browser, t, { width: 320, height: 640 });
    await barber.goto('/admin');
    await expectFigure(barber, 'Tasa de cancelación', rounds[1].rate);
    await checkScreen(barber, 'dashboard', '320');
    await barber.goto('/admin/stats');
    await expectFigure(barber, 'Tasa de cancelación', rounds[1].rate);
    await checkScreen(barber, 'stats', '320');
    await barber.goto('/admin/appointments');
    await barber.getByRole('button', { name: 'Exportar CSV' }).click();
    const option = dialog(barber, 'Exportar citas').getByRole('checkbox', { name: /Incluir las cancelaciones/ });
    await option.focus();
    await barber.keyboard.press('Space');
    expect(await option.isChecked()).toBe(true);
    await checkScreen(barber, 'export-dialog', '320');
    await barber.context().close();
  }, 60_000);
});
