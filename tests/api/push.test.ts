import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webPush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mediumDate } from '../../common/date-text';
import { formatSlot12h } from '../../common/validation/appointment';
import { pushMessages, pushSubscriptionSchema } from '../../common/validation/push';
import { createApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config/env';
import { vapidDetails } from '../../server/src/features/push/vapid-keys';
import { addBarberAccount, type BarberAccount } from '../support/barber-account';
import { CREATE, createCut, DELETE_MINE, manualClock, setStatus, type CutRef } from '../support/booking';
import { saveBookingRules, saveElClasico, USUAL_HOURS } from '../support/business';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { startPushReceiver, type PushReceiver, type TestDevice } from '../support/push-receiver';
import { expectFailure, restClient, type RestClient } from '../support/rest';
import { closeInOrder, startTestApp, type TestApp } from '../support/test-app';

// Issue 34, push notifications (server). Monday 1 March 2027, 07:00 in New York; two barbers, so the notices
// name the appointment's. The push service is a local http one (PUSH_ALLOW_HTTP).
const START = '2027-03-01T12:00:00Z';
const clock = manualClock(START);
let t: TestApp;
let api: RestClient;
let smtp: MailCatcher;
let receiver: PushReceiver;
let cut: CutRef;
let carlos: BarberAccount;

const flush = () => t.app.services.mail.worker.runOnce();
const SUBSCRIBE = `mutation($input: PushSubscriptionInput!) { subscribePush(input: $input) }`;
const UNSUBSCRIBE = `mutation($endpoint: String!) { unsubscribePush(endpoint: $endpoint) }`;

/** The browser's `PushSubscription.toJSON()`, sent as the app sends it. */
const subscriptionBody = (device: TestDevice) => ({
  endpoint: device.endpoint,
  keys: { p256dh: device.p256dh, auth: device.auth },
});

async function subscribe(token: string, device: TestDevice = receiver.device()): Promise<TestDevice> {
  const res = await t.gql(
    SUBSCRIBE,
    { input: { endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth } },
    token,
  );
  expect(res.errors).toBeUndefined();
  expect(res.data?.subscribePush).toBe(true);
  return device;
}

let slot = 0;
/** A fresh weekday time with Carlos for each booking: 09:00 … 16:00 from Wednesday 3 March on. */
function nextSlot() {
  const day = 3 + Math.floor(slot / 8);
  const hour = 9 + (slot % 8);
  slot += 1;
  const date = `2027-03-${String(day + (day >= 6 ? 2 : 0)).padStart(2, '0')}`;
  return { date, time: `${String(hour).padStart(2, '0')}:00` };
}

/** The day in words and the time as the screens write them: 'miércoles, 3 de marzo a las 9:00 AM'. */
const when = (a: { date: string; time: string }) => `${mediumDate(a.date)} a las ${formatSlot12h(a.time)}`;

async function bookWithCarlos(token: string) {
  const when = nextSlot();
  const res = await t.gql(CREATE, { input: { cutId: cut.id, barberId: carlos.id, ...when } }, token);
  expect(res.errors).toBeUndefined();
  return res.data!.createAppointment as { id: string; date: string; time: string; startsAt: string };
}

const subscriptionCount = async (endpoint: string) =>
  (
    (await t.app.dataSource.query(`SELECT count(*)::int AS n FROM push_subscriptions WHERE endpoint = $1`, [
      endpoint,
    ])) as { n: number }[]
  )[0].n;

beforeAll(async () => {
  smtp = await startMailCatcher();
  receiver = await startPushReceiver();
  t = await startTestApp({
    smtpUrl: smtp.url,
    mailPollMs: 0,
    publicUrl: 'http://barberia.test',
    now: clock.now,
    pushAllowHttp: true,
    authRateLimit: { maxPerIp: 10_000, maxPerEmail: 10_000 },
  });
  api = await restClient(t);
  await saveElClasico(t, { openingHours: USUAL_HOURS });
  await saveBookingRules(t, { minNoticeHours: 2, horizonDays: 150, bufferMinutes: 0 });
  cut = await createCut(t, { name: 'Corte clásico', duration: 30 });
  carlos = await addBarberAccount(t, { name: 'Carlos Ruiz' });
});
afterAll(() => closeInOrder(t, smtp, receiver));
beforeEach(async () => {
  clock.set(START);
  await flush();
  smtp.clear();
  receiver.received.length = 0;
  receiver.answer.clear();
});

describe('a new booking on the barber’s and the admin’s phones', () => {
  it('POSTs an aes128gcm message with a TTL and a VAPID signature; decrypted, it names the client, cut, day and time', async () => {
    const barberPhone = await subscribe(carlos.token);
    const adminPhone = await subscribe(await t.adminToken());
    const ana = await t.signUp({ name: 'Ana López' });
    const appointment = await bookWithCarlos(ana.token);
    expect(receiver.received).toHaveLength(0); // queued with the booking, sent by the worker
    await flush();

    const [push] = receiver.to(barberPhone);
    expect(receiver.to(barberPhone)).toHaveLength(1);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const publicKey = (await t.gql('{ pushPublicKey }')).data!.pushPublicKey as string;
    const authorization = push.headers.authorization ?? '';
    expect(authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(authorization.split('k=')[1]).toBe(publicKey);
    const jwt = JSON.parse(Buffer.from(authorization.split(' t=')[1].split('.')[1], 'base64url').toString());
    expect(jwt.aud).toBe(receiver.url);

    expect(receiver.open(barberPhone, push)).toEqual({
      title: 'Nueva reserva: Ana López',
      body: 'Corte clásico con Carlos Ruiz, miércoles, 3 de marzo a las 9:00 AM. Confírmala o recházala.',
      url: `/admin/appointments?dia=${appointment.date}`,
    });
    expect(receiver.to(adminPhone).map((p) => receiver.open(adminPhone, p).title)).toEqual([
      'Nueva reserva: Ana López',
    ]);
    const sent = await t.app.dataSource.query(`SELECT status, payload FROM push_outbox WHERE appointment_id = $1`, [
      appointment.id,
    ]);
    // Sent: what it said goes, as a sent mail's body does.
    expect(sent).toEqual([
      { status: 'sent', payload: null },
      { status: 'sent', payload: null },
    ]);

    // Another round sends nothing again.
    await flush();
    expect(receiver.received).toHaveLength(2);
  });

  it('tells the barber of a client’s cancellation; no notice when the shop turned the barber’s notices off', async () => {
    const barberPhone = await subscribe(carlos.token);
    const bea = await t.signUp({ name: 'Bea Ruiz' });
    const appointment = await bookWithCarlos(bea.token);
    expect((await t.gql(DELETE_MINE, { id: appointment.id }, bea.token)).errors).toBeUndefined();
    await flush();
    expect(receiver.to(barberPhone).map((p) => receiver.open(barberPhone, p).title)).toEqual([
      'Nueva reserva: Bea Ruiz',
      'Cita cancelada: Bea Ruiz',
    ]);

    await t.app.dataSource.query(`UPDATE mail_settings SET notify_barber = false`);
    try {
      await bookWithCarlos(bea.token);
      await flush();
      expect(receiver.to(barberPhone)).toHaveLength(2);
    } finally {
      await t.app.dataSource.query(`UPDATE mail_settings SET notify_barber = true`);
    }
  });
});

describe('a client’s reschedule on the barber’s phone', () => {
  it('is one notice that names the old time and the new', async () => {
    const barberPhone = await subscribe(carlos.token);
    const nora = await t.signUp({ name: 'Nora Gil' });
    const old = await bookWithCarlos(nora.token);
    await setStatus(t, old.id, 'CONFIRMED');
    const to = nextSlot();
    const res = await t.gql(
      `mutation($id: ID!, $input: AppointmentInput!) { rescheduleMyAppointment(id: $id, input: $input) { id } }`,
      { id: old.id, input: { cutId: cut.id, barberId: carlos.id, ...to } },
      nora.token,
    );
    expect(res.errors).toBeUndefined();
    await flush();
    expect(receiver.to(barberPhone).map((p) => receiver.open(barberPhone, p))).toEqual([
      expect.objectContaining({ title: 'Nueva reserva: Nora Gil' }),
      {
        title: 'Cita reprogramada: Nora Gil',
        body: `Corte clásico con Carlos Ruiz: antes, el ${when(old)}; ahora, el ${when(to)}. Confírmala o recházala.`,
        url: `/admin/appointments?dia=${to.date}`,
      },
    ]);
  });
});

describe('the client’s phone', () => {
  it('hears of the confirmation and of a rejection with its reason, and opens the right screen', async () => {
    const ciro = await t.signUp({ name: 'Ciro Paz' });
    const phone = await subscribe(ciro.token);
    const first = await bookWithCarlos(ciro.token);
    const second = await bookWithCarlos(ciro.token);
    await flush();
    expect(receiver.to(phone)).toHaveLength(0); // her own booking is no news to her

    await setStatus(t, first.id, 'CONFIRMED');
    await setStatus(t, second.id, 'CANCELLED', 'Ese día cerramos antes');
    await flush();
    expect(receiver.to(phone).map((p) => receiver.open(phone, p))).toEqual([
      {
        title: 'Cita confirmada',
        body: `Corte clásico con Carlos Ruiz, ${when(first)}. ¡Te esperamos!`,
        url: '/client/appointments',
      },
      {
        title: 'Tu cita no ha podido aceptarse',
        body: `Corte clásico con Carlos Ruiz, ${when(second)}. Motivo: Ese día cerramos antes`,
        url: `/client/appointments/edit/${second.id}`,
      },
    ]);
    // The mails still go, beside the notices (in whatever order the mail worker sends one round's).
    const bookingMails = smtp.to(ciro.email).filter((m) => !m.subject.startsWith('Verifica tu email'));
    expect(bookingMails.map((m) => m.subject.split(':')[0]).sort()).toEqual([
      'Cita confirmada',
      'Hemos recibido tu reserva',
      'Hemos recibido tu reserva',
      'Tu cita no ha podido aceptarse',
    ]);
  });

  it('gets the reminder; with «Correos de mis reservas» off, no booking notice either', async () => {
    const dora = await t.signUp({ name: 'Dora Gil' });
    const phone = await subscribe(dora.token);
    const appointment = await bookWithCarlos(dora.token);
    await t.gql(
      `mutation($input: MailPreferencesInput!) { updateMailPreferences(input: $input) { mailBookings } }`,
      { input: { reminders: true, bookings: false } },
      dora.token,
    );
    await setStatus(t, appointment.id, 'CONFIRMED');
    await flush();
    expect(receiver.to(phone)).toHaveLength(0);

    clock.set(new Date(new Date(appointment.startsAt).getTime() - 20 * 3600_000).toISOString());
    await flush();
    const titles = receiver.to(phone).map((p) => receiver.open(phone, p));
    expect(titles).toHaveLength(1);
    expect(titles[0]).toEqual({
      title: 'Recordatorio de tu cita',
      body: `Corte clásico con Carlos Ruiz, ${when(appointment)}.`,
      url: '/client/appointments',
    });
  });
});

describe('the client’s phone, of the barber’s move and of a freed time', () => {
  it('a move by the barber names the new time', async () => {
    const lola = await t.signUp({ name: 'Lola Vidal' });
    const phone = await subscribe(lola.token);
    const appointment = await bookWithCarlos(lola.token);
    await setStatus(t, appointment.id, 'CONFIRMED');
    const to = nextSlot();
    const moved = await t.gql(
      `mutation($id: ID!, $input: MoveAppointmentInput!) { moveAppointment(id: $id, input: $input) { date time } }`,
      { id: appointment.id, input: to },
      await t.adminToken(),
    );
    expect(moved.errors).toBeUndefined();
    await flush();
    expect(receiver.to(phone).map((p) => receiver.open(phone, p))).toEqual([
      {
        title: 'Cita confirmada',
        body: `Corte clásico con Carlos Ruiz, ${when(appointment)}. ¡Te esperamos!`,
        url: '/client/appointments',
      },
      {
        title: 'La barbería ha cambiado la hora de tu cita',
        body: `Corte clásico con Carlos Ruiz: ahora es el ${when(to)}.`,
        url: '/client/appointments',
      },
    ]);
  });

  it('a time offered from the waitlist opens the booking form on it', async () => {
    const mar = await t.signUp({ name: 'Mar Soto' });
    const phone = await subscribe(mar.token);
    const day = '2027-03-27';
    const [entry]: { id: string }[] = await t.app.dataSource.query(
      `INSERT INTO waitlist_entries (client_id, "date", cut_id) VALUES ($1, $2, $3) RETURNING id`,
      [mar.id, day, cut.id],
    );
    const offered = await t.gql(
      `mutation($id: ID!, $time: String!) { offerWaitlistTime(id: $id, time: $time) { id } }`,
      { id: entry.id, time: '10:00' },
      await t.adminToken(),
    );
    expect(offered.errors).toBeUndefined();
    await flush();
    expect(receiver.to(phone).map((p) => receiver.open(phone, p))).toEqual([
      {
        title: 'Se ha liberado un hueco',
        body: 'sábado, 27 de marzo a las 10:00 AM: Corte clásico. La primera persona que reserve se la queda.',
        url: `/client/appointments/create?cutId=${cut.id}&date=${day}&time=10%3A00`,
      },
    ]);
    expect(smtp.to(mar.email).map((m) => m.subject)).toContain(
      'Se ha liberado un hueco: sábado 27 de marzo a las 10:00 AM',
    );
  });
});

describe('devices', () => {
  it('a push service’s 410 removes the subscription; the mail still goes', async () => {
    const eva = await t.signUp({ name: 'Eva Sanz' });
    const phone = await subscribe(eva.token);
    const appointment = await bookWithCarlos(eva.token);
    receiver.answer.set(new URL(phone.endpoint).pathname, 410);
    await setStatus(t, appointment.id, 'CONFIRMED');
    await flush();
    expect(receiver.to(phone)).toHaveLength(1);
    expect(await subscriptionCount(phone.endpoint)).toBe(0);
    expect(smtp.to(eva.email).map((m) => m.subject.split(':')[0])).toContain('Cita confirmada');
    await flush();
    expect(receiver.to(phone)).toHaveLength(1);
  });

  it('a failing push service is tried again later, with the mails’ backoff', async () => {
    const fran = await t.signUp({ name: 'Fran Díaz' });
    const phone = await subscribe(fran.token);
    const appointment = await bookWithCarlos(fran.token);
    receiver.answer.set(new URL(phone.endpoint).pathname, 503);
    await setStatus(t, appointment.id, 'CONFIRMED');
    await flush();
    const [row] = await t.app.dataSource.query(
      `SELECT status, attempts, next_attempt_at > now() + interval '20 seconds' AS later FROM push_outbox
       WHERE appointment_id = $1 AND subscription_id = (SELECT id FROM push_subscriptions WHERE endpoint = $2)`,
      [appointment.id, phone.endpoint],
    );
    expect(row).toEqual({ status: 'pending', attempts: 1, later: true });
    receiver.answer.clear();
    await t.app.dataSource.query(`UPDATE push_outbox SET next_attempt_at = now() WHERE appointment_id = $1`, [
      appointment.id,
    ]);
    await flush();
    expect(receiver.to(phone).map((p) => receiver.open(phone, p).title)).toEqual([
      'Cita confirmada',
      'Cita confirmada',
    ]);
  });

  it('the same endpoint from another account moves to it; unsubscribing stops the notices', async () => {
    const gema = await t.signUp({ name: 'Gema Sol' });
    const hugo = await t.signUp({ name: 'Hugo Gil' });
    const shared = await subscribe(gema.token);
    await subscribe(hugo.token, shared);
    const owners = await t.app.dataSource.query(`SELECT user_id FROM push_subscriptions WHERE endpoint = $1`, [
      shared.endpoint,
    ]);
    expect(owners).toEqual([{ user_id: hugo.id }]);

    const mine = await bookWithCarlos(gema.token);
    await setStatus(t, mine.id, 'CONFIRMED');
    await flush();
    expect(receiver.to(shared)).toHaveLength(0); // Gema's news no longer reach the browser Hugo uses

    // Someone else's endpoint is left alone.
    expect((await t.gql(UNSUBSCRIBE, { endpoint: shared.endpoint }, gema.token)).data?.unsubscribePush).toBe(true);
    expect(await subscriptionCount(shared.endpoint)).toBe(1);
    expect((await t.gql(UNSUBSCRIBE, { endpoint: shared.endpoint }, hugo.token)).data?.unsubscribePush).toBe(true);
    expect(await subscriptionCount(shared.endpoint)).toBe(0);
  });

  it('a device is its session’s: signing out, or out everywhere, removes it and what waited for it', async () => {
    const iris = await t.signUp({ name: 'Iris Paz' });
    const phone = await subscribe(iris.token);
    const pending = await bookWithCarlos(iris.token);
    await setStatus(t, pending.id, 'CONFIRMED'); // queued for the phone, not sent yet
    expect((await t.gql(`mutation { logout }`, {}, iris.token)).errors).toBeUndefined();
    expect(await subscriptionCount(phone.endpoint)).toBe(0);
    await flush();
    expect(receiver.to(phone)).toHaveLength(0); // the next person on this phone hears nothing of Iris

    const tablet = await subscribe(await t.login(iris.email, 'secreto1'));
    const other = await t.login(iris.email, 'secreto1');
    expect((await t.gql(`mutation { logoutAll }`, {}, other)).errors).toBeUndefined();
    expect(await subscriptionCount(tablet.endpoint)).toBe(0);
  });

  it('refuses what is not a push subscription, in Spanish, by field', async () => {
    const ivan = await t.signUp({ name: 'Iván Mora' });
    const device = receiver.device();
    const bad = await t.gql(
      SUBSCRIBE,
      { input: { endpoint: 'ftp://push.example/x', p256dh: 'no válida', auth: '' } },
      ivan.token,
    );
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0].extensions?.errors).toEqual([
      { field: 'endpoint', message: pushMessages.endpointNotHttps },
      { field: 'p256dh', message: pushMessages.p256dhInvalid },
      { field: 'auth', message: pushMessages.authRequired },
    ]);
    const anonymous = await t.gql(SUBSCRIBE, {
      input: { endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth },
    });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // Without PUSH_ALLOW_HTTP (production), only https: endpoints.
    await expect(pushSubscriptionSchema(false).validate(subscriptionBody(device))).rejects.toThrow();
    await expect(
      pushSubscriptionSchema(false).validate({
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
        p256dh: device.p256dh,
        auth: device.auth,
      }),
    ).resolves.toBeTruthy();
    const http = await pushSubscriptionSchema(false)
      .validate({ endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth })
      .catch((error: Error) => error.message);
    expect(http).toBe(pushMessages.endpointNotHttps);
  });
});

