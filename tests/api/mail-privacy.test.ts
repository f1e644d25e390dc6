import 'reflect-metadata';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config/env';
import { MailPrivacy1732300640000 } from '../../server/src/db/migrations/1732300640000-mail-privacy';
import { unsubscribeKey } from '../../server/src/features/mail/unsubscribe-key';
import { book, createCut, errorOf, nextWeekday, type CutRef } from '../support/booking';
import { saveElClasico } from '../support/business';
import { expectFailure, restAppForFile } from '../support/rest';

// Issue 29, points 7, 8 and 10: no links in a production log, no bodies kept once sent (nor past the retention
// limit unsent), nothing of an erased account in the outbox or its .eml files, and unsubscribe links signed
// with a key of their own. The server has no SMTP_URL, so every mail it sends is an .eml under DATA_DIR/outbox.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barberia-mail-privacy-'));
const outboxDir = path.join(dataDir, 'outbox');
const lines: string[] = [];
const JWT_SECRET = 'test-secret-with-enough-entropy-0123456789';
const { t, api } = restAppForFile({
  dataDir,
  jwtSecret: JWT_SECRET,
  publicUrl: 'http://barberia.test',
  // What `npm start` reads with NODE_ENV=production.
  mailPrintLinks: loadConfig({ NODE_ENV: 'production' }).mailPrintLinks,
  mailLog: (line) => lines.push(line),
});
let cut: CutRef;

const flush = () => t.app.services.mail.worker.runOnce();
const REQUEST_RESET = 'mutation($email: String!) { requestPasswordReset(email: $email) }';
/** Asks for a reset link; the request answers before it queues the mail (issue 29 §10), so wait for that too. */
async function requestReset(email: string) {
  await t.gql(REQUEST_RESET, { email });
  await t.app.services.afterAnswer.settled();
}
const DAY = 86_400_000;

interface MailOnDisk {
  file: string;
  to: string;
  subject: string;
  text: string;
  messageId: string;
  raw: string;
}

async function mailsOnDisk(): Promise<MailOnDisk[]> {
  const files = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir) : [];
  return Promise.all(
    files.map(async (file) => {
      const raw = fs.readFileSync(path.join(outboxDir, file), 'utf8');
      const mail = await simpleParser(raw);
      const to = mail.to && 'text' in mail.to ? mail.to.text : '';
      return { file, to, subject: mail.subject ?? '', text: mail.text ?? '', messageId: mail.messageId ?? '', raw };
    }),
  );
}

const outboxRows = (where: string, params: unknown[] = []) =>
  t.app.dataSource.query(
    `SELECT id, kind, recipient, subject, text_body, html_body, ics, ics_method, unsubscribe_url, user_id, status,
            created_at, sent_at
     FROM mail_outbox WHERE ${where} ORDER BY created_at`,
    params,
  ) as Promise<Record<string, any>[]>;

beforeAll(async () => {
  await saveElClasico(t);
  cut = await createCut(t, { name: 'Corte discreto', duration: 30 });
});
beforeEach(async () => {
  await flush();
  lines.splice(0);
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('links in the log', () => {
  it('in production the outbox prints each mail’s subject but not its reset or verification link', async () => {
    const client = await t.signUp({ name: 'Log Limpio' });
    await requestReset(client.email);
    expect(await flush()).toBe(2);
    expect(lines.some((l) => l.includes('Restablece tu contraseña') && l.includes(client.email))).toBe(true);
    expect(lines.some((l) => l.includes('Verifica tu email'))).toBe(true);
    expect(lines.join('\n')).not.toMatch(/https?:\/\//);
    expect(lines.join('\n')).not.toContain('token=');
    // The .eml file still has it: it is the mailbox of a server with no SMTP.
    const reset = (await mailsOnDisk()).find((m) => m.to === client.email && m.subject === 'Restablece tu contraseña');
    expect(reset?.text).toContain('http://barberia.test/reset-password?token=');
  });

  it('outside production it prints them, as before', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).mailPrintLinks).toBe(true);
    expect(loadConfig({}).mailPrintLinks).toBe(true);
  });
});

