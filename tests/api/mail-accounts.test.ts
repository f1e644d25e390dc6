import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountMessages } from '../../common/validation/account';
import { errorOf } from '../support/booking';
import { linkIn, mailedToken, startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { startTestApp, type TestApp, closeInOrder } from '../support/test-app';

let t: TestApp;
let smtp: MailCatcher;

const REQUEST_RESET = 'mutation($email: String!) { requestPasswordReset(email: $email) }';
const RESET = 'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) }';
const VERIFY = 'mutation($token: String!) { verifyEmail(token: $token) }';
const LINK_VALID = 'query($token: String!) { passwordResetLinkValid(token: $token) }';
const RESEND = 'mutation { resendVerification }';
const CHANGE = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { id } }';
const ME = '{ me { id email isVerified } }';

/** Runs the mail worker once, as its timer would. */
const flush = () => t.app.services.mail.worker.runOnce();

beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await startTestApp({
    smtpUrl: smtp.url,
    mailPollMs: 0,
    publicUrl: 'http://barberia.test',
    authRateLimit: { maxPerEmail: 4 },
    authRateLimitPrefix: `mail-accounts-${Date.now()}`,
  });
});
afterAll(() => closeInOrder(t, smtp));
beforeEach(() => smtp.clear());

describe('password recovery', () => {
  it('answers the same neutral message for a known and an unknown email, and mails only the account', async () => {
    const client = await t.signUp();
    const known = await t.gql(REQUEST_RESET, { email: client.email.toUpperCase() });
    const unknown = await t.gql(REQUEST_RESET, { email: 'nadie@test.local' });
    expect(known.data?.requestPasswordReset).toBe(accountMessages.resetRequested);
    expect(unknown).toEqual(known);
    await flush();
    expect(smtp.to('nadie@test.local')).toHaveLength(0);
    const [mail] = smtp.to(client.email).filter((m) => m.subject === 'Restablece tu contraseña');
    expect(mail.text).toContain('caduca en 1 hora');
    expect(mail.html).toContain('Elegir una contraseña nueva');
    expect(linkIn(mail, '/reset-password').origin).toBe('http://barberia.test');
  });

  it('sets the new password once: old password, old link and old sessions all stop working', async () => {
    const client = await t.signUp({ password: 'vieja-clave' });
    expect((await t.gql(ME, {}, client.token)).data?.me.id).toBe(client.id);
    await t.gql(REQUEST_RESET, { email: client.email });
    await flush();
    const token = mailedToken(smtp, client.email, 'Restablece tu contraseña', '/reset-password');

    const differ = await t.gql(RESET, { input: { token, password: 'nueva-clave', confirmPassword: 'otra-cosa' } });
    expect(errorOf(differ)).toEqual({ code: 'BAD_USER_INPUT', message: 'Las contraseñas no coinciden' });
    const short = await t.gql(RESET, { input: { token, password: 'abc', confirmPassword: 'abc' } });
    expect(errorOf(short).message).toBe('La contraseña debe tener al menos 6 caracteres');

    const done = await t.gql(RESET, { input: { token, password: 'nueva-clave', confirmPassword: 'nueva-clave' } });
    expect(done.data?.resetPassword).toBe(accountMessages.resetDone);

    await expect(t.login(client.email, 'vieja-clave')).rejects.toThrow(/Credenciales inválidas/);
    expect(await t.login(client.email, 'nueva-clave')).toBeTruthy();
    const again = await t.gql(RESET, { input: { token, password: 'otra-clave', confirmPassword: 'otra-clave' } });
    expect(errorOf(again)).toEqual({ code: 'BAD_USER_INPUT', message: accountMessages.resetLinkInvalid });
    expect(errorOf(await t.gql(ME, {}, client.token)).code).toBe('UNAUTHENTICATED');
  });

  it('refuses a made-up or expired link', async () => {
    const client = await t.signUp();
    const forged = await t.gql(RESET, {
      input: { token: 'inventado', password: 'nueva-clave', confirmPassword: 'nueva-clave' },
    });
    expect(errorOf(forged).message).toBe(accountMessages.resetLinkInvalid);
    await t.gql(REQUEST_RESET, { email: client.email });
    await flush();
    const token = mailedToken(smtp, client.email, 'Restablece tu contraseña', '/reset-password');
    await t.app.dataSource.query(
      `UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [client.id],
    );
    const expired = await t.gql(RESET, { input: { token, password: 'nueva-clave', confirmPassword: 'nueva-clave' } });
    expect(errorOf(expired).message).toBe(accountMessages.resetLinkInvalid);
  });

  it('is rate-limited per account like sign-in', async () => {
    const email = `limitado-${Date.now()}@test.local`;
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await t.gql(REQUEST_RESET, { email }));
    expect(answers.slice(0, 4).every((a) => a.data?.requestPasswordReset === accountMessages.resetRequested)).toBe(
      true,
    );
    expect(errorOf(answers[4]).code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('checking a reset link when its page opens', () => {
  /** A client with a fresh reset link, as mailed. */
  const withResetLink = async () => {
    const client = await t.signUp();
    await t.gql(REQUEST_RESET, { email: client.email });
    await flush();
    return { client, token: mailedToken(smtp, client.email, 'Restablece tu contraseña', '/reset-password') };
  };
  const check = (token: string) => t.gql(LINK_VALID, { token });

  it('says a fresh link works, only that, without using it up: the password is set with it afterwards', async () => {
    const { client, token } = await withResetLink();
    expect(await check(token)).toEqual({ data: { passwordResetLinkValid: true } });
    expect(await check(token)).toEqual({ data: { passwordResetLinkValid: true } });
    const done = await t.gql(RESET, { input: { token, password: 'nueva-clave', confirmPassword: 'nueva-clave' } });
    expect(done.data?.resetPassword).toBe(accountMessages.resetDone);
    expect(await t.login(client.email, 'nueva-clave')).toBeTruthy();
    expect((await check(token)).data?.passwordResetLinkValid).toBe(false);
  });

  it('says no for an expired link, one replaced by a newer one, a verification link and a made-up one', async () => {
    const expired = await withResetLink();
    const verification = mailedToken(smtp, expired.client.email, /^Verifica/, '/verify-email');
    await t.app.dataSource.query(
      `UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [expired.client.id],
    );
    expect((await check(expired.token)).data?.passwordResetLinkValid).toBe(false);

    const replaced = await withResetLink();
    smtp.clear();
    await t.gql(REQUEST_RESET, { email: replaced.client.email });
    await flush();
    const newer = mailedToken(smtp, replaced.client.email, 'Restablece tu contraseña', '/reset-password');
    expect((await check(replaced.token)).data?.passwordResetLinkValid).toBe(false);
    expect((await check(newer)).data?.passwordResetLinkValid).toBe(true);

    for (const token of [verification, 'inventado', '', 'x'.repeat(500)]) {
      expect((await check(token)).data?.passwordResetLinkValid, token).toBe(false);
    }
  });
});

