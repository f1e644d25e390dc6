import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { book, createCut, type CutRef } from '../support/booking';
import { saveElClasico } from '../support/business';
import { testAppForFile } from '../support/test-app';
import { fixedNow, pageAt } from './support/admin-area';
import { browserForFile, browserSkipReason, hasHorizontalScroll } from './support/browser';
import { dayButton, timeButton } from './support/booking-strip';
import { expectPath } from './support/client-area';
import { screenChecker, VIEWPORTS } from './support/screen-check';

// Issue 31, point 5: a strip of the next days and the free times as buttons; from a service card a booking
// is four taps. The shop's now is Wednesday 16 January 2030, 09:00 in New York (admin-area's FIXED_NOW).
const THU = '2030-01-17'; // closed: Vacaciones
const SAT = '2030-01-19'; // a break until 15:00 and the last hour booked: Completo
const MON = '2030-01-21';

const checkScreen = screenChecker('booking-strip');
const RULES = { bufferMinutes: 0, minNoticeHours: 0, horizonDays: 30, cancellationCutoffHours: 0 };

describe.skipIf(!!browserSkipReason)('booking in four taps from a service card', () => {
  const t = testAppForFile({ now: fixedNow });
  const browser = browserForFile();
  let cut: CutRef;

  beforeAll(async () => {
    await saveElClasico(t);
    cut = await createCut(t, { name: 'Corte Clásico', price: 15, duration: 30 });
    const hour = await createCut(t, { name: 'Corte y Barba', price: 25, duration: 60 });
    const admin = await t.adminToken();
    const rules = await t.gql(
      'mutation($input: BookingRulesInput!) { updateBookingRules(input: $input) { horizonDays } }',
      { input: { ...RULES, breaks: [{ weekday: 6, start: '08:00', end: '15:00' }] } },
      admin,
    );
    expect(rules.errors).toBeUndefined();
    const closed = await t.gql(
      'mutation($input: ClosedDateInput!) { addClosedDate(input: $input) { id } }',
      { input: { startDate: THU, endDate: THU, note: 'Vacaciones' } },
      admin,
    );
    expect(closed.errors).toBeUndefined();
    const beto = await t.signUp({ name: 'Beto Díaz' });
    await book(t, beto.token, { cutId: hour.id, date: SAT, time: '15:00' });
  });

  it.each(VIEWPORTS)(
    'card, day, time, «Reservar»: four taps to a booked appointment at %s px',
    async (width, viewport) => {
      const ana = await t.signUp({ name: `Ana ${width}` });
      const page = await pageAt(browser, t, ana.token, viewport);
      let taps = 0;
      const tap = async (target: Locator) => {
        taps += 1;
        await target.click();
      };
      // The home's popular services on the phone, the catalogue on the laptop: both are service cards.
      if (width === '375') {
        await page.goto('/client');
        await tap(page.getByRole('link', { name: /^Agendar Corte Clásico/ }));
      } else {
        await page.goto('/client/cuts');
        await tap(page.getByRole('link', { name: /Corte Clásico/ }));
      }
      await expectPath(page, '/client/appointments/create');
      expect(await page.getByLabel('Tipo de corte', { exact: true }).inputValue()).toBe(cut.id);
      // The first day with free times is picked for the client: today, from the next half hour.
      await expect.poll(() => dayButton(page, '2030-01-16').getAttribute('aria-pressed')).toBe('true');
      await tap(dayButton(page, MON));
      expect(await dayButton(page, MON).getAttribute('aria-pressed')).toBe('true');
      await timeButton(page, '8:00 AM').waitFor();
      // Each width books its own time: the other's is taken by now.
      const [label, time] = width === '375' ? ['10:30 AM', '10:30'] : ['11:00 AM', '11:00'];
      await tap(timeButton(page, label));
      expect(await timeButton(page, label).getAttribute('aria-pressed')).toBe('true');
      await checkScreen(page, 'picked', width);
      await tap(page.getByRole('button', { name: 'Reservar', exact: true }));
      await expectPath(page, '/client');
      expect(taps).toBe(4);
      const rows = await t.app.dataSource.query(
        `SELECT date::text AS date, time FROM appointments WHERE client_id = $1`,
        [ana.id],
      );
      expect(rows.map((r: { date: string; time: string }) => [r.date, String(r.time).slice(0, 5)])).toEqual([
        [MON, time],
      ]);
      await page.context().close();
    },
  );

  it.each(VIEWPORTS)(
    'a greyed day says why on tap, and the strip works with the keyboard, at %s px',
    async (width, viewport) => {
      const cara = await t.signUp({ name: `Cara ${width}` });
      const page = await pageAt(browser, t, cara.token, viewport);
      await page.goto(`/client/appointments/create?cutId=${cut.id}`);
      await expect.poll(() => dayButton(page, '2030-01-16').getAttribute('aria-pressed')).toBe('true');
      const why = page.locator('.day-strip-field').getByRole('status');

      const saturday = dayButton(page, SAT);
      expect(await saturday.getAttribute('class')).toContain('day-strip__day--greyed');
      expect(await saturday.textContent()).toContain('Completo');
      await saturday.click();
      await why.getByText('Sábado, 19 de enero de 2030. Completo: ya no quedan horas libres ese día.').waitFor();
      // The tap explains; it does not pick the day.
      expect(await saturday.getAttribute('aria-pressed')).toBe('false');
      expect(await dayButton(page, '2030-01-16').getAttribute('aria-pressed')).toBe('true');
      await checkScreen(page, 'greyed-full', width);

      await dayButton(page, THU).click();
      await why.getByText('Jueves, 17 de enero de 2030. La barbería está cerrada ese día (Vacaciones).').waitFor();
      await dayButton(page, '2030-01-20').click();
      await why.getByText('Domingo, 20 de enero de 2030. La barbería no abre ese día.').waitFor();
      // The strip ends with the first day beyond the 30-day horizon, which says so.
      const last = page.locator('.day-strip__day').last();
      await last.click();
      await why.getByText(/16 de febrero de 2030\. Solo se puede reservar hasta 30 días por adelantado\./).waitFor();

      // One tab stop for the strip; the arrows move along it and Enter picks.
      await dayButton(page, '2030-01-16').focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
        /^Viernes, 18 de enero/,
      );
      await page.keyboard.press('Enter');
      expect(await dayButton(page, '2030-01-18').getAttribute('aria-pressed')).toBe('true');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('8:00 AM');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Space');
      expect(await timeButton(page, '8:30 AM').getAttribute('aria-pressed')).toBe('true');
      await checkScreen(page, 'keyboard', width);

      if (width === '375') {
        await page.setViewportSize({ width: 320, height: 700 });
        await dayButton(page, SAT).click();
        expect(await hasHorizontalScroll(page)).toBe(false);
        await checkScreen(page, 'greyed-full', '320');
      }
      await page.context().close();
    },
  );
});
