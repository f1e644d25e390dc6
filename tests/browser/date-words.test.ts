import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { book, createCut, setStatus, type CutRef } from '../support/booking';
import { saveElClasico, USUAL_HOURS } from '../support/business';
import { dayButton, dayCard, dialog, figure, fixedNow, pageAt, TODAY } from './support/admin-area';
import { browserSkipReason, testAppAndBrowserForFile } from './support/browser';
import { screenChecker, VIEWPORTS } from './support/screen-check';

// Issue 31, point 8: one way to write a date, «Hoy» and «Mañana» on the cards of today and tomorrow, the
// reschedule form titled «Reprogramar cita», and Actividad telling a reschedule as one. The shop's now is
// Wednesday 16 January 2030, 09:00 in New York (admin-area's FIXED_NOW).
const TOMORROW = '2030-01-17';
const MONDAY = '2030-01-21';
const TUESDAY = '2030-01-22';
const checkScreen = screenChecker('date-words');
/** The short length: '1 dic 2026'. */
const SHORT = '\\d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sept|oct|nov|dic) \\d{4}';

const RESCHEDULE = `mutation($id: ID!, $input: AppointmentInput!) { rescheduleMyAppointment(id: $id, input: $input) { id } }`;

describe.skipIf(!!browserSkipReason)('dates written one way, «Hoy» and «Mañana», a reschedule told as one', () => {
  const { t, browser } = testAppAndBrowserForFile({ now: fixedNow });
  let cut: CutRef;

  beforeAll(async () => {
    await saveElClasico(t, { openingHours: USUAL_HOURS });
    cut = await createCut(t, { name: 'Corte Clásico', price: 20 });
  });

  /** A verified client with three confirmed appointments: today, tomorrow and next Monday. */
  async function clientWithThree(name: string, time: string) {
    const client = await t.signUp({ name });
    await t.app.dataSource.query(`UPDATE users SET is_verified = true WHERE id = $1`, [client.id]);
    const ids: string[] = [];
    for (const date of [TODAY, TOMORROW, MONDAY]) {
      const { id } = await book(t, client.token, { cutId: cut.id, date, time });
      await setStatus(t, id, 'CONFIRMED');
      ids.push(id);
    }
    return { ...client, monday: ids[2] };
  }

  const cardOn = (page: Page, longDay: string) => page.locator('article.appointment-card', { hasText: longDay });
  const tagOf = (card: ReturnType<Page['locator']>) => card.locator('.relative-day-tag');

  it.each(VIEWPORTS)('at %s px', async (width, viewport) => {
    const name = `Fechas ${width}`;
    const [time, label] = width === '375' ? ['15:00', '3:00 PM'] : ['16:00', '4:00 PM'];
    const client = await clientWithThree(name, time);

    // Mis Citas: the long date on every card, «Hoy» and «Mañana» on today's and tomorrow's only.
    const page = await pageAt(browser, t, client.token, viewport);
    await page.goto('/client/appointments');
    const today = cardOn(page, 'Miércoles, 16 de enero de 2030');
    const tomorrow = cardOn(page, 'Jueves, 17 de enero de 2030');
    const monday = cardOn(page, 'Lunes, 21 de enero de 2030');
    await expect.poll(() => tagOf(today).textContent()).toBe('Hoy');
    expect(await tagOf(tomorrow).textContent()).toBe('Mañana');
    expect(await tagOf(monday).count()).toBe(0);
    expect(await figure(today, 'Fecha').innerText()).toBe('Hoy Miércoles, 16 de enero de 2030');
    // When it was booked (the database's clock, not the shop's fixed one): the short length.
    expect(await today.locator('.appointment-card__created').innerText()).toMatch(new RegExp(`^Creada el ${SHORT}$`));
    await checkScreen(page, 'client-cards', width);

    // «Reprogramar» opens the form titled as what it does.
    await monday.getByRole('link', { name: 'Reprogramar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reprogramar cita' }).waitFor();
    await page
      .getByRole('region', { name: 'Cita que reprogramas' })
      .getByText(`Lunes, 21 de enero de 2030 · ${label}`)
      .waitFor();
    expect(await page.title()).toContain('Reprogramar cita');
    await checkScreen(page, 'reschedule-form', width);
    await page.context().close();

    // The barber's day cards: «Hoy» in today's window, «Mañana» in tomorrow's.
    const admin = await pageAt(browser, t, await t.adminToken(), viewport);
    await admin.goto('/admin/appointments');
    await dayButton(admin, TODAY).click();
    const todayCard = dayCard(admin, name, label);
    await expect.poll(() => tagOf(todayCard).textContent()).toBe('Hoy');
    await checkScreen(admin, 'barber-today', width);
    await admin.keyboard.press('Escape');
    await dialog(admin, /Citas del/).waitFor({ state: 'detached' });
    await dayButton(admin, TOMORROW).click();
    await dialog(admin, 'Citas del jueves, 17 de enero').waitFor();
    await expect.poll(() => tagOf(dayCard(admin, name, label)).textContent()).toBe('Mañana');
    await checkScreen(admin, 'barber-tomorrow', width);

    // The client reschedules Monday's to Tuesday: Actividad has one entry saying so, from → to.
    const res = await t.gql(
      RESCHEDULE,
      { id: client.monday, input: { cutId: cut.id, date: TUESDAY, time } },
      client.token,
    );
    expect(res.errors).toBeUndefined();
    await admin.goto('/admin/activity');
    const entry = admin
      .getByRole('list', { name: 'Entradas de actividad' })
      .getByRole('listitem')
      .filter({
        has: admin.getByRole('heading', {
          level: 2,
          name: `Cita reprogramada por el cliente — ${name}, lunes, 21 de enero, ${label}`,
        }),
      });
    await entry.waitFor();
    expect(await figure(entry, 'Fecha').innerText()).toBe('lunes, 21 de enero de 2030 → martes, 22 de enero de 2030');
    expect(await figure(entry, 'Estado').innerText()).toBe('Confirmada → Pendiente');
    // The same time on another day: the time is in the heading, not repeated as a change.
    expect(await figure(entry, 'Hora').count()).toBe(0);
    // When it was logged (the database's clock, not the shop's fixed one): the short length and the time.
    expect(await entry.locator('time').innerText()).toMatch(new RegExp(`^${SHORT}, \\d{1,2}:\\d{2} [AP]M$`));
    await checkScreen(admin, 'activity', width);
    await admin.context().close();
  });
});