describe('email verification', () => {
  it('sign-up mails a link; opening it verifies the account, once', async () => {
    const client = await t.signUp({ name: 'Vera Verificada' });
    expect((await t.gql(ME, {}, client.token)).data?.me.isVerified).toBe(false);
    await flush();
    const mail = smtp.to(client.email).find((m) => m.subject.startsWith('Verifica tu email'))!;
    expect(mail.text).toContain('Hola, Vera Verificada:');
    const token = linkIn(mail, '/verify-email').searchParams.get('token')!;
    expect((await t.gql(VERIFY, { token })).data?.verifyEmail).toBe(accountMessages.emailVerified);
    expect((await t.gql(ME, {}, client.token)).data?.me.isVerified).toBe(true);
    const clients = await t.gql<{ clients: { id: string; isVerified: boolean }[] }>(
      '{ clients { id isVerified } }',
      {},
      await t.adminToken(),
    );
    expect(clients.data?.clients.find((c) => c.id === client.id)?.isVerified).toBe(true);
    // Opened again, the link says the address is verified already (owner's decision, issue 29).
    expect(await t.gql(VERIFY, { token })).toEqual({ data: { verifyEmail: accountMessages.alreadyVerified } });
    expect(errorOf(await t.gql(RESEND, {}, client.token)).message).toBe(accountMessages.alreadyVerified);
  });

  it('a client asks for a new link; the earlier one stops working', async () => {
    const client = await t.signUp();
    await flush();
    const first = linkIn(smtp.to(client.email).at(-1)!, '/verify-email').searchParams.get('token')!;
    expect((await t.gql(RESEND, {}, client.token)).data?.resendVerification).toBe(accountMessages.verificationSent);
    await flush();
    const second = linkIn(smtp.to(client.email).at(-1)!, '/verify-email').searchParams.get('token')!;
    expect(second).not.toBe(first);
    expect(errorOf(await t.gql(VERIFY, { token: first })).code).toBe('BAD_USER_INPUT');
    expect((await t.gql(VERIFY, { token: second })).data?.verifyEmail).toBe(accountMessages.emailVerified);
  });
});

