import { describe, expect, it } from 'vitest';
import { book, complete, createCut, nextWeekday, repriceCut } from '../support/booking';
import { adminPageOnRealClock } from './support/admin-area';
import { browserSkipReason, screenshot, testAppAndBrowserForFile } from './support/browser';

describe.skipIf(!!browserSkipReason)('the dashboard’s most popular services', () => {
  const { t, browser } = testAppAndBrowserForFile();

  it('show what each service earned at the prices charged, not today’s catalogue price', async () => {
    const cut = await createCut(t, { name: 'Corte Señorial', price: 12.1 });
    const other = await createCut(t, { name: 'Tinte Ñandú', price: 20.2 });
    const client = await t.signUp({ name: 'Paco Precio' });
    const day = nextWeekday(2);
    for (const [id, time] of [
      [cut.id, '09:00'],
      [cut.id, '10:00'],
      [other.id, '11:00'],
    ] as const) {
      await complete(t, (await book(t, client.token, { cutId: id, date: day, time })).id);
    }
    await repriceCut(t, cut, 13.35);

    const page = await adminPageOnRealClock(browser, t);
    await page.goto('/admin');
    const top = page.locator('section', { has: page.getByRole('heading', { name: 'Servicios Más Populares' }) });
    await top.locator('.top-services__item').first().waitFor();
    const rows = await top.locator('.top-services__item').allInnerTexts();
    expect(rows.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([
      '1 Corte Señorial 2 citas completadas $24.20',
      '2 Tinte Ñandú 1 cita completada $20.20',
    ]);
    await screenshot(page, 'dashboard-top-services-earnings-1280');
    await page.context().close();
  });
});
