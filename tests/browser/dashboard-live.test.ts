import { describe, expect, it } from 'vitest';
import { book, createCut, nextWeekday } from '../support/booking';
import { adminPageOnRealClock, figure } from './support/admin-area';
import { browserSkipReason, testAppAndBrowserForFile } from './support/browser';

describe.skipIf(!!browserSkipReason)('the dashboard while clients book', () => {
  const { t, browser } = testAppAndBrowserForFile();

  it('counts a client’s new booking without a reload, as the calendar shows it', async () => {
    const cut = await createCut(t, { name: 'Corte en Vivo' });
    const client = await t.signUp({ name: 'Vera Viva' });
    const page = await adminPageOnRealClock(browser, t);
    await page.goto('/admin');
    const week = page.locator('section', { has: page.getByRole('heading', { name: 'Resumen Semanal' }) });
    await expect.poll(() => figure(week, 'Próximas citas').innerText()).toBe('0');
    // The socket is open once the page has loaded; a booking made now is pushed to it.
    await page.waitForTimeout(1_000);

    await book(t, client.token, { cutId: cut.id, date: nextWeekday(3), time: '10:00' });
    await expect.poll(() => figure(week, 'Próximas citas').innerText(), { timeout: 5_000 }).toBe('1');
    await page.context().close();
  });
});
