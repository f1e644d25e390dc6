import { DEFAULT_OPENING_HOURS } from '../../common/opening-hours';
import { describe, expect, it } from 'vitest';
import { createCut, repriceCut } from '../support/booking';
import { saveBusinessConfig } from '../support/business';
import { adminPageOnRealClock } from './support/admin-area';
import { browserSkipReason, screenshot, testAppAndBrowserForFile } from './support/browser';
import { SHOP_CONFIG, shopToday, shopTomorrow } from './support/client-area';

describe.skipIf(!!browserSkipReason)('the activity log reads like the screens', () => {
  const { t, browser } = testAppAndBrowserForFile();

  it('shows prices as money and, for the hours, only the days that changed', async () => {
    const cut = await createCut(t, { name: 'Corte Precio', price: 12.1 });
    await repriceCut(t, cut, 13.35);
    await saveBusinessConfig(t, SHOP_CONFIG);
    const shorterMonday = DEFAULT_OPENING_HOURS.map((day) => (day.weekday === 1 ? { ...day, close: '10:00' } : day));
    await saveBusinessConfig(t, { ...SHOP_CONFIG, openingHours: shorterMonday });

    const page = await adminPageOnRealClock(browser, t);
    await page.goto('/admin/activity');
    await page.getByText('$12.10 → $13.35').waitFor();
    // A price change does not touch the name, yet the heading says which cut it was.
    await page.getByRole('heading', { name: 'Corte editado — Corte Precio' }).waitFor();
    await page.getByRole('heading', { name: 'Corte creado — Corte Precio' }).waitFor();
    await page.getByText('Lunes: 8:00 AM – 6:00 PM → 8:00 AM – 10:00 AM').waitFor();
    expect(await page.getByText('actualizado → actualizado').count()).toBe(0);
    await screenshot(page, 'activity-readable-1280');

    // Narrowed to days: tomorrow has no entries yet; a reversed range is said on the field.
    await page.getByLabel('Desde').fill(shopTomorrow());
    await page.getByText('No hay entradas con estos filtros.').waitFor();
    await page.getByLabel('Hasta').fill(shopToday());
    await page.getByText('La fecha final no puede ser anterior a la inicial').waitFor();
    await page.getByLabel('Desde').fill(shopToday());
    await page.getByRole('heading', { name: 'Corte editado — Corte Precio' }).waitFor();
    await page.context().close();
  });
});