describe('changing the email', () => {
  const UPDATE_PROFILE = 'mutation($input: ProfileInput!) { updateProfile(input: $input) { email isVerified } }';

  it('makes the new address pending and mails it a link that verifies it', async () => {
    const client = await t.signUp({ name: 'Nico Nuevo' });
    await flush();
    const earlier = linkIn(smtp.to(client.email).at(-1)!, '/verify-email').searchParams.get('token')!;
    expect((await t.gql(VERIFY, { token: earlier })).data?.verifyEmail).toBe(accountMessages.emailVerified);
    const before = smtp.to(client.email).length;

    const saved = await t.gql(
      UPDATE_PROFILE,
      { input: { name: 'Nico Nuevo', email: 'Nico.Otro@Test.local', currentPassword: 'secreto1' } },
      client.token,
    );
    expect(saved.data?.updateProfile).toEqual({ email: 'nico.otro@test.local', isVerified: false });
    await flush();
    const mail = smtp.to('nico.otro@test.local').find((m) => m.subject.startsWith('Verifica tu email'))!;
    expect(mail.text).toContain('Hola, Nico Nuevo:');
    // The old address gets only the notice of the change (issue 29), no verification link.
    expect(
      smtp
        .to(client.email)
        .slice(before)
        .map((m) => m.subject),
    ).toEqual(['Se ha cambiado el email de tu cuenta']);

    const token = linkIn(mail, '/verify-email').searchParams.get('token')!;
    expect((await t.gql(VERIFY, { token })).data?.verifyEmail).toBe(accountMessages.emailVerified);
    expect((await t.gql(ME, {}, client.token)).data?.me).toMatchObject({
      email: 'nico.otro@test.local',
      isVerified: true,
    });
  });

  it('a link mailed to the old address cannot verify the new one', async () => {
    const client = await t.signUp({ name: 'Olga Vieja' });
    await flush();
    const toOld = linkIn(smtp.to(client.email).at(-1)!, '/verify-email').searchParams.get('token')!;
    await t.gql(
      UPDATE_PROFILE,
      { input: { name: 'Olga Vieja', email: 'olga.nueva@test.local', currentPassword: 'secreto1' } },
      client.token,
    );
    expect(errorOf(await t.gql(VERIFY, { token: toOld })).message).toBe(accountMessages.verifyLinkInvalid);
    expect((await t.gql(ME, {}, client.token)).data?.me.isVerified).toBe(false);
  });

  it('saving the same address (in other capitals) keeps it verified and mails nothing', async () => {
    const client = await t.signUp({ name: 'Sara Igual' });
    await flush();
    const token = linkIn(smtp.to(client.email).at(-1)!, '/verify-email').searchParams.get('token')!;
    await t.gql(VERIFY, { token });
    smtp.clear();
    const saved = await t.gql(
      UPDATE_PROFILE,
      { input: { name: 'Sara Igual Ruiz', email: client.email.toUpperCase() } },
      client.token,
    );
    expect(saved.data?.updateProfile).toEqual({ email: client.email, isVerified: true });
    await flush();
    expect(smtp.to(client.email)).toHaveLength(0);
  });
});

describe('change password', () => {
  it('needs the current password, ends the other sessions and keeps this one', async () => {
    const client = await t.signUp({ password: 'clave-actual' });
    const otherDevice = await t.login(client.email, 'clave-actual');
    const wrong = await t.gql(
      CHANGE,
      { input: { currentPassword: 'no-es', password: 'clave-nueva', confirmPassword: 'clave-nueva' } },
      client.token,
    );
    expect(errorOf(wrong)).toEqual({ code: 'BAD_USER_INPUT', message: accountMessages.currentPasswordWrong });
    const changed = await t.gql(
      CHANGE,
      { input: { currentPassword: 'clave-actual', password: 'clave-nueva', confirmPassword: 'clave-nueva' } },
      client.token,
    );
    expect(changed.data?.changePassword.id).toBe(client.id);
    expect((await t.gql(ME, {}, client.token)).data?.me.id).toBe(client.id);
    expect(errorOf(await t.gql(ME, {}, otherDevice)).code).toBe('UNAUTHENTICATED');
    await expect(t.login(client.email, 'clave-actual')).rejects.toThrow(/Credenciales inválidas/);
    expect(await t.login(client.email, 'clave-nueva')).toBeTruthy();
  });

  it('refuses without a session', async () => {
    const res = await t.gql(CHANGE, { input: { currentPassword: 'a', password: 'bbbbbb', confirmPassword: 'bbbbbb' } });
    expect(errorOf(res).code).toBe('UNAUTHENTICATED');
  });
});

