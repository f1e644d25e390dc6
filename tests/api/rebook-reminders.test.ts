import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../common/booking/shop-dates';
import { addBarber } from '../support/barber-agendas';
import { book, complete, createCut, manualClock, slotSequence, type CutRef } from '../support/booking';
import { saveElClasico } from '../support/business';
import { restClient } from '../support/rest';
import { linkIn, startMailCatcher, type CaughtMail, type MailCatcher } from '../support/mail-catcher';
import { startTestApp, type TestApp, closeInOrder } from '../support/test-app';

// Issue 33, «¿Toca corte?»: Monday 1 March 2027, 07:00 in New York; the shop's clock is moved by hand.
const START = '2027-03-01T12:00:00Z';
const clock = manualClock(START);
const nextSlot = slotSequence('2027-03-02');
let t: TestApp;
let smtp: MailCatcher;
let fade: CutRef;
let classic: CutRef;

const flush = () => t.app.services.mail.worker.runOnce();
const PREFERENCES = `mutation($input: MailPreferencesInput!) { updateMailPreferences(input: $input) { mailReminders mailBookings mailRebook } }`;
const rebookMails = (email: string): CaughtMail[] => smtp.to(email).filter((m) => m.subject.startsWith('¿Toca corte'));

/** 11:00 in New York (EDT from 14 March) on `date`: inside the mail's hours. */
const lateMorningOf = (date: string) => `${date}T15:00:00Z`;

async function setRebookDays(cut: CutRef, rebookAfterDays: number | null) {
  const res = await t.gql(
    'mutation($id: ID!, $input: CutInput!) { updateCut(id: $id, input: $input) { rebookAfterDays } }',
    {
      id: cut.id,
      input: {
        name: cut.name,
        description: 'Un corte de prueba',
        price: cut.price,
        duration: cut.duration,
        rebookAfterDays,
      },
    },
    await t.adminToken(),
  );
  expect(res.errors).toBeUndefined();
  expect(res.data!.updateCut.rebookAfterDays).toBe(rebookAfterDays);
}

/** A client with one completed appointment of `cut`; answers them and the appointment's day. */
async function completedClient(name: string, cut: CutRef = fade) {
  const client = await t.signUp({ name });
  const slot = nextSlot();
  const booked = await book(t, client.token, { cutId: cut.id, ...slot });
  await complete(t, booked.id);
  return { ...client, appointment: booked, date: slot.date };
}

beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await startTestApp({ smtpUrl: smtp.url, mailPollMs: 0, publicUrl: 'http://barberia.test', now: clock.now });
  await saveElClasico(t);
  fade = await createCut(t, { name: 'Degradado', duration: 30 });
  classic = await createCut(t, { name: 'Corte clásico', duration: 30 });
  await setRebookDays(fade, 21);
});
afterAll(() => closeInOrder(t, smtp));
beforeEach(async () => {
  clock.set(START);
  await flush();
  smtp.clear();
});

