import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistMessages } from '../../common/validation/waitlist';
import { book, createCut, DELETE_ANY, setStatus, type CutRef } from '../support/booking';
import { saveBookingRules, saveElClasico, USUAL_HOURS, week } from '../support/business';
import { mailedPath, startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { closeInOrder, startTestApp, type TestApp } from '../support/test-app';
import { dialog, expectToast, fixedNow, pageAt } from './support/admin-area';
import { browserSkipReason, launchBrowser } from './support/browser';
import { dayButton, longDate, timeButton } from './support/booking-strip';
import { screenChecker, VIEWPORTS } from './support/screen-check';

// Issue 33, «Lista de espera»: a client joins a full day from the booking form, sees it in Mis Citas and leaves
// it; the admin sees the day's list live in the calendar's day view and offers a freed time, which is mailed
// with a link that opens the form on it. The shop's clock is admin-area's FIXED_NOW, Wednesday 16 January 2030.
const looksRight = screenChecker('waitlist');

// Saturday the 19th opens one hour: two 30-minute cuts fill it.
const FULL_DAY = '2030-01-19';
const SHORT_SATURDAY = week((weekday) =>
  weekday === 6 ? { open: '08:00', close: '09:00' } : USUAL_HOURS[weekday - 1],
);
const BOOKING_FORM = '/client/appointments/create';
const JOIN_TITLE = '¿Nada te cuadra? Apúntate a la lista de espera';

const JOIN = `mutation($input: WaitlistInput!) { joinWaitlist(input: $input) { id } }`;
const MINE = `{ myWaitlist { id date from to } }`;

describe.skipIf(!!browserSkipReason)('the waitlist of a full day', () => {
  let t: TestApp;
  let smtp: MailCatcher;
  let browser: Browser;
  let classic: CutRef;
  let ana: { id: string; token: string; email: string };
  let lateBookingId: string;
  let bea: { id: string; token: string; email: string };
  let link: string;
  const flush = () => t.app.services.mail.worker.runOnce();
  const mine = async () => (await t.gql(MINE, {}, ana.token)).data?.myWaitlist as { id: string }[];

  beforeAll(async () => {
    smtp = await startMailCatcher();
    [t, browser] = await Promise.all([
      startTestApp({ now: fixedNow, smtpUrl: smtp.url, mailPollMs: 0, publicUrl: 'http://barberia.test' }),
      launchBrowser(),
    ]);
    await saveElClasico(t, { openingHours: SHORT_SATURDAY });
    await saveBookingRules(t, {});
    classic = await createCut(t, { name: 'Corte Clásico', price: 20, duration: 30 });
    ana = await t.signUp({ name: 'Ana García', email: 'ana.garcia@test.local' });
    const beto = await t.signUp({ name: 'Beto Madruga', email: 'beto.madruga@test.local' });
    for (const time of ['08:00', '08:30']) {
      const booked = await setStatus(
        t,
        (await book(t, beto.token, { cutId: classic.id, date: FULL_DAY, time })).id,
        'CONFIRMED',
      );
      lateBookingId = booked.id;
    }
  });
  afterAll(() => closeInOrder(browser, t, smtp));

  const waitlistBlock = (page: Page) => dialog(page, /Citas del/).getByRole('region', { name: /^Lista de espera/ });

  for (const [width, viewport] of VIEWPORTS) {
    it(`the client joins the full day from the booking form, sees it in Mis Citas and leaves it, at ${width} px`, async () => {
      const page = await pageAt(browser, t, ana.token, viewport);
      await page.goto(`${BOOKING_FORM}?cutId=${classic.id}`);
      const saturday = dayButton(page, FULL_DAY);
      await expect.poll(() => saturday.getAttribute('aria-label'), { timeout: 15_000 }).toMatch(/: Completo$/);
      await saturday.click();
      const panel = page.getByRole('region', { name: JOIN_TITLE });
      await panel.waitFor();
      // The shared rules check the window before anything is sent.
      await panel.getByLabel('Desde').fill('12:00');
      await panel.getByLabel('Hasta').fill('10:00');
      await panel.getByRole('button', { name: 'Avisarme si se libera un hueco' }).click();
      await panel.getByText(waitlistMessages.windowInverted).waitFor();
      expect(await mine()).toHaveLength(0);
      // Keyboard only: the window's fields are labelled, and Enter in one joins the list (not the booking form).
      await panel.getByLabel('Desde').fill('08:00');
      await panel.getByLabel('Hasta').fill('12:00');
      await looksRight(page, 'form', width);
      await panel.getByLabel('Hasta').press('Enter');
      await expectToast(page, 'Te avisaremos por correo si se libera un hueco');
      await page.getByText('Estás en la lista de espera de este día').waitFor();
      expect(new URL(page.url()).pathname).toBe(BOOKING_FORM);
      await looksRight(page, 'form-joined', width);
      expect(await mine()).toHaveLength(1);

      await page.goto('/client/appointments');
      const section = page.getByRole('region', { name: 'En lista de espera' });
      await section
        .getByText(
          `${longDate(FULL_DAY).replace(/ de 2030$/, '')} · Corte Clásico · Cualquiera · de 8:00 AM a 12:00 PM`,
        )
        .waitFor();
      await looksRight(page, 'mis-citas', width);
      await section.getByRole('button', { name: /^Salir/ }).click();
      await section.waitFor({ state: 'detached' });
      await expect.poll(mine).toHaveLength(0);
      await page.context().close();
    });
  }

  it('the admin sees «Lista de espera (1)» appear live in the day view, with nothing to offer while the day is full', async () => {
    for (const [width, viewport] of VIEWPORTS) {
      const page = await pageAt(browser, t, await t.adminToken(), viewport);
      await page.goto(`/admin/appointments?dia=${FULL_DAY}`);
      await dialog(page, /Citas del/)
        .getByText('Beto Madruga')
        .first()
        .waitFor();
      if (width === '375') {
        // Nobody waits yet: no block; Ana joins meanwhile and it appears without a reload.
        expect(await waitlistBlock(page).count()).toBe(0);
        const joined = await t.gql(
          JOIN,
          { input: { date: FULL_DAY, cutId: classic.id, from: '08:00', to: '12:00' } },
          ana.token,
        );
        expect(joined.errors).toBeUndefined();
      }
      const block = waitlistBlock(page);
      await expect.poll(() => block.getByRole('heading').textContent()).toBe('Lista de espera (1)');
      await block.getByText('Ana García').waitFor();
      await block.getByText('Corte Clásico · Cualquiera · de 8:00 AM a 12:00 PM').waitFor();
      await looksRight(page, 'day', width);

      await block.getByRole('button', { name: 'Ofrecer una hora a Ana García' }).click();
      const offer = dialog(page, 'Ofrecer una hora a Ana García');
      await offer.getByText('No hay horas libres que ofrecer').waitFor();
      expect(await offer.getByRole('button', { name: 'Enviar oferta' }).isDisabled()).toBe(true);
      await looksRight(page, 'offer-none', width);
      await page.context().close();
    }
  });

  it('a freed time is offered to her: «Enviar oferta» mails it, and the link opens the form with that time chosen', async () => {
    // Bea waits too, whole day: the freed time is hers as well (the API test covers who is mailed by the freeing).
    bea = await t.signUp({ name: 'Bea Ruiz', email: 'bea.ruiz@test.local' });
    expect((await t.gql(JOIN, { input: { date: FULL_DAY, cutId: classic.id } }, bea.token)).errors).toBeUndefined();
    const freed = await t.gql(DELETE_ANY, { id: lateBookingId }, await t.adminToken());
    expect(freed.errors).toBeUndefined();
    // Whatever the freeing itself mailed is not the offer.
    await flush();
    smtp.clear();

    for (const [width, viewport] of VIEWPORTS) {
      const page = await pageAt(browser, t, await t.adminToken(), viewport);
      await page.goto(`/admin/appointments?dia=${FULL_DAY}`);
      await waitlistBlock(page).getByRole('button', { name: 'Ofrecer una hora a Ana García' }).click();
      const offer = dialog(page, 'Ofrecer una hora a Ana García');
      const time = offer.getByLabel('Hora');
      await expect.poll(() => time.inputValue()).toBe('08:30');
      await looksRight(page, 'offer', width);
      if (width === '1280') {
        await offer.getByRole('button', { name: 'Enviar oferta' }).click();
        await expectToast(page, 'Oferta enviada a Ana García');
        await offer.waitFor({ state: 'detached' });
      }
      await page.context().close();
    }

    await flush();
    await expect.poll(() => smtp.to(ana.email).length).toBeGreaterThan(0);
    link = mailedPath(smtp, ana.email, /^Se ha liberado un hueco/, BOOKING_FORM);
    const query = new URL(link, t.url).searchParams;
    expect(query.get('date')).toBe(FULL_DAY);
    expect(query.get('time')).toBe('08:30');
    expect(query.get('cutId')).toBe(classic.id);

    for (const [width, viewport] of VIEWPORTS) {
      const page = await pageAt(browser, t, ana.token, viewport);
      await page.goto(link);
      await expect
        .poll(() => timeButton(page, '8:30 AM').getAttribute('aria-pressed'), { timeout: 15_000 })
        .toBe('true');
      expect(await dayButton(page, FULL_DAY).getAttribute('aria-pressed')).toBe('true');
      await looksRight(page, 'mail-link', width);
      await page.context().close();
    }
  });

  it('the first to book from the link gets it; the day view drops her live; Bea, late, is told and keeps waiting', async () => {
    const admin = await pageAt(browser, t, await t.adminToken());
    await admin.goto(`/admin/appointments?dia=${FULL_DAY}`);
    await expect.poll(() => waitlistBlock(admin).getByRole('heading').textContent()).toBe('Lista de espera (2)');

    const anaPage = await pageAt(browser, t, ana.token);
    await anaPage.goto(link);
    await expect
      .poll(() => timeButton(anaPage, '8:30 AM').getAttribute('aria-pressed'), { timeout: 15_000 })
      .toBe('true');
    await anaPage.getByRole('button', { name: 'Reservar', exact: true }).click();
    await anaPage.waitForURL((url) => url.pathname !== BOOKING_FORM);
    expect(await mine()).toEqual([]);
    // Her booking ended her wait: the admin's open day shows one person waiting, without a reload.
    await expect.poll(() => waitlistBlock(admin).getByRole('heading').textContent()).toBe('Lista de espera (1)');
    await waitlistBlock(admin).getByText('Bea Ruiz').waitFor();
    expect(await waitlistBlock(admin).getByText('Ana García').count()).toBe(0);

    for (const [width, viewport] of VIEWPORTS) {
      const page = await pageAt(browser, t, bea.token, viewport);
      await page.goto(link);
      await page
        .getByText('Ese horario ya no está disponible (8:30 AM): elige otra hora.')
        .waitFor({ timeout: 15_000 });
      await looksRight(page, 'late', width);
      await page.context().close();
    }
    const beasWait = (await t.gql(MINE, {}, bea.token)).data?.myWaitlist as { date: string }[];
    expect(beasWait).toMatchObject([{ date: FULL_DAY }]);
    await Promise.all([admin.context().close(), anaPage.context().close()]);
  });
});