describe('kept mail', () => {
  it('once sent, a mail keeps who, what and when: its body, invitation and links are gone', async () => {
    const client = await t.signUp({ name: 'Cuerpo Borrado' });
    await book(t, client.token, { cutId: cut.id, date: nextWeekday(2), time: '10:00' });
    const [queued] = await outboxRows(`recipient = $1 AND kind = 'booking_received'`, [client.email]);
    expect(queued).toMatchObject({ status: 'pending', ics_method: 'REQUEST', user_id: client.id });
    expect(queued.text_body).toContain('Hemos recibido');
    expect(queued.unsubscribe_url).toContain('/unsubscribe?token=');

    await flush();
    const sent = await outboxRows(`recipient = $1`, [client.email]);
    expect(sent.map((row) => row.kind).sort()).toEqual(['booking_received', 'verify_email']);
    for (const row of sent) {
      expect(row).toMatchObject({ status: 'sent', recipient: client.email, text_body: null, html_body: null });
      expect(row).toMatchObject({ ics: null, unsubscribe_url: null });
      expect(row.subject).toBeTruthy();
      expect(row.created_at).toBeInstanceOf(Date);
      expect(row.sent_at).toBeInstanceOf(Date);
    }
    // The invitation's method stays: the next one about the appointment still gets a higher SEQUENCE.
    expect(sent.find((row) => row.kind === 'booking_received')?.ics_method).toBe('REQUEST');
  });

  it('a mail whose sender died before marking it sent keeps its body and goes again with the same Message-ID', async () => {
    const client = await t.signUp({ name: 'Al Menos Una' });
    await flush();
    await requestReset(client.email);
    const [row] = await outboxRows(`recipient = $1 AND kind = 'reset_password'`, [client.email]);
    // What a process killed mid-send leaves: claimed once, its lease run out, still pending with its body.
    await t.app.dataSource.query(
      `UPDATE mail_outbox SET attempts = 1, locked_until = now() - interval '1 second' WHERE id = $1`,
      [row.id],
    );
    expect(await flush()).toBe(1);
    const copies = (await mailsOnDisk()).filter((m) => m.file.endsWith(`-${row.id}.eml`));
    expect(copies).toHaveLength(1);
    expect(copies[0].messageId).toBe(`<${row.id}@barberia>`);
    expect(copies[0].text).toContain('/reset-password?token=');
    expect((await outboxRows('id = $1', [row.id]))[0]).toMatchObject({ status: 'sent', text_body: null });
  });

  it('past 7 days an unsent mail is given up and its body dropped; a younger one keeps it', async () => {
    const client = await t.signUp({ name: 'Sin Enviar' });
    await requestReset(client.email);
    const rows = await outboxRows(`recipient = $1`, [client.email]);
    expect(rows.map((row) => row.status)).toEqual(['pending', 'pending']);
    const [old, young] = rows;
    await t.app.dataSource.query(`UPDATE mail_outbox SET created_at = now() - interval '8 days' WHERE id = $1`, [
      old.id,
    ]);
    await t.app.dataSource.query(`UPDATE mail_outbox SET created_at = now() - interval '6 days' WHERE id = $1`, [
      young.id,
    ]);
    expect((await t.app.services.mail.dropExpired()).bodies).toBe(1);
    const [dropped] = await outboxRows('id = $1', [old.id]);
    expect(dropped).toMatchObject({ status: 'failed', text_body: null, html_body: null, unsubscribe_url: null });
    expect(dropped.recipient).toBe(client.email);
    const [kept] = await outboxRows('id = $1', [young.id]);
    expect(kept.status).toBe('pending');
    expect(kept.text_body).toBeTruthy();

    expect(await flush()).toBe(1);
    expect((await mailsOnDisk()).some((m) => m.file.endsWith(`-${old.id}.eml`))).toBe(false);
  });

  it('an .eml file older than 7 days is deleted, a younger one stays', async () => {
    const client = await t.signUp({ name: 'Archivo Viejo' });
    await flush();
    const [row] = await outboxRows(`recipient = $1`, [client.email]);
    const file = fs.readdirSync(outboxDir).find((name) => name.endsWith(`-${row.id}.eml`))!;
    const others = fs.readdirSync(outboxDir).filter((name) => name !== file);
    const eightDaysAgo = new Date(Date.now() - 8 * DAY);
    fs.utimesSync(path.join(outboxDir, file), eightDaysAgo, eightDaysAgo);
    expect((await t.app.services.mail.dropExpired()).files).toBe(1);
    expect(fs.readdirSync(outboxDir).sort()).toEqual(others.sort());
  });
});

