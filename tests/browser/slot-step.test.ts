import { beforeAll, describe, expect, it } from 'vitest';
import { book, createCut, type CutRef } from '../support/booking';
import { saveElClasico } from '../support/business';
import { testAppForFile } from '../support/test-app';
import { fixedNow, pageAt } from './support/admin-area';
import { browserForFile, browserSkipReason } from './support/browser';
import { screenChecker, VIEWPORTS } from './support/screen-check';
import { offeredTimes, pickDayAndTime, timeButton } from './support/booking-strip';

// Issue 31, point 4: the barber sets a 15-minute grid in Reglas de Reserva and the client sees it.
// The shop's now is Wednesday 16 January 2030, 09:00 in New York (admin-area's FIXED_NOW).
const THU = '2030-01-24';

const checkScreen = screenChecker('slot-step');

const RULES = { bufferMinutes: 0, minNoticeHours: 0, horizonDays: 60, cancellationCutoffHours: 0, breaks: [] };

describe.skipIf(!!browserSkipReason)('the grid of start times on screen', () => {
  const t = testAppForFile({ now: fixedNow });
  const browser = browserForFile();
  let cut: CutRef;
  let ana: { token: string; id: string };

  const saveRules = async (patch: Record<string, number>) => {
    const res = await t.gql(
      'mutation($input: BookingRulesInput!) { updateBookingRules(input: $input) { slotStepMinutes } }',
      { input: { ...RULES, ...patch } },
      await t.adminToken(),
    );
    expect(res.errors).toBeUndefined();
  };

  beforeAll(async () => {
    await saveElClasico(t);
    cut = await createCut(t, { name: 'Corte Clásico', duration: 30 });
    ana = await t.signUp({ name: 'Ana Ruiz' });
  });

  it.each(VIEWPORTS)(
    'the barber picks a 15-minute step and reads what a buffer costs, at %s px',
    async (width, viewport) => {
      await saveRules({ slotStepMinutes: 30 });
      const page = await pageAt(browser, t, await t.adminToken(), viewport);
      await page.goto('/admin/config');
      const form = page.locator('form', { has: page.getByRole('heading', { name: 'Reglas de Reserva' }) });
      const step = form.getByLabel('Intervalo entre horas');
      expect(await step.inputValue()).toBe('30');
      await form.getByLabel('Margen entre citas (minutos)').fill('10');
      await form
        .getByText(
          'Con pasos de 30 minutos, un margen de 10 minutos hace que, si una cita acaba a las 10:00, la siguiente hora libre sea las 10:30: 30 minutos sin reservar.',
        )
        .waitFor();
      await step.selectOption({ label: 'Cada 15 minutos' });
      const hint = form.getByText(
        'Con pasos de 15 minutos, un margen de 10 minutos hace que, si una cita acaba a las 10:00, la siguiente hora libre sea las 10:15: 15 minutos sin reservar.',
      );
      await hint.waitFor();
      await form.getByRole('button', { name: 'Guardar Reglas' }).click();
      await form.getByRole('status').filter({ hasText: 'Reglas de reserva actualizadas exitosamente' }).waitFor();
      const saved = await t.gql<{ bookingRules: { bufferMinutes: number; slotStepMinutes: number } }>(
        '{ bookingRules { bufferMinutes slotStepMinutes } }',
      );
      expect(saved.data!.bookingRules).toEqual({ bufferMinutes: 10, slotStepMinutes: 15 });
      await hint.scrollIntoViewIfNeeded();
      await checkScreen(page, 'settings', width);
      await page.context().close();
    },
  );

  it.each(VIEWPORTS)(
    'the client is offered 15-minute times, 10:45 after a 10:00 booking, at %s px',
    async (width, viewport) => {
      await t.app.dataSource.query(`DELETE FROM appointments`);
      await t.gql(
        'mutation($input: BookingRulesInput!) { updateBookingRules(input: $input) { slotStepMinutes } }',
        {
          input: {
            bufferMinutes: 10,
            minNoticeHours: 0,
            horizonDays: 60,
            cancellationCutoffHours: 0,
            slotStepMinutes: 15,
            breaks: [],
          },
        },
        await t.adminToken(),
      );
      const beto = await t.signUp({ name: `Beto ${width}` });
      await book(t, beto.token, { cutId: cut.id, date: THU, time: '10:00' });

      const page = await pageAt(browser, t, ana.token, viewport);
      await page.goto('/client/appointments/create');
      await page.getByLabel('Tipo de corte', { exact: true }).selectOption(cut.id);
      await pickDayAndTime(page, THU);
      await expect.poll(() => offeredTimes(page), { timeout: 10_000 }).toContain('10:45 AM');
      const offered = await offeredTimes(page);
      expect(offered.slice(0, 4)).toEqual(['8:00 AM', '8:15 AM', '8:30 AM', '8:45 AM']);
      const i = offered.indexOf('9:15 AM');
      expect(offered.slice(i, i + 3)).toEqual(['9:15 AM', '10:45 AM', '11:00 AM']);
      await page.getByText('Las citas se reservan cada 15 minutos dentro de este horario.').waitFor();
      await timeButton(page, '10:45 AM').click();
      await checkScreen(page, 'booking', width);
      await page.getByRole('button', { name: 'Reservar' }).click();
      await expect
        .poll(
          async () =>
            (await t.app.dataSource.query(`SELECT time FROM appointments WHERE client_id = $1`, [ana.id])).length,
          {
            timeout: 10_000,
          },
        )
        .toBe(1);
      const [row] = await t.app.dataSource.query(`SELECT time FROM appointments WHERE client_id = $1`, [ana.id]);
      expect(String(row.time).slice(0, 5)).toBe('10:45');
      await page.context().close();
      await t.app.dataSource.query(`DELETE FROM appointments`);
    },
  );
});
