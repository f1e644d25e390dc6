import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { book, complete, createCut, nextWeekday, setStatus, type CutRef } from '../support/booking';
import { testAppForFile } from '../support/test-app';
import { browserForFile, browserSkipReason, newContext } from './support/browser';
import { checkLayoutAndA11y } from './support/screen-check';
import {
  appointmentCard,
  configureShop,
  expectNoText,
  expectPath,
  expectText,
  expectToast,
  SHOP_CONFIG,
} from './support/client-area';
import { pickDayAndTime, timeButton } from './support/booking-strip';

// The whole client journey of issue 5, in one browser session against the real server.
describe.skipIf(!!browserSkipReason)('client journey', () => {
  const t = testAppForFile();
  const browser = browserForFile();
  let page: Page;
  let classic: CutRef;
  let fade: CutRef;
  const client = {
    name: 'Juan Pérez',
    email: `juan-${Date.now()}@test.local`,
    phone: '305-555-0101',
    password: 'secreto1',
  };
  let clientToken = '';
  const consoleProblems: string[] = [];
  /** GraphQL operations sent over HTTP (subscriptions go over the WebSocket). */
  const operations: string[] = [];
  // Bookable days strictly after the shop's today: Tuesday and Wednesday.
  const tuesday = nextWeekday(2);
  const wednesday = nextWeekday(3);

  const nav = () => page.getByRole('navigation', { name: 'Menú del cliente' });

  /** Answers the dialog's `question` with `answer`; `operations` then holds only what that answer sends. */
  async function confirm(question: string, answer: string) {
    const dialog = page.getByRole('dialog');
    await dialog.getByText(question).waitFor();
    operations.length = 0;
    await dialog.getByRole('button', { name: answer }).click();
  }

  beforeAll(async () => {
    classic = await createCut(t, { name: 'Corte Clásico', price: 15.5, duration: 30 });
    fade = await createCut(t, { name: 'Fade Moderno', price: 25, duration: 45 });
    await createCut(t, { name: 'Afeitado con Toalla', price: 12, duration: 30 });
    const context = await newContext(browser, t.url);
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') consoleProblems.push(message.text());
    });
    page.on('pageerror', (error) => consoleProblems.push(error.message));
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.method() === 'POST') {
        operations.push((JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName ?? '?');
      }
    });
  });

  it('signs up and signs in, landing in the client area', async () => {
    await page.goto('/register');
    await page.getByLabel('Nombre completo').fill(client.name);
    await page.getByLabel('Email').fill(client.email);
    await page.getByLabel('Teléfono (opcional)').fill(client.phone);
    await page.getByLabel('Contraseña', { exact: true }).fill(client.password);
    await page.getByLabel('Confirmar contraseña').fill(client.password);
    await page.getByRole('button', { name: 'Crear Cuenta' }).click();
    await expectPath(page, '/login');

    await page.getByLabel('Email').fill(client.email);
    await page.getByLabel('Contraseña').fill(client.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expectPath(page, '/client');
    await expectText(page, '¡Hola, Juan!');
    clientToken = await t.login(client.email, client.password);
  });

  it('browses the cuts, searches, and books from a cut card with the cut preselected', async () => {
    await nav()
      .getByRole('link', { name: /Servicios/ })
      .click();
    await expectPath(page, '/client/cuts');
    await expectText(page, 'Corte Clásico');
    await page.getByRole('searchbox').fill('FADE');
    await expectNoText(page, 'Corte Clásico');
    await page.getByRole('link', { name: /Fade Moderno/ }).click();

    await page.waitForURL((url) => url.pathname === '/client/appointments/create');
    expect(new URL(page.url()).searchParams.get('cutId')).toBe(fade.id);
    await expect.poll(() => page.getByLabel('Tipo de corte').inputValue()).toBe(fade.id);

    await pickDayAndTime(page, tuesday, '10:00');
    const summary = page.getByRole('region', { name: 'Resumen de tu cita' });
    await summary.getByText('Fade Moderno').waitFor();
    await summary.getByText('10:00 AM').waitFor();
    await summary.getByText('45 min').waitFor();
    await summary.getByText('$25.00').waitFor();

    await page.getByRole('button', { name: 'Reservar' }).click();
    await expectToast(page, 'Cita creada exitosamente');
    await expectPath(page, '/client');
  });

  it('shows the booking in Mis Citas as Pendiente', async () => {
    await page.locator('.shortcut-card', { hasText: 'Mis Citas' }).click();
    await expectPath(page, '/client/appointments');
    const card = appointmentCard(page, 'Fade Moderno');
    await card.getByText('Pendiente').waitFor();
    await card.getByText('10:00 AM').waitFor();
    await expectText(page, 'Total de citas');
  });

  it('edits the appointment and returns to Mis Citas', async () => {
    await appointmentCard(page, 'Fade Moderno').getByRole('link', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Editar Cita', level: 2 }).waitFor();
    await expectText(page, /pendiente de confirmación por parte del administrador/);
    await timeButton(page, '11:30 AM').click();
    await page.getByRole('region', { name: 'Resumen' }).getByText('11:30 AM').waitFor();
    await page.getByRole('button', { name: 'Actualizar Cita' }).click();
    await expectToast(page, 'Cita actualizada exitosamente');
    await expectPath(page, '/client/appointments');
    await appointmentCard(page, 'Fade Moderno').getByText('11:30 AM').waitFor();
  });

  it('turns Confirmada live when the admin confirms it, without a reload', async () => {
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    operations.length = 0;
    const mine = await t.gql<{ myAppointments: { id: string }[] }>('{ myAppointments { id } }', {}, clientToken);
    await setStatus(t, mine.data!.myAppointments[0].id, 'CONFIRMED');

    await expectToast(page, 'Tu cita fue confirmada');
    const card = appointmentCard(page, 'Fade Moderno');
    await card.getByText('Confirmada').waitFor();
    await card.getByRole('link', { name: 'Reprogramar' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // Pushed over the subscription: no refetch.
    expect(operations).toEqual([]);
  });

  it('reprograms the confirmed one: the new time replaces it, pending, and the old one is gone', async () => {
    await appointmentCard(page, 'Fade Moderno').getByRole('link', { name: 'Reprogramar' }).click();
    await page.waitForURL((url) => url.pathname === '/client/appointments/create');
    const replaced = page.getByRole('region', { name: 'Cita que reprogramas' });
    await replaced.getByText('11:30 AM').waitFor();
    await checkLayoutAndA11y(page, 'client-reschedule-1280', 'the reschedule form');
    await expect.poll(() => page.getByLabel('Tipo de corte').inputValue()).toBe(fade.id);
    // Its own time is free to keep: the form offers it.
    await pickDayAndTime(page, tuesday);
    await timeButton(page, '11:30 AM').waitFor();
    await timeButton(page, '2:00 PM').click();
    operations.length = 0;
    await page.getByRole('button', { name: 'Reprogramar Cita' }).click();
    await expectToast(page, 'Cita reprogramada: la nueva hora queda pendiente de confirmación');
    await expectPath(page, '/client/appointments');
    const cards = page.locator('article.appointment-card');
    await expect.poll(() => cards.count()).toBe(1);
    const card = appointmentCard(page, 'Fade Moderno');
    await card.getByText('2:00 PM').waitFor();
    await card.getByText('Pendiente').waitFor();
    // One write does both: no separate booking and cancellation.
    const writes = operations.filter((name) =>
      ['RescheduleMyAppointment', 'CreateAppointment', 'DeleteMyAppointment'].includes(name),
    );
    expect(writes).toEqual(['RescheduleMyAppointment']);
    operations.length = 0;
  });

  it('cancels it after confirming the question', async () => {
    await appointmentCard(page, 'Fade Moderno').getByRole('button', { name: 'Cancelar cita' }).click();
    await confirm(
      '¿Estás seguro de que quieres eliminar esta cita? Esta acción no se puede deshacer.',
      'Sí, cancelar cita',
    );
    await expectToast(page, 'Cita eliminada exitosamente');
    await appointmentCard(page, 'Fade Moderno').waitFor({ state: 'detached' });
    await expectText(page, 'No tienes citas programadas');
    // One request for the action; the list is updated from the cache.
    expect(operations).toEqual(['DeleteMyAppointment']);
  });

  it('hides a completed one from Mis Citas; it stays in Mi Historial', async () => {
    const booked = await book(t, clientToken, { cutId: classic.id, date: wednesday, time: '09:00' });
    // Booked elsewhere (the API): it shows up live.
    await appointmentCard(page, 'Corte Clásico').getByText('Pendiente').waitFor();
    await complete(t, booked.id);
    const card = appointmentCard(page, 'Corte Clásico');
    await card.getByText('Completada').waitFor();
    await card.getByRole('link', { name: 'Ver detalles' }).waitFor();

    await card.getByRole('button', { name: 'Eliminar' }).click();
    await confirm(
      '¿Estás seguro de que quieres eliminar esta cita de tu lista? Esta acción no se puede deshacer.',
      'Sí, eliminar',
    );
    await expectToast(page, 'Cita eliminada de tu lista');
    await card.waitFor({ state: 'detached' });
    expect(operations).toEqual(['HideAppointment']);

    await nav()
      .getByRole('link', { name: /Historial/ })
      .click();
    await expectPath(page, '/client/history');
    const item = page.locator('article.history-item', { hasText: 'Corte Clásico' });
    await item.getByText('Completada').waitFor();
    await item.getByText('$15.50').waitFor();
    await item.getByText('9:00 AM').waitFor();
  });

  it('edits the profile, refuses a blank name, and Cancelar restores the saved values', async () => {
    await nav()
      .getByRole('link', { name: /Mi Perfil/ })
      .click();
    await expectPath(page, '/client/profile');
    await expectText(page, client.email);
    await expectText(page, client.phone);
    await expectText(page, /^Cliente desde /);

    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByLabel('Nombre').fill('Juan Carlos Pérez');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expectToast(page, 'Perfil actualizado exitosamente');
    await page.getByRole('heading', { name: 'Juan Carlos Pérez' }).waitFor();
    // The header shows the same (normalized) user.
    await page.locator('.user-menu__name', { hasText: 'Juan Carlos Pérez' }).waitFor();

    let profileRequests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postData()?.includes('UpdateProfile')) profileRequests += 1;
    });
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByLabel('Nombre').fill('   ');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expectText(page, 'Nombre y email son requeridos');
    expect(profileRequests).toBe(0);

    await page.getByLabel('Teléfono').fill('999');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('heading', { name: 'Juan Carlos Pérez' }).waitFor();
    await expectText(page, client.phone);
    await page.getByRole('button', { name: 'Editar' }).click();
    expect(await page.getByLabel('Nombre').inputValue()).toBe('Juan Carlos Pérez');
    expect(await page.getByLabel('Teléfono').inputValue()).toBe(client.phone);
    await page.getByRole('button', { name: 'Cancelar' }).click();
  });

  it('shows the barbershop information, or that it is not available', async () => {
    await nav()
      .getByRole('link', { name: /La Barbería/ })
      .click();
    await expectPath(page, '/client/barbershop-info');
    await expectText(page, 'Información no disponible');
    await page.getByRole('link', { name: 'Volver al Dashboard' }).last().waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Agendar Cita' }).waitFor();

    await configureShop(t);
    await page.reload();
    await page.getByRole('heading', { name: SHOP_CONFIG.businessName }).waitFor();
    await expectText(page, SHOP_CONFIG.adminName);
    const href = (name: RegExp) => page.getByRole('link', { name }).getAttribute('href');
    expect(await href(/^Llamar/)).toBe('tel:+13055550199');
    expect(await href(/^Enviar email/)).toBe(`mailto:${SHOP_CONFIG.email}`);
    expect(await href(/^Ver en el mapa/)).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(SHOP_CONFIG.address)}`,
    );
    expect(await href(/^Ver perfil/)).toBe('https://www.instagram.com/elite.barber/');
    await expectText(page, '¿Por qué elegirnos?');
    await expectText(page, 'Lunes a Viernes');
    await expectText(page, '8:00 AM - 6:00 PM');
    await expectText(page, '8:00 AM - 4:00 PM');

    // A handle saved without the @ opens the same profile.
    await configureShop(t, { instagram: 'elite.barber' });
    await page.reload();
    expect(await href(/^Ver perfil/)).toBe('https://www.instagram.com/elite.barber/');
    await expectText(page, '@elite.barber');
  });

  it('logged no errors or warnings in the browser console along the way', () => {
    expect(consoleProblems).toEqual([]);
  });
});