describe('erasure', () => {
  /** A client with mails of every kind: sent (with .eml files), pending, to her and about her to the barber. */
  async function clientWithMail(name: string, weekday: number) {
    const client = await t.signUp({ name });
    await book(t, client.token, { cutId: cut.id, date: nextWeekday(weekday), time: '09:00' });
    await flush(); // verification, booking received, the barber's «Nueva reserva»: sent, each an .eml
    // A mail sent before mails recorded their account: found by its address.
    await t.app.dataSource.query(
      `UPDATE mail_outbox SET user_id = NULL WHERE recipient = $1 AND kind = 'verify_email'`,
      [client.email],
    );
    await book(t, client.token, { cutId: cut.id, date: nextWeekday(weekday), time: '11:00' });
    await requestReset(client.email); // these stay unsent
    const theirs = await outboxRows(`user_id = $1 OR recipient = $2`, [client.id, client.email]);
    expect(theirs.map((row) => row.status).sort()).toEqual(['pending', 'pending', 'pending', 'sent', 'sent', 'sent']);
    const sentIds = theirs.filter((row) => row.status === 'sent').map((row) => row.id as string);
    const onDisk = await mailsOnDisk();
    expect(sentIds.every((id) => onDisk.some((m) => m.file.endsWith(`-${id}.eml`)))).toBe(true);
    return { ...client, name, ids: theirs.map((row) => row.id as string), sentIds };
  }

  async function expectForgotten(client: Awaited<ReturnType<typeof clientWithMail>>, bystander: string) {
    // Unsent: gone. Sent: what and when, with no address, subject or account.
    const left = await outboxRows('id = ANY($1::uuid[])', [client.ids]);
    expect(left.map((row) => row.id).sort()).toEqual([...client.sentIds].sort());
    for (const row of left) {
      expect(row).toMatchObject({ status: 'sent', recipient: null, subject: null, user_id: null, text_body: null });
      expect(row.kind).toBeTruthy();
      expect(row.sent_at).toBeInstanceOf(Date);
    }
    const mentions = await t.app.dataSource.query(
      `SELECT count(*)::int AS n FROM mail_outbox m
       WHERE m::text ILIKE '%' || $1 || '%' OR m::text ILIKE '%' || $2 || '%' OR m::text ILIKE '%' || $3 || '%'`,
      [client.email, client.name, client.id],
    );
    expect(mentions).toEqual([{ n: 0 }]);
    // Their .eml files are gone; nothing on disk names her; another client's mail is still there.
    const onDisk = await mailsOnDisk();
    expect(onDisk.filter((m) => client.ids.some((id) => m.file.endsWith(`-${id}.eml`)))).toEqual([]);
    expect(onDisk.filter((m) => m.raw.includes(client.email) || m.raw.includes(client.name))).toEqual([]);
    expect(onDisk.some((m) => m.to === bystander)).toBe(true);
  }

  it('DELETE /api/users/me: her unsent mail is dropped, her sent mail keeps no address or name, her .eml files go', async () => {
    const bystander = await t.signUp({ name: 'Otra Clienta' });
    const client = await clientWithMail('Erika Borrada', 3);
    const res = await api.call('DELETE', '/users/me', { token: client.token, body: { password: 'secreto1' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await expectForgotten(client, bystander.email);
  });

  it('the admin deleting a client over GraphQL does the same', async () => {
    const bystander = await t.signUp({ name: 'Tercera Clienta' });
    const client = await clientWithMail('Berta Baja', 5);
    const res = await t.gql('mutation($id: ID!) { deleteClient(id: $id) }', { id: client.id }, await t.adminToken());
    expect(res.errors).toBeUndefined();
    await expectForgotten(client, bystander.email);
  });
});

describe('unsubscribe links', () => {
  const UNSUBSCRIBE = 'mutation($token: String!) { unsubscribe(token: $token) }';
  const legacyToken = (userId: string) =>
    `${userId}.${crypto.createHmac('sha256', JWT_SECRET).update(`unsubscribe:${userId}`).digest('base64url')}`;
  const setLegacyWindow = (interval: string | null) =>
    t.app.dataSource.query(
      `UPDATE mail_settings SET legacy_unsubscribe_until = ${interval ? `now() + interval '${interval}'` : 'NULL'}`,
    );

  it('are signed with their own key, not the session secret', async () => {
    const client = await t.signUp({ name: 'Baja Firmada' });
    await book(t, client.token, { cutId: cut.id, date: nextWeekday(4), time: '09:00' });
    const [row] = await outboxRows(`recipient = $1 AND kind = 'booking_received'`, [client.email]);
    const token = new URL(row.unsubscribe_url).searchParams.get('token')!;
    expect(token.startsWith(`${client.id}.`)).toBe(true);
    expect(token).not.toBe(legacyToken(client.id));

    await setLegacyWindow(null);
    expect(errorOf(await t.gql(UNSUBSCRIBE, { token: legacyToken(client.id) }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'El enlace para darse de baja no es válido.',
    });
    expect((await t.gql(UNSUBSCRIBE, { token })).data?.unsubscribe).toBe(
      'Listo: ya no recibirás correos de citas ni recordatorios.',
    );
  });

  it('a link signed the old way works while the transition lasts, and not after', async () => {
    const client = await t.signUp({ name: 'Enlace Antiguo' });
    await setLegacyWindow('-1 day');
    expect(errorOf(await t.gql(UNSUBSCRIBE, { token: legacyToken(client.id) })).code).toBe('BAD_USER_INPUT');
    await setLegacyWindow('30 days');
    const res = await t.gql(UNSUBSCRIBE, { token: legacyToken(client.id) });
    expect(res.data?.unsubscribe).toBe('Listo: ya no recibirás correos de citas ni recordatorios.');
    const me = await t.gql('{ me { mailReminders mailBookings } }', {}, client.token);
    expect(me.data?.me).toEqual({ mailReminders: false, mailBookings: false });
    await setLegacyWindow(null);
  });

  it('the key: from UNSUBSCRIBE_SECRET, else a secret kept in DATA_DIR, else derived apart from JWT_SECRET', () => {
    const embeddedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barberia-unsubscribe-key-'));
    try {
      const own = unsubscribeKey({ unsubscribeSecret: 'otro-secreto', dataDir: embeddedDir }, JWT_SECRET);
      const derived = unsubscribeKey({ databaseUrl: 'postgres://x', dataDir: embeddedDir }, JWT_SECRET);
      const embedded = unsubscribeKey({ dataDir: embeddedDir }, JWT_SECRET);
      expect(new Set([own, derived, embedded, Buffer.from(JWT_SECRET)].map((key) => key.toString('hex'))).size).toBe(4);
      const file = path.join(embeddedDir, 'unsubscribe-secret');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      // Kept: the same key after a restart, so the links already sent keep working.
      expect(unsubscribeKey({ dataDir: embeddedDir }, JWT_SECRET).equals(embedded)).toBe(true);
    } finally {
      fs.rmSync(embeddedDir, { recursive: true, force: true });
    }
  });
});

describe('the migration', () => {
  it('clears the bodies already sent and opens the transition only where old links went out', async () => {
    const migration = new MailPrivacy1732300640000();
    const runner = t.app.dataSource.createQueryRunner();
    try {
      await runner.query(`DELETE FROM mail_outbox WHERE recipient IS NULL OR subject IS NULL`);
      await migration.down(runner);
      await runner.query(
        `INSERT INTO mail_outbox (kind, recipient, subject, text_body, html_body, unsubscribe_url, status, sent_at)
         VALUES ('test', 'viejo@test.local', 'Viejo', 'cuerpo', '<p>cuerpo</p>', 'http://x/unsubscribe?token=a.b', 'sent', now())`,
      );
      await migration.up(runner);
      const [row] = await runner.query(
        `SELECT text_body, html_body, unsubscribe_url FROM mail_outbox WHERE kind = 'test'`,
      );
      expect(row).toEqual({ text_body: null, html_body: null, unsubscribe_url: null });
      const [settings] = await runner.query(
        `SELECT legacy_unsubscribe_until > now() + interval '89 days' AS open FROM mail_settings`,
      );
      expect(settings.open).toBe(true);
      await runner.query(`DELETE FROM mail_outbox WHERE kind = 'test'`);
    } finally {
      await runner.release();
    }
  });
});

describe('REST: the mail settings', () => {
  it('GET and PUT /api/config/mail, for the admin only', async () => {
    const admin = await t.adminToken();
    const client = await t.signUp({ name: 'No Admin' });
    const before = await api.call('GET', '/config/mail', { token: admin });
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({ notifyBarber: true, reminderHoursBefore: 24 });

    const saved = await api.call('PUT', '/config/mail', {
      token: admin,
      body: { notifyBarber: false, reminderHoursBefore: 2 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      success: true,
      message: 'Ajustes de correo guardados',
      data: { notifyBarber: false, reminderHoursBefore: 2 },
    });
    expect((await api.call('GET', '/config/mail', { token: admin })).body.data).toEqual({
      notifyBarber: false,
      reminderHoursBefore: 2,
    });
    const graphql = await t.gql('{ mailSettings { notifyBarber reminderHoursBefore } }', {}, admin);
    expect(graphql.data?.mailSettings).toEqual({ notifyBarber: false, reminderHoursBefore: 2 });

    expectFailure(
      await api.call('PUT', '/config/mail', { token: admin, body: { notifyBarber: true, reminderHoursBefore: 200 } }),
      400,
      'Las horas de antelación deben ser un número entero entre 0 y 168',
    );
    expectFailure(await api.call('GET', '/config/mail', { token: client.token }), 403);
    expectFailure(
      await api.call('PUT', '/config/mail', { body: { notifyBarber: true, reminderHoursBefore: 24 } }),
      401,
    );
    expect(api.document.paths['/config/mail'].put.requestBody).toBeDefined();
    await api.call('PUT', '/config/mail', { token: admin, body: { notifyBarber: true, reminderHoursBefore: 24 } });
  });
});
