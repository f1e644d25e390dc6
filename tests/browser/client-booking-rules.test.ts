import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { book, createCut, nextWeekday, type CutRef } from '../support/booking';
import { testAppForFile } from '../support/test-app';
import { browserForFile, browserSkipReason } from './support/browser';
import { clientPage, expectPath, expectText, expectToast, shopToday, shopYesterday } from './support/client-area';

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
  const submit = () => page.getByRole('button', { name: 'Agendar Cita' }).click();
  const fieldError = (label: string) =>
    page.locator('.field', { has: page.getByLabel(label, { exact: true }) }).locator('.field__error');

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
    expect(await fieldError('Fecha').textContent()).toBe('La fecha es requerida');
    expect(await fieldError('Hora').textContent()).toBe('La hora es requerida');
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

  it('refuses a past date: the picker starts today (shop zone) and the form says so', async () => {
    expect(await field('Fecha').getAttribute('min')).toBe(shopToday());
    await field('Tipo de corte').selectOption(cut.id);
    await field('Fecha').fill(shopYesterday());
    await submit();
    expect(await fieldError('Fecha').textContent()).toBe('La fecha no puede ser anterior a hoy');
    expect(await field('Hora').isDisabled()).toBe(true);
    expect(mutations).toEqual([]);
  });

  it('says when the shop is closed that day (Sunday)', async () => {
    await field('Fecha').fill(sunday);
    await expectText(page, 'La barbería no abre ese día. Elige otra fecha.');
    expect(await field('Hora').isDisabled()).toBe(true);
  });

  it('offers only free slots in 12-hour format', async () => {
    await book(t, other.token, { cutId: cut.id, date: tuesday, time: '08:00' });
    await field('Fecha').fill(tuesday);
    await field('Hora').locator('option[value="08:30"]').waitFor({ state: 'attached' });
    const options = await field('Hora')
      .locator('option')
      .evaluateAll((nodes) => nodes.map((node) => [(node as HTMLOptionElement).value, node.textContent]));
    expect(options[0]).toEqual(['', 'Selecciona una hora']);
    expect(options).toContainEqual(['08:30', '8:30 AM']);
    expect(options).toContainEqual(['13:00', '1:00 PM']);
    expect(options.map(([value]) => value)).not.toContain('08:00');
    expect(options.at(-1)).toEqual(['17:30', '5:30 PM']);
  });

  it('free times that failed to load can be asked for again from the field itself', async () => {
    const wednesday = nextWeekday(3);
    let failing = true;
    await page.route('**/graphql', (route) =>
      failing && (route.request().postData() ?? '').includes('AvailableSlots')
        ? route.fulfill({ status: 502, contentType: 'text/html', body: 'Bad Gateway' })
        : route.fallback(),
    );
    await field('Fecha').fill(wednesday);
    const retry = page.locator('.field', { has: field('Hora') }).getByRole('button', { name: 'Reintentar' });
    await retry.waitFor();
    expect(await field('Hora').isDisabled()).toBe(true);
    failing = false;
    await retry.click();
    await field('Hora').locator('option[value="08:30"]').waitFor({ state: 'attached' });
    expect(await field('Hora').isDisabled()).toBe(false);
    await page.unroute('**/graphql');
    await field('Fecha').fill(tuesday);
    await field('Hora').locator('option[value="08:30"]').waitFor({ state: 'attached' });
  });

  it('refuses a slot taken meanwhile with the server message and refreshes the slots', async () => {
    await field('Hora').selectOption('10:00');
    await book(t, other.token, { cutId: cut.id, date: tuesday, time: '10:00' });
    await submit();
    await expectToast(page, 'Ese horario ya no está disponible');
    await expect.poll(() => field('Hora').locator('option[value="10:00"]').count()).toBe(0);
    expect(await field('Hora').inputValue()).toBe('');
    await expectPath(page, '/client/appointments/create');
    expect(mutations).toEqual(['CreateAppointment']);

    // Another free slot books fine.
    await field('Hora').selectOption('10:30');
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