describe('REST /api/push', () => {
  it('the public key without a session; subscribe (201) and unsubscribe with a session, as documented', async () => {
    const key = await api.call('GET', '/push/public-key');
    expect(key.status).toBe(200);
    expect(key.body.data.publicKey).toBe((await t.gql('{ pushPublicKey }')).data!.pushPublicKey);
    expect(Buffer.from(key.body.data.publicKey, 'base64url')).toHaveLength(65);

    const jon = await t.signUp({ name: 'Jon Vera' });
    const device = receiver.device();
    const created = await api.call('POST', '/push/subscriptions', { token: jon.token, body: subscriptionBody(device) });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ success: true, message: pushMessages.subscribed });
    const again = await api.call('POST', '/push/subscriptions', { token: jon.token, body: subscriptionBody(device) });
    expect(again.status).toBe(201);
    expect(await subscriptionCount(device.endpoint)).toBe(1);

    const missing = await api.call('POST', '/push/subscriptions', {
      token: jon.token,
      body: { endpoint: device.endpoint, keys: { p256dh: device.p256dh } },
    });
    expectFailure(missing, 400, pushMessages.authRequired);
    expect(missing.body.errors).toEqual([{ field: 'keys.auth', message: pushMessages.authRequired }]);
    expectFailure(await api.call('POST', '/push/subscriptions', { body: subscriptionBody(device) }), 401);

    const body = api.document.paths['/push/subscriptions'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['endpoint', 'keys']);
    expect(body.properties.keys.required).toEqual(['p256dh', 'auth']);

    const removed = await api.call('DELETE', '/push/subscriptions', {
      token: jon.token,
      body: { endpoint: device.endpoint },
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, message: pushMessages.unsubscribed });
    expect(await subscriptionCount(device.endpoint)).toBe(0);
  });
});

