import { beforeAll, describe, expect, it } from 'vitest';
import { book, createCut, setStatus, type CutRef } from '../support/booking';
import { saveElClasico, USUAL_HOURS } from '../support/business';
import { shopDefaultBookingRules, testAppForFile } from '../support/test-app';
import {
  adminPage,
  dayButton,
  dayCard,
  dialog,
  expectToast,
  fixedNow,
  openNewAppointment,
  TODAY,
} from './support/admin-area';
import { browserForFile, browserSkipReason, WIDE } from './support/browser';
import { clientPage } from './support/client-area';
import { screenChecker, VIEWPORTS } from './support/screen-check';

// Issue 29 on screen: the live-bookings limit in Reglas de Reserva and on the booking screen, «Marcar como
// completada» from the appointment's day on, and the walk-in in the slot under way. The shop's now is
// Wednesday 16 January 2030, 09:00 in New York (admin-area's FIXED_NOW), in the server and the browser.
const TOMORROW = '2030-01-17';

const checkScreen = screenChecker('booking-limit');

describe.skipIf(!!browserSkipReason)('issue 29: booking limits and the day view', () => {
  const t = testAppForFile({ now: fixedNow });
  const browser = browserForFile();
  let cut: CutRef;

  beforeAll(async () => {
    await shopDefaultBookingRules(t);
    await saveElClasico(t, { openingHours: USUAL_HOURS });
    cut = await createCut(t, { name: 'Corte Clásico', duration: 30 });
  });

  it('Reglas de Reserva shows the two limits (3 and 1), refuses 0 in Spanish, saves them and Actividad tells the change', async () => {
    const page = await adminPage(browser, t, WIDE);
    await page.goto('/admin/config');
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Reglas de Reserva' }) });
    const perClient = form.getByLabel('Máximo por cliente');
    const unverified = form.getByLabel('Máximo sin verificar la cuenta');
    await expect.poll(() => perClient.inputValue()).toBe('3');
    expect(await unverified.inputValue()).toBe('1');

    await unverified.fill('0');
    await form.getByRole('button', { name: 'Guardar Reglas' }).click();
    await form.getByText('El máximo de citas sin email verificado debe ser un número entero de 1 a 50').waitFor();

    await perClient.fill('5');
    await unverified.fill('2');
    await form.getByRole('button', { name: 'Guardar Reglas' }).click();
    await form.getByRole('status').filter({ hasText: 'Reglas de reserva actualizadas exitosamente' }).waitFor();
    const saved = await t.gql('{ bookingRules { maxLiveBookingsPerClient maxLiveBookingsUnverified } }');
    expect(saved.data!.bookingRules).toEqual({ maxLiveBookingsPerClient: 5, maxLiveBookingsUnverified: 2 });
    await checkScreen(page, 'rules', '1280');

    await page.goto('/admin/activity');
    const entries = page.getByRole('list', { name: 'Entradas de actividad' }).getByRole('listitem');
    await expect.poll(() => entries.first().innerText()).toContain('Reglas de reserva cambiadas');
    expect(await entries.first().innerText()).toContain('Máximo de citas por cliente');
    expect(await entries.first().innerText()).toContain('3 → 5');
    expect(await entries.first().innerText()).toContain('Máximo de citas sin email verificado');
    await page.context().close();
    await shopDefaultBookingRules(t);
  });

  it.each(VIEWPORTS)(
    'a client at the limit is told on the booking screen before filling it in, at %s px',
    async (width, viewport) => {
      const nora = await t.signUp({ name: `Nora Límite ${width}` });
      const page = await clientPage(browser, t, nora.token, viewport);
      await page.goto('/client/appointments/create');
      // Room for one: the form.
      await page.getByLabel('Tipo de corte', { exact: true }).waitFor();
      await book(t, nora.token, { cutId: cut.id, date: TOMORROW, time: width === '375' ? '15:00' : '16:00' });

      await page.goto('/client/appointments/create');
      const panel = page.getByRole('heading', { name: 'Has llegado al máximo de citas' });
      await panel.waitFor();
      await page
        .getByText(
          'Ya tienes 1 cita pendiente o confirmada y el máximo mientras tu email no esté verificado es 1. ' +
            'Verifica tu email (desde tu perfil puedes pedir el enlace) para poder tener hasta 3, o cancela la que tienes.',
        )
        .waitFor();
      expect(await page.getByLabel('Tipo de corte', { exact: true }).count()).toBe(0);
      await checkScreen(page, 'client-at-limit', width);
      await page.getByRole('link', { name: 'Ver mis citas' }).click();
      await page.waitForURL(/\/client\/appointments$/);
      await page.context().close();
    },
  );

  it('«Marcar como completada» is offered from the appointment’s day on; «No asistió» only once it has started', async () => {
    const pablo = await t.signUp({ name: 'Pablo Hoy' });
    const today = await book(t, pablo.token, { cutId: cut.id, date: TODAY, time: '11:00' });
    await setStatus(t, today.id, 'CONFIRMED');
    const lucas = await t.signUp({ name: 'Lucas Mañana' });
    const tomorrow = await book(t, lucas.token, { cutId: cut.id, date: TOMORROW, time: '11:00' });
    await setStatus(t, tomorrow.id, 'CONFIRMED');

    const page = await adminPage(browser, t, WIDE);
    await page.goto('/admin/appointments');
    await dayButton(page, TOMORROW).click();
    const tomorrowCard = dayCard(page, 'Lucas Mañana', '11:00 AM');
    await tomorrowCard.getByRole('button', { name: 'Mover' }).waitFor();
    expect(await tomorrowCard.getByRole('button', { name: 'Marcar como completada' }).count()).toBe(0);
    expect(await tomorrowCard.getByRole('button', { name: 'No asistió' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    await dayButton(page, TODAY).click();
    const todayCard = dayCard(page, 'Pablo Hoy', '11:00 AM');
    await todayCard.getByRole('button', { name: 'Marcar como completada' }).waitFor();
    // 09:00: it starts at 11:00, so «No asistió» waits.
    expect(await todayCard.getByRole('button', { name: 'No asistió' }).count()).toBe(0);
    await todayCard.getByRole('button', { name: 'Marcar como completada' }).click();
    await expectToast(page, 'Cita marcada como completada');
    await todayCard.locator('.status-badge', { hasText: 'Completada' }).waitFor();
    await page.context().close();
  });

  it('the walk-in form offers the slot under way (9:00 AM at 09:00) and records the client in the chair', async () => {
    const page = await adminPage(browser, t, WIDE);
    const form = await openNewAppointment(page, TODAY);
    await form.getByLabel('Nombre').fill('Tomás En Silla');
    await form.getByLabel('Servicio').selectOption(cut.id);
    const hour = form.getByLabel('Hora');
    await form.locator('select option[value="09:00"]').waitFor({ state: 'attached' });
    // The first time offered is the one under way; 8:30 AM has ended.
    expect((await hour.locator('option').allTextContents()).filter((text) => /AM|PM/.test(text))[0]).toBe(
      '9:00 AM (ahora)',
    );
    expect(await form.locator('select option[value="08:30"]').count()).toBe(0);
    await hour.selectOption('09:00');
    await form.getByRole('button', { name: 'Crear cita' }).click();
    await expectToast(page, 'Cita creada exitosamente');
    await dayCard(page, 'Tomás En Silla', '9:00 AM').locator('.status-badge', { hasText: 'Confirmada' }).waitFor();
    await dialog(page, /Citas del/).waitFor();
    await page.context().close();
  });
});
