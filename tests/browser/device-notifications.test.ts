import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushMessages } from '../../common/validation/push';
import { addBarberAccount, type BarberAccount } from '../support/barber-account';
import { book, createCut, setStatus, type CutRef } from '../support/booking';
import { saveBookingRules, saveElClasico, USUAL_HOURS } from '../support/business';
import { startPushReceiver, type PushReceiver, type TestDevice } from '../support/push-receiver';
import { closeInOrder, startTestApp, type TestApp } from '../support/test-app';
import { expectToast, fixedNow, pageAt } from './support/admin-area';
import { browserSkipReason, launchBrowser, NARROW, WIDE } from './support/browser';
import { screenChecker } from './support/screen-check';

// Issue 34, Mi Perfil → «Notificaciones en este dispositivo»: switched on, the browser is asked for permission
// and its subscription reaches the server, whose notices then arrive; signing out ends it on both sides. A
// headless Chromium has no push service to subscribe at, so the page's PushManager hands out a subscription
// at the local receiver (with real keys): everything after it, the server's push included, is the app's own.
const looksRight = screenChecker('device-notifications');
const SECTION = 'Notificaciones en este dispositivo';
const SUBSCRIBED = 'test-push-subscribed';

function fakePushService(context: BrowserContext, device: TestDevice) {
  return context.addInitScript(
    ({ device, key }) => {
      const subscription = {
        endpoint: device.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true },
        getKey: () => null,
        toJSON: () => ({
          endpoint: device.endpoint,
          expirationTime: null,
          keys: { p256dh: device.p256dh, auth: device.auth },
        }),
        unsubscribe: async () => {
          localStorage.removeItem(key);
          return true;
        },
      };
      PushManager.prototype.subscribe = async () => {
        localStorage.setItem(key, '1');
        return subscription as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () =>
        localStorage.getItem(key) ? (subscription as unknown as PushSubscription) : null;
    },
    { device: { endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth }, key: SUBSCRIBED },
  );
}

describe.skipIf(!!browserSkipReason)('notifications on this device', () => {
  let t: TestApp;
  let browser: Browser;
  let receiver: PushReceiver;
  let cut: CutRef;
  let carlos: BarberAccount;

  const flush = () => t.app.services.mail.worker.runOnce();
  const devices = async (userId: string) =>
    (await t.app.dataSource.query(`SELECT endpoint FROM push_subscriptions WHERE user_id = $1`, [userId])) as {
      endpoint: string;
    }[];
  const section = (page: Page) => page.getByRole('region', { name: SECTION });
  const deviceSwitch = (page: Page) =>
    section(page).getByRole('checkbox', { name: /notificaciones en este dispositivo/i });

  beforeAll(async () => {
    receiver = await startPushReceiver();
    [t, browser] = await Promise.all([
      startTestApp({ now: fixedNow, mailPollMs: 0, pushAllowHttp: true, publicUrl: 'http://barberia.test' }),
      launchBrowser(),
    ]);
    await saveElClasico(t, { openingHours: USUAL_HOURS });
    await saveBookingRules(t, {});
    cut = await createCut(t, { name: 'Corte Clásico', price: 20, duration: 30 });
    carlos = await addBarberAccount(t, { name: 'Carlos Ruiz' });
  });
  afterAll(() => closeInOrder(browser, t, receiver));

  it('a client switches them on at 375 px: permission, the server keeps the device, a confirmation arrives; signing out ends it', async () => {
    const lucia = await t.signUp({ name: 'Lucía Mora' });
    const device = receiver.device();
    const page = await pageAt(browser, t, lucia.token, NARROW);
    await page.context().grantPermissions(['notifications']);
    await fakePushService(page.context(), device);
    await page.goto('/client/profile');
    await section(page)
      .getByText(/cuando confirmen, rechacen o cambien tu cita/)
      .waitFor();
    // Usable once the app's service worker is installed; off until the person says so.
    await expect.poll(() => deviceSwitch(page).isEnabled(), { timeout: 20_000 }).toBe(true);
    expect(await deviceSwitch(page).isChecked()).toBe(false);

    await deviceSwitch(page).click();
    await expectToast(page, pushMessages.subscribed);
    expect(await deviceSwitch(page).isChecked()).toBe(true);
    expect(await devices(lucia.id)).toEqual([{ endpoint: device.endpoint }]);
    await looksRight(page, 'on', '375');

    const appointment = await book(t, lucia.token, {
      cutId: cut.id,
      date: '2030-01-18',
      time: '10:00',
    });
    await setStatus(t, appointment.id, 'CONFIRMED');
    await flush();
    const pushes = receiver.to(device);
    expect(pushes).toHaveLength(1);
    expect(receiver.open(device, pushes[0])).toMatchObject({ title: 'Cita confirmada' });

    // Still on after a reload: the browser's subscription is the truth.
    await page.reload();
    await expect.poll(() => deviceSwitch(page).isChecked(), { timeout: 20_000 }).toBe(true);

    await page
      .getByRole('button', { name: /Cerrar sesión/i })
      .first()
      .click();
    await page.waitForURL('**/login');
    await expect.poll(() => devices(lucia.id)).toEqual([]);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), SUBSCRIBED)).toBeNull();
    await page.context().close();
  });

  it('a barber at 1280 px whose browser refuses notifications is told how to allow them; nothing is stored', async () => {
    const page = await pageAt(browser, t, carlos.token, WIDE);
    await fakePushService(page.context(), receiver.device());
    await page.goto('/barber/perfil');
    await section(page)
      .getByText(/cada reserva nueva, cada cancelación y cada cambio de hora pedido en tu agenda/)
      .waitFor();
    await expect.poll(() => deviceSwitch(page).isEnabled(), { timeout: 20_000 }).toBe(true);
    // Not granted: this Chromium answers the permission request with a refusal, as a person's «Bloquear».
    await deviceSwitch(page).click();
    await section(page)
      .getByText(/bloqueadas en el navegador/)
      .waitFor();
    expect(await deviceSwitch(page).isChecked()).toBe(false);
    expect(await devices(carlos.userId)).toEqual([]);
    await looksRight(page, 'blocked', '1280');
    await page.context().close();
  });
});
