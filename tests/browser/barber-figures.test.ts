import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createCut } from '../support/booking';
import { testAppForFile } from '../support/test-app';
import { adminPage, fixedNow } from './support/admin-area';
import { browserForFile, browserSkipReason } from './support/browser';
import { screenChecker, VIEWPORTS } from './support/screen-check';

// Wednesday 16 January 2030 in New York: this week is Monday 14 to Sunday 20 January.
describe.skipIf(!!browserSkipReason)('«Por barbero» on the dashboard and Estadísticas', () => {
  const t = testAppForFile({ now: fixedNow });
  const browser = browserForFile();
  const check = screenChecker('barber-figures');
  let owner: { id: string; name: string };
  let carlos: string;

  async function insertAppointment(
    barber: { id: string; name: string },
    clientId: string,
    [date, time, duration, price, status]: [string, string, number, number, string],
  ) {
    await t.app.dataSource.query(
      `INSERT INTO appointments (client_id, cut_type, price, duration, "date", "time", status,
                                 starts_at, ends_at, blocked_until, barber_id, barber_name)
       SELECT $1, 'Corte', $2, $3, $4::date, $5::text, $6, s, s + make_interval(mins => $3),
              s + make_interval(mins => $3), $7, $8
         FROM (SELECT ($4::date + $5::text::time) AT TIME ZONE 'America/New_York' AS s) start`,
      [clientId, price, duration, date, time, status, barber.id, barber.name],
    );
  }

  const block = (page: Page) => page.getByRole('region', { name: 'Por barbero' });

  beforeAll(async () => {
    await createCut(t, { name: 'Corte' });
    [owner] = await t.app.dataSource.query(`SELECT id, name FROM barbers ORDER BY created_at LIMIT 1`);
    const ana = await t.signUp({ name: 'Ana' });
    await insertAppointment(owner, ana.id, ['2030-01-14', '09:00', 30, 25, 'completed']);
    await insertAppointment(owner, ana.id, ['2030-01-15', '09:00', 30, 25, 'no_show']);
  });

  it('is not there with one barber: the screens read as today', async () => {
    const page = await adminPage(browser, t);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Estadísticas de Hoy' }).waitFor();
    expect(await block(page).count()).toBe(0);
    await page.goto('/admin/stats');
    await page.getByRole('heading', { name: 'Citas por Día de la Semana' }).waitFor();
    expect(await block(page).count()).toBe(0);
    await page.context().close();
  });

  it('shows each barber with two: a table on a laptop, cards on a phone, this week or the last month', async () => {
    const [row] = await t.app.dataSource.query(
      `INSERT INTO barbers (name, color, display_order) VALUES ('Carlos Ruiz', 'blue', 1) RETURNING id`,
    );
    carlos = row.id;
    const beto = await t.signUp({ name: 'Beto' });
    const who = { id: carlos, name: 'Carlos Ruiz' };
    await insertAppointment(who, beto.id, ['2030-01-14', '10:00', 60, 40.1, 'completed']);
    await insertAppointment(who, beto.id, ['2030-01-15', '10:00', 30, 20.2, 'completed']);
    await insertAppointment(who, beto.id, ['2030-01-03', '10:00', 30, 19.99, 'completed']); // last month only

    for (const [width, viewport] of VIEWPORTS) {
      const page = await adminPage(browser, t, viewport);
      await page.goto('/admin');
      const figures = block(page);
      await figures.waitFor();
      const visible = figures.locator(width === '375' ? '.barber-figures__card' : 'tbody tr');
      await expect.poll(() => visible.count()).toBe(2);
      const texts = (await visible.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
      expect(texts[1]).toContain('Carlos Ruiz');
      expect(texts[1]).toContain('$60.30');
      expect(texts[0]).toContain('50.0%');
      await check(page, 'dashboard', width);

      await page.goto('/admin/stats');
      const stats = block(page);
      await stats.waitFor();
      await stats.getByRole('button', { name: 'Último mes' }).click();
      await expect
        .poll(async () =>
          (await stats.locator(width === '375' ? '.barber-figures__card' : 'tbody tr').allInnerTexts()).join(' '),
        )
        .toContain('$80.29');
      expect(await stats.getByRole('button', { name: 'Último mes' }).getAttribute('aria-pressed')).toBe('true');
      // The full-page shot is taken from the top, the chosen range's button no longer focused.
      await page.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, 0);
      });
      await check(page, 'stats-month', width);
      await page.context().close();
    }
  });
});
