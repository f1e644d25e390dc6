import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { book, createCut, nextWeekday, type CutRef } from '../support/booking';
import { testAppForFile } from '../support/test-app';
import { browserForFile, browserSkipReason } from './support/browser';
import { dayButton, longDate, offeredTimes, pickDayAndTime, timeButton } from './support/booking-strip';
import { clientPage, expectPath, expectToast, shopToday, shopYesterday } from './support/client-area';

// SPEC §5 validation on the client's forms, and the server refusing a slot taken meanwhile.
describe.skipIf(!!browserSkipReason)('client booking rules', () => {
  const t = testAppForFile();
  const browser = browserForFile();
  let page: Page;
  let cut: CutRef;
  let other: { token: string };
  const tuesday = nextWeekday(2);
  const sunday = nextWeekday(7);
  const mutations: string[] = [];

  const field = (label: string) => page.getByLabel(label, { exact: true });
  const submit = () => page.getByRole('button', { name: 'Reservar' }).click();
  const fieldError = (label: string) =>
    page.locator('.field', { has: page.getByLabel(label, { exact: true }) }).locator('.field__error');
  // The day strip and the time buttons are groups named by their legend.
  const groupError = (name: 'Fecha' | 'Hora') => page.getByRole('group', { name }).locator('.field__error');
  const why = () => page.locator('.day-strip-field').getByRole('status');

  beforeAll(async () => {
    cut = await createCut(t, { name: 'Corte Clásico', price: 15, duration: 30 });
    const me = await t.signUp({ name: 'Lucía Gómez' });
    other = await t.signUp({ name: 'Otro Cliente' });
    page = await clientPage(browser, t, me.token);
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      const match = /mutation (\w+)/.exec(body);
      if (request.url().endsWith('/graphql') && match) mutations.push(match[1]);
    });
  });

  it('shows the required-field messages and sends nothing', async () => {
    await page.goto('/client/appointments/create');
    await page.getByRole('heading', { name: 'Datos de la cita' }).waitFor();
    await submit();
    expect(await fieldError('Tipo de corte').textContent()).toBe('Debes seleccionar un tipo de corte');
    expect(await groupError('Fecha').textContent()).toBe('La fecha es requerida');
    expect(await groupError('Hora').textContent()).toBe('La hora es requerida');
    expect(mutations).toEqual([]);
  });

  it('limits the note to 500 characters', async () => {
    await field('Nota (opcional)').fill('x'.repeat(501));
    await submit();
    expect(await fieldError('Nota (opcional)').textContent()).toBe('La nota no puede exceder 500 caracteres');
    await field('Nota (opcional)').fill('Con poco volumen arriba');
    await submit();
    expect(await fieldError('Nota (opcional)').count()).toBe(0);
  });

  it('offers no past date: the strip starts today (shop zone), and nothing is sent', async () => {
    await field('Tipo de corte').selectOption(cut.id);
    const first = page.locator('.day-strip button').first();
    await first.waitFor();
    expect(await first.getAttribute('aria-label')).toMatch(new RegExp(`^${longDate(shopToday())}:`));
    expect(await dayButton(page, shopYesterday()).count()).toBe(0);
    expect(mutations).toEqual([]);
  });

  it('says when the shop is closed that day (Sunday), and does not pick it', async () => {
    await dayButton(page, sunday).click();
    await why()
      .getByText(`${longDate(sunday)}. La barbería no abre ese día.`)
      .waitFor();
    expect(await dayButton(page, sunday).getAttribute('aria-pressed')).toBe('false');
  });

  it('offers only free slots in 12-hour format', async () => {
    await book(t, other.token, { cutId: cut.id, date: tuesday, time: '08:00' });
    // Booked after the strip was read: a fresh form asks again.
    await page.goto(`/client/appointments/create?cutId=${cut.id}`);
    await pickDayAndTime(page, tuesday);
    await timeButton(page, '8:30 AM').waitFor();
    const offered = await offeredTimes(page);
    expect(offered).toContain('8:30 AM');
    expect(offered).toContain('1:00 PM');
    expect(offered).not.toContain('8:00 AM');
    expect(offered.at(-1)).toBe('5:30 PM');
    expect(await page.locator('.time-buttons button[aria-pressed="true"]').count()).toBe(0);
  });

  it('free times that failed to load can be asked for again from the field itself', async () => {
    let failing = true;
    await page.route('**/graphql', (route) =>
      failing && (route.request().postData() ?? '').includes('AvailableDays')
        ? route.fulfill({ status: 502, contentType: 'text/html', body: 'Bad Gateway' })
        : route.fallback(),
    );
    await page.goto(`/client/appointments/create?cutId=${cut.id}`);
    const hours = page.getByRole('group', { name: 'Hora' });
    const retry = hours.getByRole('button', { name: 'Reintentar' });
    await retry.waitFor();
    expect(await page.locator('.time-buttons button').count()).toBe(0);
    failing = false;
    await retry.click();
    await pickDayAndTime(page, tuesday);
    await timeButton(page, '8:30 AM').waitFor();
    await page.unroute('**/graphql');
  });

  it('refuses a slot taken meanwhile with the server message and refreshes the slots', async () => {
    await timeButton(page, '10:00 AM').click();
    await book(t, other.token, { cutId: cut.id, date: tuesday, time: '10:00' });
    await submit();
    await expectToast(page, 'Ese horario ya no está disponible');
    await expect.poll(() => timeButton(page, '10:00 AM').count()).toBe(0);
    expect(await page.locator('.time-buttons button[aria-pressed="true"]').count()).toBe(0);
    await expectPath(page, '/client/appointments/create');
    expect(mutations).toEqual(['CreateAppointment']);

    // Another free slot books fine.
    await timeButton(page, '10:30 AM').click();
    await submit();
    await expectToast(page, 'Cita creada exitosamente');
    await expectPath(page, '/client');
  });

  it('rolls a failed cancel back and says so (SPEC §8)', async () => {
    await page.goto('/client/appointments');
    const card = page.locator('article.appointment-card').first();
    await card.getByText('Pendiente').waitFor();
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('DeleteMyAppointment')) await route.fulfill({ status: 500, body: '' });
      else await route.fallback();
    });
    await card.getByRole('button', { name: 'Cancelar cita' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sí, cancelar cita' }).click();
    await expectToast(page, 'Error al eliminar la cita');
    await card.getByText('Pendiente').waitFor();
    expect(await page.locator('article.appointment-card').count()).toBe(1);
    await page.unroute('**/graphql');

    // SPEC §9: on the client appointment screens a hovered toast still closes after 5 s.
    const toast = page.locator('.Toastify__toast', { hasText: 'Error al eliminar la cita' });
    await toast.hover();
    await toast.waitFor({ state: 'detached', timeout: 8_000 });
  });

  it('validates the profile form (SPEC §5)', async () => {
    await page.goto('/client/profile');
    await page.getByRole('button', { name: 'Editar' }).click();
    await field('Email').fill('sin-arroba');
    await field('Teléfono').fill('abc');
    await page.getByRole('button', { name: 'Guardar' }).click();
    expect(await fieldError('Email').textContent()).toBe('Email inválido');
    expect(await fieldError('Teléfono').textContent()).toBe('Formato de teléfono inválido');
    await field('Nombre').fill('');
    await field('Email').fill('');
    await page.getByRole('button', { name: 'Guardar' }).click();
    expect(await fieldError('Nombre').textContent()).toBe('Nombre y email son requeridos');
    expect(await fieldError('Email').textContent()).toBe('Nombre y email son requeridos');
    expect(mutations).not.toContain('UpdateProfile');
  });
});