describe('«¿Toca corte?»', () => {
  it('arrives once when the cut’s days have passed, with the cut in its link and its own unsubscribe', async () => {
    const ana = await completedClient('Ana López');
    const due = addDays(ana.date, 21);

    clock.set(lateMorningOf(addDays(due, -1)));
    await flush();
    expect(rebookMails(ana.email)).toHaveLength(0);

    clock.set(lateMorningOf(due));
    await flush();
    const [mail] = rebookMails(ana.email);
    expect(rebookMails(ana.email)).toHaveLength(1);
    expect(mail.subject).toBe('¿Toca corte, Ana?');
    expect(mail.text).toContain('Hola, Ana López:');
    expect(mail.text).toContain('Barbería El Clásico\n1500 Calle Ocho, Miami, FL');
    const link = linkIn(mail, '/client/appointments/create');
    expect(link.searchParams.get('cutId')).toBe(fade.id);
    // One barber: the form has nobody to choose.
    expect(link.searchParams.get('barberId')).toBeNull();
    expect(link.searchParams.get('source')).toBe('recordatorio');
    const unsubscribe = linkIn(mail, '/unsubscribe');
    expect(unsubscribe.searchParams.get('kind')).toBe('rebook');
    expect(JSON.stringify(mail.headers.get('list'))).toContain('kind=rebook');

    await flush();
    clock.set(lateMorningOf(addDays(due, 3)));
    await flush();
    expect(rebookMails(ana.email)).toHaveLength(1);
  });

  it('its unsubscribe link turns off this kind alone', async () => {
    const bea = await completedClient('Bea Ruiz');
    clock.set(lateMorningOf(addDays(bea.date, 21)));
    await flush();
    const token = linkIn(rebookMails(bea.email)[0], '/unsubscribe').searchParams.get('token')!;
    const res = await t.gql(`mutation($token: String!) { unsubscribe(token: $token, rebookOnly: true) }`, { token });
    expect(res.data?.unsubscribe).toBe('Listo: ya no recibirás recordatorios para volver.');
    const me = await t.gql('{ me { mailReminders mailBookings mailRebook } }', {}, bea.token);
    expect(me.data?.me).toEqual({ mailReminders: true, mailBookings: true, mailRebook: false });
  });

  it('never outside 10:00–19:00 shop time, never before the days or long after, never for a cut without them', async () => {
    const ciro = await completedClient('Ciro Paz');
    const dani = await completedClient('Dani Sol', classic);
    const buzz = await createCut(t, { name: 'Rapado' });
    const elsa = await completedClient('Elsa Mora', buzz);
    const due = addDays(ciro.date, 21);
    clock.set(`${due}T13:30:00Z`); // 09:30 in New York
    await flush();
    clock.set(`${due}T23:30:00Z`); // 19:30
    await flush();
    expect(rebookMails(ciro.email)).toHaveLength(0);
    clock.set(lateMorningOf(addDays(due, 1)));
    await flush();
    expect(rebookMails(ciro.email)).toHaveLength(1);
    expect(rebookMails(dani.email)).toHaveLength(0);
    // Days given to Elsa's cut once they had long passed: two weeks after the due day, the mail no longer goes.
    await setRebookDays(buzz, 21);
    clock.set(lateMorningOf(addDays(elsa.date, 21 + 14)));
    await flush();
    expect(rebookMails(elsa.email)).toHaveLength(0);
    clock.set(lateMorningOf(addDays(elsa.date, 21 + 13)));
    await flush();
    expect(rebookMails(elsa.email)).toHaveLength(1);
    await setRebookDays(buzz, null);
  });

  it('none for a client with a booking to come, none for one who booked after, one for two old cuts', async () => {
    const eva = await completedClient('Eva Mar');
    const fede = await completedClient('Fede Gil');
    const gala = await completedClient('Gala Rey');
    // Fede came back for a cut that is never due; Gala came back for another fade: only that one counts.
    await complete(t, (await book(t, fede.token, { cutId: classic.id, ...nextSlot() })).id);
    const galaAgain = nextSlot();
    await complete(t, (await book(t, gala.token, { cutId: fade.id, ...galaAgain })).id);

    const due = addDays(galaAgain.date, 21);
    clock.set(lateMorningOf(addDays(due, -1)));
    await book(t, eva.token, { cutId: fade.id, date: addDays(due, 1), time: '10:00' });
    clock.set(lateMorningOf(due));
    await flush();
    await flush();
    expect(rebookMails(eva.email)).toHaveLength(0);
    expect(rebookMails(fede.email)).toHaveLength(0);
    expect(rebookMails(gala.email)).toHaveLength(1);
  });

  it('none when switched off in Mi Perfil, none when the account’s mail is off', async () => {
    const hugo = await completedClient('Hugo Sanz');
    const ines = await completedClient('Inés Val');
    const fresh = await t.signUp({ name: 'Juan Nuevo' });
    // On by default once there is a completed appointment; off for someone who never came.
    expect((await t.gql('{ me { mailRebook } }', {}, hugo.token)).data?.me.mailRebook).toBe(true);
    expect((await t.gql('{ me { mailRebook } }', {}, fresh.token)).data?.me.mailRebook).toBe(false);

    const off = await t.gql(PREFERENCES, { input: { reminders: true, bookings: true, rebook: false } }, hugo.token);
    expect(off.data?.updateMailPreferences).toEqual({ mailReminders: true, mailBookings: true, mailRebook: false });
    const all = await t.gql(PREFERENCES, { input: { reminders: false, bookings: false } }, ines.token);
    // Leaving `rebook` out keeps it as it was; the account's mail is off all the same.
    expect(all.data?.updateMailPreferences.mailRebook).toBe(true);

    clock.set(lateMorningOf(addDays(ines.date, 21)));
    await flush();
    expect(rebookMails(hugo.email)).toHaveLength(0);
    expect(rebookMails(ines.email)).toHaveLength(0);
  });

  it('the link names the barber when there are several; booking through it records the source and the dashboard counts it', async () => {
    const kiko = await completedClient('Kiko Luna');
    const [{ barber_id: barberId }] = await t.app.dataSource.query(`SELECT barber_id FROM appointments WHERE id = $1`, [
      kiko.appointment.id,
    ]);
    const other = await addBarber(t, 'Beto');
    try {
      const due = addDays(kiko.date, 21);
      clock.set(lateMorningOf(due));
      await flush();
      const link = linkIn(rebookMails(kiko.email)[0], '/client/appointments/create');
      expect(link.searchParams.get('cutId')).toBe(fade.id);
      expect(link.searchParams.get('barberId')).toBe(barberId);

      const wrong = await t.gql(
        `mutation($input: AppointmentInput!) { createAppointment(input: $input) { id } }`,
        { input: { cutId: fade.id, date: addDays(due, 1), time: '11:00', source: 'otro' } },
        kiko.token,
      );
      expect(wrong.errors?.[0]).toMatchObject({
        message: 'El origen de la reserva no es válido',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const again = await t.gql(
        `mutation($input: AppointmentInput!) { createAppointment(input: $input) { id source } }`,
        {
          input: {
            cutId: link.searchParams.get('cutId'),
            barberId: link.searchParams.get('barberId'),
            date: addDays(due, 1),
            time: '11:00',
            source: 'rebook_reminder',
          },
        },
        kiko.token,
      );
      expect(again.errors).toBeUndefined();
      expect(again.data!.createAppointment.source).toBe('rebook_reminder');

      const stats = await t.gql('{ stats { weeklyStats { rebookReturns } } }', {}, await t.adminToken());
      expect(stats.data?.stats.weeklyStats.rebookReturns).toBe(1);
    } finally {
      await t.app.dataSource.query(`UPDATE barbers SET active = false WHERE id = $1`, [other.id]);
    }
  });

  it('over REST: the cut’s days, the switch in the profile, the figure on the dashboard', async () => {
    const rest = await restClient(t);
    const admin = await t.adminToken();
    const cut = await createCut(t, { name: 'Barba y corte' });
    const body = { name: cut.name, description: 'Un corte de prueba', price: 20, duration: 30 };
    const set = await rest.call('PUT', '/cuts/:id', {
      token: admin,
      params: { id: cut.id },
      body: { ...body, rebookAfterDays: '35' },
    });
    expect(set.status).toBe(200);
    expect(set.body.data.cut.rebookAfterDays).toBe(35);
    const bad = await rest.call('PUT', '/cuts/:id', {
      token: admin,
      params: { id: cut.id },
      body: { ...body, rebookAfterDays: 400 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Los días para volver no pueden superar 365');
    const never = await rest.call('PUT', '/cuts/:id', { token: admin, params: { id: cut.id }, body });
    expect(never.body.data.cut.rebookAfterDays).toBeNull();

    const lola = await t.signUp({ name: 'Lola Paz' });
    const mine = await rest.call('GET', '/users/profile/mail', { token: lola.token });
    expect(mine.body.data).toEqual({ mailReminders: true, mailBookings: true, mailRebook: false });
    const on = await rest.call('PUT', '/users/profile/mail', {
      token: lola.token,
      body: { reminders: true, bookings: false, rebook: true },
    });
    expect(on.status).toBe(200);
    expect(on.body.data).toEqual({ mailReminders: true, mailBookings: false, mailRebook: true });
    const exported = await rest.call('GET', '/users/me/export', { token: lola.token });
    expect(exported.body.data.profile).toMatchObject({ mailRebook: true });

    const dashboard = await rest.call('GET', '/stats/dashboard', { token: admin });
    expect(dashboard.status).toBe(200);
    expect(typeof dashboard.body.data.weeklyStats.rebookReturns).toBe('number');
  });
});
