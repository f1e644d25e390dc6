import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { book } from '../support/booking';
import { saveElClasico, USUAL_HOURS } from '../support/business';
import { adminPage, dialog, expectToast, fixedNow, seedCuts } from './support/admin-area';
import { browserSkipReason, testAppAndBrowserForFile, WIDE } from './support/browser';
import { screenChecker, VIEWPORTS } from './support/screen-check';

const card = (page: Page, name: string) => page.locator('li.barber-card').filter({ hasText: name });
const cardNames = (page: Page) => page.locator('li.barber-card h2').allTextContents();
const check = screenChecker('barbers');

// Issue 32: the admin's «Barberos», at the browser clock of the other admin screens (2030-01-16).
describe.skipIf(!!browserSkipReason)('the admin’s «Barberos» screen', () => {
  const { t, browser } = testAppAndBrowserForFile({ now: fixedNow });
  let client: { token: string };
  let classicId: string;

  beforeAll(async () => {
    await saveElClasico(t, { openingHours: USUAL_HOURS });
    classicId = (await seedCuts(t)).classic.id;
    client = await t.signUp({ name: 'Ana López' });
  });

  it('adds a barber with an email, edits cuts and colour, orders, sets hours and a day off', async () => {
    const page = await adminPage(browser, t, WIDE);
    await page.goto('/admin/barbers');
    await page.getByRole('heading', { name: 'Barberos', level: 1 }).waitFor();
    await expect.poll(() => cardNames(page)).toHaveLength(1);
    await page
      .getByRole('link', { name: /Barberos/ })
      .first()
      .waitFor();

    await page.getByRole('button', { name: 'Agregar Barbero' }).click();
    const form = page.getByRole('form', { name: 'Nuevo barbero' });
    await form.getByLabel('Nombre').fill('Carlos Ruiz');
    await form.getByLabel('Presentación (opcional)').fill('Degradados y navaja.');
    await form.getByText('20/300').waitFor();
    await form.getByLabel('Violeta').check();
    await form.getByLabel('Todos').uncheck();
    await form.getByLabel('Corte Clásico').check();
    await form.getByLabel('Email para invitarlo (opcional)').fill('carlos@test.local');
    await form.getByRole('button', { name: 'Agregar Barbero' }).click();
    await expectToast(page, 'Barbero agregado');

    const carlos = card(page, 'Carlos Ruiz');
    await carlos.getByText('Invitación enviada').waitFor();
    await carlos.getByText('Corte Clásico', { exact: true }).waitFor();
    expect(await carlos.locator('.barber-avatar').getAttribute('class')).toContain('barber-avatar--violet');

    await carlos.getByRole('button', { name: 'Editar a Carlos Ruiz' }).click();
    const edit = page.getByRole('form', { name: 'Editar a Carlos Ruiz' });
    await edit.getByLabel('Todos').check();
    await edit.getByLabel('Azul').check();
    await edit.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expectToast(page, 'Barbero actualizado');
    await carlos.getByText('Todos los cortes').waitFor();
    await expect.poll(() => carlos.locator('.barber-avatar').getAttribute('class')).toContain('barber-avatar--blue');

    const [owner] = await cardNames(page);
    await carlos.getByRole('button', { name: 'Subir a Carlos Ruiz' }).click();
    await expect.poll(() => cardNames(page)).toEqual(['Carlos Ruiz', owner]);
    // The keyboard reaches the other way back.
    await carlos.getByRole('button', { name: 'Bajar a Carlos Ruiz' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cardNames(page)).toEqual([owner, 'Carlos Ruiz']);

    await carlos.getByRole('button', { name: 'Horario de Carlos Ruiz' }).click();
    const hours = page.getByRole('form', { name: 'Horario de Carlos Ruiz' });
    await hours.getByLabel('Un horario propio').check();
    await hours.getByLabel('Apertura del lunes').selectOption('12:00');
    await hours.getByRole('button', { name: 'Guardar Horario' }).click();
    await expectToast(page, 'Horario guardado');
    const id = (await t.gql('{ adminBarbers { id name } }', {}, await t.adminToken())).data!.adminBarbers.find(
      (b: { name: string }) => b.name === 'Carlos Ruiz',
    ).id as string;
    const week = await t.gql(
      'query($id: ID!) { barberWeek(barberId: $id) { followsShop hours { weekday open } } }',
      { id },
      await t.adminToken(),
    );
    expect(week.data!.barberWeek.followsShop).toBe(false);
    expect(week.data!.barberWeek.hours[0]).toEqual({ weekday: 1, open: '12:00' });

    await carlos.getByRole('button', { name: 'Días libres de Carlos Ruiz' }).click();
    const timeOff = page.getByRole('form', { name: 'Agregar días libres a Carlos Ruiz' });
    await timeOff.getByLabel('Desde').fill('2030-01-21');
    await timeOff.getByLabel('Hasta (opcional)').fill('2030-01-23');
    await timeOff.getByLabel('Nota (opcional)').fill('Curso');
    await timeOff.getByRole('button', { name: 'Agregar Días Libres' }).click();
    await expectToast(page, 'Días libres agregados');
    await carlos
      .getByText('Del lunes, 21 de enero de 2030 al miércoles, 23 de enero de 2030', { exact: true })
      .waitFor();
    await carlos.getByText('· Curso').waitFor();
    await page.context().close();
  });

  it('refuses to deactivate a barber with appointments to come, and shows why', async () => {
    const booked = await book(t, client.token, { cutId: classicId, date: '2030-01-25', time: '10:00' });
    await t.app.dataSource.query(
      `UPDATE appointments SET barber_id = (SELECT id FROM barbers WHERE name = 'Carlos Ruiz'), barber_name = 'Carlos Ruiz'
        WHERE id = $1`,
      [booked.id],
    );
    for (const [width, viewport] of VIEWPORTS) {
      const page = await adminPage(browser, t, viewport);
      await page.goto('/admin/barbers');
      const carlos = card(page, 'Carlos Ruiz');
      await carlos.getByRole('button', { name: 'Desactivar a Carlos Ruiz' }).click();
      await dialog(page, 'Desactivar a Carlos Ruiz').getByRole('button', { name: 'Sí, desactivar' }).click();
      const message =
        'Carlos Ruiz tiene 1 cita por venir: viernes, 25 de enero, 10:00 AM (Ana López). Muévela o recházala antes.';
      await carlos.getByRole('alert').getByText(message).waitFor();
      await carlos.getByRole('button', { name: 'Días libres de Carlos Ruiz' }).click();
      await carlos.getByText('· Curso').waitFor();
      await check(page, 'refused', width);

      await carlos.getByRole('button', { name: 'Editar a Carlos Ruiz' }).click();
      await page.getByRole('form', { name: 'Editar a Carlos Ruiz' }).getByLabel('Todos').waitFor();
      await check(page, 'edit', width);
      await carlos.getByRole('button', { name: 'Horario de Carlos Ruiz' }).click();
      await page.getByRole('form', { name: 'Horario de Carlos Ruiz' }).getByLabel('Apertura del lunes').waitFor();
      await check(page, 'hours', width);
      await page.context().close();
    }
  });
});