describe('the outbox', () => {
  it('keeps a mail the SMTP server refuses and retries it later; the dashboard counts it meanwhile', async () => {
    const admin = await t.adminToken();
    const unsent = async () => (await t.gql<{ unsentMails: number }>('{ unsentMails }', {}, admin)).data?.unsentMails;
    await flush();
    expect(await unsent()).toBe(0);
    smtp.failing = true;
    const client = await t.signUp();
    await flush();
    expect(smtp.to(client.email)).toHaveLength(0);
    expect(await unsent()).toBe(1);
    const [row] = await t.app.dataSource.query(
      `SELECT status, attempts, last_error, next_attempt_at > now() AS later FROM mail_outbox WHERE recipient = $1`,
      [client.email],
    );
    expect(row).toMatchObject({ status: 'pending', attempts: 1, later: true });
    expect(row.last_error).toContain('451');

    smtp.failing = false;
    await t.app.dataSource.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE recipient = $1`, [client.email]);
    await flush();
    await flush();
    expect(smtp.to(client.email)).toHaveLength(1);
    expect(await unsent()).toBe(0);
    const [sent] = await t.app.dataSource.query(`SELECT status, attempts FROM mail_outbox WHERE recipient = $1`, [
      client.email,
    ]);
    expect(sent).toEqual({ status: 'sent', attempts: 2 });

    // A mail nobody has tried to send for 5 minutes (no worker running) counts too; a fresh one does not.
    await t.app.dataSource.query(
      `INSERT INTO mail_outbox (kind, recipient, subject, text_body, html_body, created_at)
       VALUES ('test', 'a@test.local', 'Viejo', '-', '-', now() - interval '6 minutes'),
              ('test', 'b@test.local', 'Nuevo', '-', '-', now())`,
    );
    expect(await unsent()).toBe(1);
    await t.app.dataSource.query(`DELETE FROM mail_outbox WHERE kind = 'test'`);
  });

  it('is queued with the change: a sign-up that fails leaves no mail behind', async () => {
    const client = await t.signUp();
    const before = await t.app.dataSource.query(`SELECT count(*)::int AS n FROM mail_outbox`);
    const res = await t.gql('mutation($input: RegisterInput!) { register(input: $input) { id } }', {
      input: { name: 'Otro', email: client.email, password: 'secreto1', confirmPassword: 'secreto1' },
    });
    expect(errorOf(res).code).toBe('CONFLICT');
    expect(await t.app.dataSource.query(`SELECT count(*)::int AS n FROM mail_outbox`)).toEqual(before);
  });

  it('unsent mails are the admin’s business only', async () => {
    const client = await t.signUp();
    expect(errorOf(await t.gql('{ unsentMails }', {}, client.token)).code).toBe('FORBIDDEN');
  });
});

describe('without SMTP_URL', () => {
  it('writes each mail as an .eml under DATA_DIR/outbox and prints its subject and link', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barberia-outbox-'));
    const lines: string[] = [];
    const local = await startTestApp({
      dataDir,
      mailPollMs: 0,
      publicUrl: 'http://localhost:4000',
      mailLog: (line) => lines.push(line),
    });
    try {
      const client = await local.signUp({ name: 'Sin Servidor' });
      await local.gql(REQUEST_RESET, { email: client.email });
      expect(await local.app.services.mail.worker.runOnce()).toBe(2);
      const files = fs.readdirSync(path.join(dataDir, 'outbox'));
      expect(files).toHaveLength(2);
      const mails = await Promise.all(files.map((f) => simpleParser(fs.readFileSync(path.join(dataDir, 'outbox', f)))));
      const reset = mails.find((m) => m.subject === 'Restablece tu contraseña');
      expect(reset?.to && 'text' in reset.to ? reset.to.text : '').toBe(client.email);
      expect(reset?.text).toContain('http://localhost:4000/reset-password?token=');
      expect(lines.some((l) => l.includes('Restablece tu contraseña') && l.includes(client.email))).toBe(true);
      expect(lines.some((l) => l.trim().startsWith('http://localhost:4000/reset-password?token='))).toBe(true);
      expect(lines.some((l) => l.trim().startsWith('http://localhost:4000/verify-email?token='))).toBe(true);
    } finally {
      await local.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
