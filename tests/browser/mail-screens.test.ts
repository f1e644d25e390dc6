import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../common/validation/account';
import { book, createCut, nextWeekday, setStatus } from '../support/booking';
import { mailedPath, startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { ADMIN, startTestApp, type TestApp, closeInOrder } from '../support/test-app';
import { browserSkipReason, launchBrowser, NARROW, newContext, screenshot, WIDE } from './support/browser';
import { clientPage, configureShop, dismissToasts, expectPath, expectText, expectToast } from './support/client-area';
import { checkLayoutAndA11y } from './support/screen-check';
import { timeButton } from './support/booking-strip';

const PHONE = { width: 390, height: 844 };

describe.skipIf(!!browserSkipReason)('password recovery, verification and mail settings in a real browser', () => {
  let t: TestApp;
  let smtp: MailCatcher;
  let browser: Browser;
  const flush = () => t.app.services.mail.worker.runOnce();
  /** A mailed link, pointed at the test server. */
  const localLink = (email: string, subject: RegExp, path: string) => mailedPath(smtp, email, subject, path);

  /** The reset link just mailed to that address. */
  const mailedResetLink = async (email: string) => {
    await t.gql('mutation($email: String!) { requestPasswordReset(email: $email) }', { email });
    await flush();
    return localLink(email, /^Restablece/, '/reset-password');
  };

  beforeAll(async () => {
    smtp = await startMailCatcher();
    [t, browser] = await Promise.all([
      startTestApp({ smtpUrl: smtp.url, mailPollMs: 0, publicUrl: 'http://barberia.test' }),
      launchBrowser(),
    ]);
    await configureShop(t);
  });
  afterAll(() => closeInOrder(browser, t, smtp));

  it('a client who forgot the password gets a link, sets a new one and signs in with it', async () => {
    const client = await t.signUp({ password: 'clave-olvidada' });
    const page = await (await newContext(browser, t.url, WIDE)).newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expectPath(page, '/forgot-password');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expectText(page, 'El email es requerido');
    await page.getByLabel('Email').fill(client.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expectText(page, 'Si existe una cuenta con ese email');
    await screenshot(page, 'mail-forgot-password-sent-1280');

    await flush();
    await page.goto(localLink(client.email, /^Restablece/, '/reset-password'));
    await page.getByLabel('Contraseña nueva').fill('clave-nueva');
    await page.getByLabel('Repite la contraseña').fill('otra-cosa');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expectText(page, 'Las contraseñas no coinciden');
    await page.getByLabel('Repite la contraseña').fill('clave-nueva');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expectPath(page, '/login');
    await expectToast(page, 'Contraseña restablecida');

    await page.getByLabel('Email').fill(client.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('clave-nueva');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/client'));
    await page.context().close();
  });

  for (const viewport of [PHONE, WIDE]) {
    it(`a used reset link says so on opening, at ${viewport.width}px: no password to type, a way to a new link`, async () => {
      const client = await t.signUp();
      const link = await mailedResetLink(client.email);
      const token = new URL(link, t.url).searchParams.get('token');
      const reset = await t.gql('mutation($input: ResetPasswordInput!) { resetPassword(input: $input) }', {
        input: { token, password: 'clave-nueva', confirmPassword: 'clave-nueva' },
      });
      expect(reset.errors).toBeUndefined();

      const page = await (await newContext(browser, t.url, viewport)).newPage();
      await page.goto(link);
      await page.getByRole('alert').filter({ hasText: accountMessages.resetLinkInvalid }).waitFor();
      expect(await page.locator('input[type="password"]').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Guardar contraseña' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Pedir otro enlace' }).first().click();
      await expectPath(page, '/forgot-password');
      await page.goBack();
      await page.getByRole('alert').filter({ hasText: accountMessages.resetLinkInvalid }).waitFor();
      await checkLayoutAndA11y(
        page,
        `mail-reset-password-used-${viewport.width}`,
        `used reset link at ${viewport.width}px`,
      );
      await page.context().close();
    });

    it(`a signed-in client opening a mail link sees their own header and menu, at ${viewport.width}px`, async () => {
      const client = await t.signUp({ name: 'Sesión Abierta' });
      await flush();
      const verify = localLink(client.email, /^Verifica/, '/verify-email');
      const unsubscribe = `/unsubscribe?token=${t.app.services.mail.links.unsubscribeToken(client.id)}`;
      const page = await clientPage(browser, t, client.token, viewport);
      for (const [name, path, ready] of [
        ['verify-email', verify, 'Email verificado. Ya recibirás'],
        ['reset-password', await mailedResetLink(client.email), 'Guardar contraseña'],
        ['unsubscribe', unsubscribe, 'Darme de baja'],
      ]) {
        await page.goto(path);
        await expectText(page, ready);
        await page.locator('.user-menu', { hasText: 'Sesión Abierta' }).waitFor();
        expect(await page.locator('nav[aria-label="Menú del cliente"]').count()).toBe(1);
        expect(await page.getByRole('link', { name: 'Iniciar Sesión' }).count()).toBe(0);
        expect(await page.getByRole('link', { name: 'Registrarse' }).count()).toBe(0);
        await dismissToasts(page);
        await screenshot(page, `mail-${name}-signed-in-${viewport.width}`);
      }
      const me = await t.gql('{ me { isVerified } }', {}, client.token);
      expect(me.data?.me).toEqual({ isVerified: true });
      await page.context().close();
    });
  }

  it('the verification link verifies the email; Mi Perfil shows it, changes the password and the mail preferences', async () => {
    const client = await t.signUp({ password: 'clave-actual' });
    await flush();
    const page = await clientPage(browser, t, client.token, WIDE);
    await page.goto('/client/profile');
    await expectText(page, 'Pendiente de verificar');
    await page.goto(localLink(client.email, /^Verifica/, '/verify-email'));
    await expectText(page, 'Email verificado. Ya recibirás');
    await page.goto('/client/profile');
    await expectText(page, 'Verificado');

    await page.getByLabel('Recordatorios antes de cada cita').uncheck();
    await expectToast(page, 'Preferencias de correo guardadas');
    const me = await t.gql('{ me { mailReminders mailBookings } }', {}, client.token);
    expect(me.data?.me).toEqual({ mailReminders: false, mailBookings: true });

    const otherDevice = await t.login(client.email, 'clave-actual');
    await page.getByLabel('Contraseña actual').fill('clave-actual');
    await page.getByLabel('Contraseña nueva', { exact: true }).fill('clave-nueva');
    await page.getByLabel('Repite la contraseña nueva').fill('clave-nueva');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expectToast(page, 'Contraseña cambiada');
    const elsewhere = await t.gql('{ me { id } }', {}, otherDevice);
    expect(elsewhere.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // This session goes on.
    await page.reload();
    await expectText(page, 'Cliente desde');
    expect(await t.login(client.email, 'clave-nueva')).toBeTruthy();
    await page.context().close();
  });

  it('changing the email in Mi Perfil shows it pending at once; the link mailed to the new address verifies it', async () => {
    const client = await t.signUp({ name: 'Elena Cambia' });
    await flush();
    await t.gql('mutation($token: String!) { verifyEmail(token: $token) }', {
      token: new URL(localLink(client.email, /^Verifica/, '/verify-email'), 'http://x').searchParams.get('token'),
    });
    const page = await clientPage(browser, t, client.token, NARROW);
    await page.goto('/client/profile');
    await expectText(page, 'Verificado');
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByLabel('Email').fill('elena.nueva@test.local');
    // A new address takes the current password (issue 29).
    await page.getByRole('form', { name: 'Editar perfil' }).getByLabel('Contraseña actual').fill('secreto1');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expectToast(page, 'Perfil actualizado exitosamente');
    await expectText(page, 'elena.nueva@test.local');
    await expectText(page, 'Pendiente de verificar');
    await screenshot(page, 'mail-profile-email-changed-390');

    await flush();
    await page.goto(localLink('elena.nueva@test.local', /^Verifica/, '/verify-email'));
    await expectText(page, 'Email verificado. Ya recibirás');
    await page.goto('/client/profile');
    await expectText(page, 'Verificado');
    await page.context().close();
  });

  it('the unsubscribe link works without signing in', async () => {
    const client = await t.signUp();
    const cut = await createCut(t, { name: 'Corte baja' });
    await book(t, client.token, { cutId: cut.id, date: nextWeekday(3), time: '10:00' });
    await flush();
    const page = await (await newContext(browser, t.url, NARROW)).newPage();
    await page.goto(localLink(client.email, /^Hemos recibido/, '/unsubscribe'));
    await page.getByRole('button', { name: 'Darme de baja' }).click();
    await expectText(page, 'ya no recibirás correos de citas ni recordatorios');
    const me = await t.gql('{ me { mailReminders mailBookings } }', {}, client.token);
    expect(me.data?.me).toEqual({ mailReminders: false, mailBookings: false });
    await page.context().close();
  });

  type Screen = { name: string; path: string; ready: string; as: 'guest' | 'client' | 'admin' };

  for (const viewport of [NARROW, WIDE]) {
    it(`the new screens at ${viewport.width}px: screenshot, no sideways scroll, no serious axe violation`, async () => {
      const client = await t.signUp({ name: 'Pantallas Cliente' });
      const cut = await createCut(t, { name: `Corte calendario ${viewport.width}` });
      await book(t, client.token, {
        cutId: cut.id,
        date: nextWeekday(4),
        time: viewport === NARROW ? '11:00' : '14:00',
      });
      await t.app.dataSource.query(
        `INSERT INTO mail_outbox (kind, recipient, subject, text_body, html_body, status, attempts, last_error)
         VALUES ('test', 'x@test.local', 'Atascado', '-', '-', 'failed', 8, '451 Buzón ocupado')`,
      );
      const unsubscribe = `/unsubscribe?token=${t.app.services.mail.links.unsubscribeToken(client.id)}`;
      const resetPassword = await mailedResetLink(client.email);
      const screens: Screen[] = [
        { name: 'forgot-password', path: '/forgot-password', ready: 'Enviar enlace', as: 'guest' },
        { name: 'reset-password', path: resetPassword, ready: 'Guardar contraseña', as: 'guest' },
        {
          name: 'reset-password-dead-link',
          path: '/reset-password?token=abc',
          ready: 'Pedir otro enlace',
          as: 'guest',
        },
        { name: 'reset-password-no-token', path: '/reset-password', ready: 'Pedir otro enlace', as: 'guest' },
        { name: 'verify-email-invalid', path: '/verify-email?token=caducado', ready: 'no es válido', as: 'guest' },
        { name: 'unsubscribe', path: unsubscribe, ready: 'Darme de baja', as: 'guest' },
        { name: 'profile', path: '/client/profile', ready: 'Cambiar contraseña', as: 'client' },
        { name: 'my-appointments', path: '/client/appointments', ready: 'Google Calendar', as: 'client' },
        { name: 'config', path: '/admin/config', ready: 'Guardar ajustes de correo', as: 'admin' },
        { name: 'dashboard', path: '/admin', ready: 'sin enviar', as: 'admin' },
      ];
      const pages: Record<Screen['as'], Page> = {
        guest: await (await newContext(browser, t.url, viewport)).newPage(),
        client: await clientPage(browser, t, client.token, viewport),
        admin: await clientPage(browser, t, await t.login(ADMIN.email, ADMIN.password), viewport),
      };
      for (const screen of screens) {
        const page = pages[screen.as];
        await page.goto(screen.path);
        await expectText(page, screen.ready);
        await page.locator('.loading-panel').waitFor({ state: 'detached' });
        await dismissToasts(page);
        await checkLayoutAndA11y(
          page,
          `mail-${screen.name}-${viewport.width}`,
          `${screen.name} at ${viewport.width}px`,
        );
      }
      await t.app.dataSource.query(`DELETE FROM mail_outbox WHERE kind = 'test'`);
      for (const page of Object.values(pages)) await page.context().close();
    });
  }

  it('the barber changes the reminder hours and the barber notices, and they stay saved', async () => {
    const SETTINGS = `{ mailSettings { reminderHoursBefore notifyBarber } }`;
    const adminToken = await t.login(ADMIN.email, ADMIN.password);
    const before = (await t.gql(SETTINGS, {}, adminToken)).data!.mailSettings;
    const page = await clientPage(browser, t, adminToken, WIDE);
    await page.goto('/admin/config');
    const hours = page.getByLabel('Recordatorio: horas antes de la cita');
    const notices = page.getByLabel(/Avisarme por correo de cada reserva nueva/);
    const save = page.getByRole('button', { name: 'Guardar ajustes de correo' });
    await expect.poll(() => hours.inputValue()).toBe(String(before.reminderHoursBefore));
    await hours.fill('12');
    await notices.setChecked(!before.notifyBarber);
    await save.click();
    await expectToast(page, 'Ajustes de correo guardados');
    await expect.poll(() => save.isDisabled()).toBe(true);
    expect((await t.gql(SETTINGS, {}, adminToken)).data!.mailSettings).toEqual({
      reminderHoursBefore: 12,
      notifyBarber: !before.notifyBarber,
    });
    await page.reload();
    await expect.poll(() => hours.inputValue()).toBe('12');
    expect(await notices.isChecked()).toBe(!before.notifyBarber);
    await t.gql(
      `mutation($input: MailSettingsInput!) { updateMailSettings(input: $input) { reminderHoursBefore } }`,
      { input: before },
      adminToken,
    );
    await page.context().close();
  });

  it('the rejection mail leads to choosing another time for that appointment, pending again', async () => {
    const client = await t.signUp({ name: 'Rita Rechazada' });
    const cut = await createCut(t, { name: 'Corte rechazado' });
    const date = nextWeekday(2);
    const appointment = await book(t, client.token, { cutId: cut.id, date, time: '15:00' });
    await setStatus(t, appointment.id, 'CANCELLED', 'Ese día no hay barbero');
    await flush();
    const page = await clientPage(browser, t, client.token, WIDE);
    await page.goto(localLink(client.email, /no ha podido aceptarse/, '/client/appointments/edit/'));
    await expectText(page, 'Motivo de Rechazo:');
    await expectText(page, 'Ese día no hay barbero');
    await timeButton(page, '4:00 PM').click();
    await page.getByRole('button', { name: 'Actualizar Cita' }).click();
    await expectPath(page, '/client/appointments');
    await expectToast(page, 'Cita actualizada exitosamente');
    const saved = await t.gql(
      `query($id: ID!) { appointment(id: $id) { status date time rejectionReason } }`,
      { id: appointment.id },
      client.token,
    );
    expect(saved.data!.appointment).toEqual({ status: 'PENDING', date, time: '16:00', rejectionReason: null });
    await page.context().close();
  });

  it('Añadir al calendario downloads the appointment’s .ics', async () => {
    const client = await t.signUp();
    const cut = await createCut(t, { name: 'Corte descarga' });
    const appointment = await book(t, client.token, { cutId: cut.id, date: nextWeekday(5), time: '12:00' });
    const page = await clientPage(browser, t, client.token, WIDE);
    await page.goto('/client/appointments');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Añadir al calendario' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`cita-${appointment.date}.ics`);
    const text = await (await download.createReadStream()).toArray();
    const ics = Buffer.concat(text).toString('utf8');
    expect(ics).toContain(`UID:cita-${appointment.id}@barberia`);
    expect(ics).toContain('DTSTART;TZID=America/New_York:');
    const google = await page.getByRole('link', { name: 'Google Calendar' }).getAttribute('href');
    expect(google).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');
    await page.context().close();
  });
});