describe('privacy', () => {
  it('the export lists the devices without their keys; erasure takes them and what waited for them', async () => {
    const kira = await t.signUp({ name: 'Kira Luz' });
    const phone = await subscribe(kira.token);
    const barberPhone = await subscribe(carlos.token);
    const exported = await api.call('GET', '/users/me/export', { token: kira.token });
    expect(exported.body.data.pushDevices).toEqual([{ endpoint: phone.endpoint, createdAt: expect.any(String) }]);
    expect(JSON.stringify(exported.body)).not.toContain(phone.p256dh);

    await bookWithCarlos(kira.token); // the barber's notice about her waits in the outbox
    const erased = await api.call('DELETE', '/users/me', { token: kira.token, body: { password: 'secreto1' } });
    expect(erased.status).toBe(200);
    expect(await subscriptionCount(phone.endpoint)).toBe(0);
    const left = await t.app.dataSource.query(`SELECT count(*)::int AS n FROM push_outbox WHERE user_id = $1`, [
      kira.id,
    ]);
    expect(left).toEqual([{ n: 0 }]);
    await flush();
    expect(receiver.to(barberPhone)).toHaveLength(0);
  });
});

describe('VAPID keys', () => {
  it('from the environment (both or none), else made once and kept in DATA_DIR, else derived from JWT_SECRET', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barberia-vapid-'));
    const made = vapidDetails({ dataDir, adminEmail: 'dueno@elclasico.com' }, 'sesiones');
    expect(made.subject).toBe('mailto:dueno@elclasico.com');
    expect(fs.statSync(path.join(dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(vapidDetails({ dataDir, adminEmail: 'dueno@elclasico.com' }, 'otro')).toEqual(made);

    const shared = { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'barberia-vapid-')), databaseUrl: 'postgres://db' };
    const derived = vapidDetails({ ...shared, publicUrl: 'https://citas.elclasico.com/' }, 'secreto-de-sesiones');
    expect(derived.subject).toBe('https://citas.elclasico.com');
    expect(vapidDetails({ ...shared, dataDir }, 'secreto-de-sesiones').publicKey).toBe(derived.publicKey);
    expect(vapidDetails(shared, 'otro-secreto').publicKey).not.toBe(derived.publicKey);
    expect(fs.readdirSync(shared.dataDir)).toEqual([]);

    const given = webPush.generateVAPIDKeys();
    const env = {
      VAPID_PUBLIC_KEY: given.publicKey,
      VAPID_PRIVATE_KEY: given.privateKey,
      VAPID_SUBJECT: 'mailto:a@b.es',
    };
    expect(vapidDetails({ ...loadConfig(env, []), dataDir }, 'x')).toEqual({ ...given, subject: 'mailto:a@b.es' });
    expect(() => vapidDetails({ vapidPublicKey: given.publicKey, dataDir }, 'x')).toThrow(
      'VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY van juntas: falta una.',
    );
    expect(() => vapidDetails({ ...loadConfig({ ...env, VAPID_SUBJECT: 'barberia' }, []), dataDir }, 'x')).toThrow();
    expect(loadConfig({ PUSH_ALLOW_HTTP: 'true' }, []).pushAllowHttp).toBe(true);
    expect(loadConfig({}, []).pushAllowHttp).toBe(false);
  });
});

describe('durable', () => {
  it('a server stopped between the booking and the send delivers it after restart', async () => {
    const barberPhone = await subscribe(carlos.token);
    const leo = await t.signUp({ name: 'Leo Paz' });
    await bookWithCarlos(leo.token);
    await t.app.close();
    expect(receiver.to(barberPhone)).toHaveLength(0);

    const restarted = await createApp(t.app.config);
    try {
      await restarted.services.mail.worker.runOnce();
      expect(receiver.to(barberPhone).map((p) => receiver.open(barberPhone, p).title)).toEqual([
        'Nueva reserva: Leo Paz',
      ]);
    } finally {
      await restarted.close();
    }
  });
});
