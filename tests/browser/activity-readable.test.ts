import { DEFAULT_OPENING_HOURS } from '../../common/opening-hours';
import { describe, expect, it } from 'vitest';
import { createCut, repriceCut } from '../support/booking';
import { testAppForFile } from '../support/test-app';
import { browserForFile, browserSkipReason, newContext, screenshot, WIDE } from './support/browser';
import { SHOP_CONFIG, shopToday, shopTomorrow } from './support/client-area';

const SAVE_CONFIG = 'mutation($input: BusinessConfigInput!) { updateBusinessConfig(input: $input) { businessName } }';

describe.skipIf(!!browserSkipReason)('the activity log reads like the screens', () => {
  const t = testAppForFile();
  const browser = browserForFile();

  it('shows prices as money and, for the hours, only the days that changed', async () => {
    const admin = await t.adminToken();
    const cut = await createCut(t, { name: 'Corte Precio', price: 12.1 });
    await repriceCut(t, cut, 13.35);
    expect((await t.gql(SAVE_CONFIG, { input: SHOP_CONFIG }, admin)).errors).toBeUndefined();
    const shorterMonday = DEFAULT_OPENING_HOURS.map((day) => (day.weekday === 1 ? { ...day, close: '10:00' } : day));
    const saved = await t.gql(SAVE_CONFIG, { input: { ...SHOP_CONFIG, openingHours: shorterMonday } }, admin);
    expect(saved.errors).toBeUndefined();

    const page = await (await newContext(browser, t.url, WIDE, { token: admin })).newPage();
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
