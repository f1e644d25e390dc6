import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountMessages, emailRestored } from '../../common/validation/account';
import { errorOf } from '../support/booking';
import { linkIn, mailedToken, startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { expectFailure, restClient, type RestClient } from '../support/rest';
import { ADMIN, closeInOrder, startTestApp, type TestApp } from '../support/test-app';

// Issue 29, point 5: a stolen session must not become the account by changing its email.

let t: TestApp;
let api: RestClient;
let smtp: MailCatcher;

const UPDATE = 'mutation($input: ProfileInput!) { updateProfile(input: $input) { email isVerified } }';
const REVERT = 'mutation($token: String!) { revertEmailChange(token: $token) }';
const VERIFY = 'mutation($token: String!) { verifyEmail(token: $token) }';
const REQUEST_RESET = 'mutation($email: String!) { requestPasswordReset(email: $email) }';
const RESET = 'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) }';
const ME = '{ me { id email isVerified } }';
const CHANGED_SUBJECT = 'Se ha cambiado el email de tu cuenta';
const MAX_FAILURES = 3;

const flush = () => t.app.services.mail.worker.runOnce();
let counter = 0;
const address = (name: string) => `${name}-${(counter += 1)}-${Date.now()}@test.local`;

beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await startTestApp({
    smtpUrl: smtp.url,
    mailPollMs: 0,
    publicUrl: 'http://barberia.test',
    authRateLimit: { maxPerEmail: MAX_FAILURES, maxPerIp: 10_000 },
    authRateLimitPrefix: `email-change-${Date.now()}`,
  });
  api = await restClient(t);
});
afterAll(() => closeInOrder(t, smtp));
beforeEach(() => smtp.clear());

/** A client whose address is verified, as most are by the time someone steals a session. */
async function verifiedClient(name = 'Lucía Gómez') {
  const client = await t.signUp({ name, email: address('lucia'), password: 'clave-de-lucia' });
  await flush();
  const token = mailedToken(smtp, client.email, /^Verifica/, '/verify-email');
  expect((await t.gql(VERIFY, { token })).data?.verifyEmail).toBe(accountMessages.emailVerified);
  smtp.clear();
  return client;
}

const changeEmail = (token: string, email: string, currentPassword?: string, name = 'Lucía Gómez') =>
  t.gql(UPDATE, { input: { name, email, ...(currentPassword === undefined ? {} : { currentPassword }) } }, token);

const emailOf = async (id: string) =>
  (await t.app.dataSource.query(`SELECT email, is_verified FROM users WHERE id = $1`, [id]))[0] as {
    email: string;
    is_verified: boolean;
  };

/** The revert link mailed to the old address, after the worker ran. */
async function revertToken(oldAddress: string) {
  await flush();
  return mailedToken(smtp, oldAddress, CHANGED_SUBJECT, '/revert-email');
}

describe('changing the email takes the current password', () => {
  it('refuses a change without it or with a wrong one (GraphQL), naming the field, and changes nothing', async () => {
    const client = await verifiedClient();
    const stolen = address('ladron');
    const missing = await changeEmail(client.token, stolen);
    expect(errorOf(missing)).toEqual({ code: 'BAD_USER_INPUT', message: accountMessages.currentPasswordForEmail });
    expect(missing.errors?.[0].extensions?.errors).toEqual([
      { field: 'currentPassword', message: accountMessages.currentPasswordForEmail },
    ]);
    const empty = await changeEmail(client.token, stolen, '');
    expect(errorOf(empty).message).toBe(accountMessages.currentPasswordForEmail);
    const wrong = await changeEmail(client.token, stolen, 'no-es-la-clave');
    expect(errorOf(wrong)).toEqual({ code: 'BAD_USER_INPUT', message: accountMessages.currentPasswordWrong });
    expect(wrong.errors?.[0].extensions?.errors).toEqual([
      { field: 'currentPassword', message: accountMessages.currentPasswordWrong },
    ]);
    expect(await emailOf(client.id)).toEqual({ email: client.email, is_verified: true });
    await flush();
    expect(smtp.mails).toHaveLength(0);
  });

  it('refuses the same over REST (PUT /api/users/profile, body currentPassword) with 400', async () => {
    const client = await verifiedClient();
    const body = { name: 'Lucía Gómez', email: address('ladron') };
    expectFailure(
      await api.call('PUT', '/users/profile', { token: client.token, body }),
      400,
      accountMessages.currentPasswordForEmail,
    );
    const wrong = await api.call('PUT', '/users/profile', {
      token: client.token,
      body: { ...body, currentPassword: 'no-es-la-clave' },
    });
    expectFailure(wrong, 400, accountMessages.currentPasswordWrong);
    expect(wrong.body.errors).toEqual([{ field: 'currentPassword', message: accountMessages.currentPasswordWrong }]);
    expect(await emailOf(client.id)).toEqual({ email: client.email, is_verified: true });

    const done = await api.call('PUT', '/users/profile', {
      token: client.token,
      body: { ...body, currentPassword: 'clave-de-lucia' },
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ email: body.email, isVerified: false });
  });

  it('needs no password for a new name or phone, or the same address in other capitals', async () => {
    const client = await verifiedClient();
    const res = await t.gql(
      UPDATE,
      { input: { name: 'Lucía Gómez Ruiz', email: ` ${client.email.toUpperCase()} `, phone: '305 555 0199' } },
      client.token,
    );
    expect(res.data?.updateProfile).toEqual({ email: client.email, isVerified: true });
    const rest = await api.call('PUT', '/users/profile', {
      token: client.token,
      body: { name: 'Lucía G.', email: client.email, phone: '305 555 0100' },
    });
    expect(rest.status).toBe(200);
    await flush();
    expect(smtp.mails).toHaveLength(0);
  });

  it('counts wrong passwords as failed sign-ins: past the limit even the right one, and signing in, wait', async () => {
    const client = await verifiedClient();
    for (let i = 0; i < MAX_FAILURES; i += 1) {
      expect(errorOf(await changeEmail(client.token, address('ladron'), `intento-${i}`)).message).toBe(
        accountMessages.currentPasswordWrong,
      );
    }
    expect(errorOf(await changeEmail(client.token, address('ladron'), 'clave-de-lucia')).code).toBe(
      'TOO_MANY_REQUESTS',
    );
    await expect(t.login(client.email, 'clave-de-lucia')).rejects.toThrow(/Demasiados intentos/);
    expect((await emailOf(client.id)).email).toBe(client.email);
  });

  it('holds for the admin too: Mi Perfil of the barber asks for the password, and the old address is told', async () => {
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const newAddress = address('barbero');
    const refused = await changeEmail(admin, newAddress, undefined, 'Carlos Barbero');
    expect(errorOf(refused).message).toBe(accountMessages.currentPasswordForEmail);
    const changed = await changeEmail(admin, newAddress, ADMIN.password, 'Carlos Barbero');
    expect(changed.data?.updateProfile).toEqual({ email: newAddress, isVerified: false });
    const token = await revertToken(ADMIN.email);
    // Put back for the other tests: the admin's own link works like anyone's.
    expect((await t.gql(REVERT, { token })).data?.revertEmailChange).toBe(emailRestored(ADMIN.email));
    await flush();
    const reset = mailedToken(smtp, ADMIN.email, 'Restablece tu contraseña', '/reset-password');
    const done = await t.gql(RESET, {
      input: { token: reset, password: ADMIN.password, confirmPassword: ADMIN.password },
    });
    expect(done.data?.resetPassword).toBe(accountMessages.resetDone);
    expect(await t.login(ADMIN.email, ADMIN.password)).toBeTruthy();
  });
});

describe('after a change', () => {
  it('the account is unverified, the new address gets a verification link, the old one a notice with the new one partly hidden', async () => {
    const client = await verifiedClient('Lucía Gómez');
    const newAddress = `lucia.nueva-${Date.now()}@example.com`;
    const changed = await changeEmail(client.token, newAddress, 'clave-de-lucia');
    expect(changed.data?.updateProfile).toEqual({ email: newAddress, isVerified: false });
    expect((await t.gql(ME, {}, client.token)).data?.me).toMatchObject({ email: newAddress, isVerified: false });
    await flush();

    expect(smtp.to(newAddress).map((m) => m.subject)).toEqual([expect.stringMatching(/^Verifica tu email/)]);
    const [notice] = smtp.to(client.email);
    expect(notice.subject).toBe(CHANGED_SUBJECT);
    expect(notice.text).toContain('Hola, Lucía Gómez:');
    expect(notice.text).toContain('l***@example.com');
    expect(notice.text).toContain('7 días');
    expect(notice.text + notice.html).not.toContain(newAddress);
    const link = linkIn(notice, '/revert-email');
    expect(link.origin).toBe('http://barberia.test');
    expect(notice.html).toContain('No he sido yo: recuperar mi cuenta');

    // The link is stored hashed, valid 7 days.
    const [row] = await t.app.dataSource.query(
      `SELECT token_hash, email, expires_at - created_at = interval '7 days' AS seven_days
         FROM account_tokens WHERE user_id = $1 AND purpose = 'revert_email_change'`,
      [client.id],
    );
    expect(row).toMatchObject({ email: client.email, seven_days: true });
    expect(row.token_hash).not.toContain(link.searchParams.get('token'));
  });

  it('the activity log records who changed what, addresses partly hidden', async () => {
    const client = await verifiedClient();
    const newAddress = `otro-${Date.now()}@example.net`;
    await changeEmail(client.token, newAddress, 'clave-de-lucia');
    const admin = await t.adminToken();
    const log = await t.gql(
      `{ auditLog(action: EMAIL_CHANGED) { actorId targetType targetId changes { field before after } } }`,
      {},
      admin,
    );
    const entry = log.data?.auditLog.find((e: { targetId: string }) => e.targetId === client.id);
    expect(entry).toEqual({
      actorId: client.id,
      targetType: 'user',
      targetId: client.id,
      changes: [
        { field: 'email', before: JSON.stringify('l***@test.local'), after: JSON.stringify('o***@example.net') },
      ],
    });
  });
});

describe('the link sent to the old address', () => {
  /** A verified client whose address a thief changed, with two sessions open (the owner's and the thief's). */
  async function takenOver() {
    const client = await verifiedClient();
    const ownerElsewhere = await t.login(client.email, 'clave-de-lucia');
    const thief = address('ladron');
    expect((await changeEmail(client.token, thief, 'clave-de-lucia')).errors).toBeUndefined();
    const token = await revertToken(client.email);
    return { client, ownerElsewhere, thief, token };
  }

  it('puts the old address back (verified), ends every session, voids the password and mails a reset link', async () => {
    const { client, ownerElsewhere, thief, token } = await takenOver();
    const res = await t.gql(REVERT, { token });
    expect(res).toEqual({ data: { revertEmailChange: emailRestored(client.email) } });
    expect(await emailOf(client.id)).toEqual({ email: client.email, is_verified: true });
    for (const session of [client.token, ownerElsewhere]) {
      expect(errorOf(await t.gql(ME, {}, session)).code).toBe('UNAUTHENTICATED');
    }
    await expect(t.login(client.email, 'clave-de-lucia')).rejects.toThrow(/Credenciales inválidas/);
    await expect(t.login(thief, 'clave-de-lucia')).rejects.toThrow(/Credenciales inválidas/);

    await flush();
    const reset = mailedToken(smtp, client.email, 'Restablece tu contraseña', '/reset-password');
    const done = await t.gql(RESET, {
      input: { token: reset, password: 'clave-nueva', confirmPassword: 'clave-nueva' },
    });
    expect(done.data?.resetPassword).toBe(accountMessages.resetDone);
    expect(await t.login(client.email, 'clave-nueva')).toBeTruthy();

    const log = await t.gql(
      `{ auditLog(action: EMAIL_CHANGE_REVERTED) { actorId targetId changes { field before after } } }`,
      {},
      await t.adminToken(),
    );
    expect(log.data?.auditLog.find((e: { targetId: string }) => e.targetId === client.id)).toEqual({
      actorId: client.id,
      targetId: client.id,
      changes: [
        { field: 'email', before: JSON.stringify('l***@test.local'), after: JSON.stringify('l***@test.local') },
      ],
    });
  });

  it('works once', async () => {
    const { client, token } = await takenOver();
    expect((await t.gql(REVERT, { token })).data?.revertEmailChange).toBe(emailRestored(client.email));
    expect(errorOf(await t.gql(REVERT, { token }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: accountMessages.revertLinkInvalid,
    });
    expect(errorOf(await t.gql(REVERT, { token: 'inventado' })).message).toBe(accountMessages.revertLinkInvalid);
  });

  it('stops working after 7 days', async () => {
    const { client, thief, token } = await takenOver();
    await t.app.dataSource.query(
      `UPDATE account_tokens SET expires_at = now() - interval '1 second'
        WHERE user_id = $1 AND purpose = 'revert_email_change'`,
      [client.id],
    );
    expect(errorOf(await t.gql(REVERT, { token })).message).toBe(accountMessages.revertLinkInvalid);
    expect((await emailOf(client.id)).email).toBe(thief);
  });

  it('works over REST: POST /api/auth/revert-email-change, once', async () => {
    const { client, token } = await takenOver();
    const res = await api.call('POST', '/auth/revert-email-change', { body: { token } });
    expect(res.body).toMatchObject({ success: true, message: emailRestored(client.email) });
    expectFailure(
      await api.call('POST', '/auth/revert-email-change', { body: { token } }),
      400,
      accountMessages.revertLinkInvalid,
    );
    expectFailure(await api.call('GET', '/auth/user', { token: client.token }), 401);
  });

  it("voids the thief's links: a reset or verification link to the new address, sent before or after, takes nothing", async () => {
    const { client, thief, token } = await takenOver();
    const thiefVerification = mailedToken(smtp, thief, /^Verifica/, '/verify-email');
    await t.gql(REQUEST_RESET, { email: thief });
    await flush();
    const thiefReset = mailedToken(smtp, thief, 'Restablece tu contraseña', '/reset-password');

    await t.gql(REVERT, { token });
    const reset = await t.gql(RESET, {
      input: { token: thiefReset, password: 'del-ladron', confirmPassword: 'del-ladron' },
    });
    expect(errorOf(reset).message).toBe(accountMessages.resetLinkInvalid);
    expect(errorOf(await t.gql(VERIFY, { token: thiefVerification })).message).toBe(accountMessages.verifyLinkInvalid);

    smtp.clear();
    await t.gql(REQUEST_RESET, { email: thief });
    await flush();
    expect(smtp.to(thief)).toHaveLength(0);
    await expect(t.login(thief, 'del-ladron')).rejects.toThrow(/Credenciales inválidas/);
    expect(await emailOf(client.id)).toEqual({ email: client.email, is_verified: true });
  });

  it('a second change cannot void the first link: the oldest address wins, whichever link is used first', async () => {
    const { client, thief, token: toOwner } = await takenOver();
    const thiefSession = await t.login(thief, 'clave-de-lucia');
    const second = address('segundo');
    expect((await changeEmail(thiefSession, second, 'clave-de-lucia')).errors).toBeUndefined();
    const toThief = await revertToken(thief);

    expect((await t.gql(REVERT, { token: toThief })).data?.revertEmailChange).toBe(emailRestored(thief));
    expect((await t.gql(REVERT, { token: toOwner })).data?.revertEmailChange).toBe(emailRestored(client.email));
    expect(errorOf(await t.gql(REVERT, { token: toThief })).message).toBe(accountMessages.revertLinkInvalid);
    expect((await emailOf(client.id)).email).toBe(client.email);
  });

  it('keeps the old address for its owner while the link lives: nobody signs up with it or moves to it', async () => {
    const { client, token } = await takenOver();
    const signUp = await t.gql('mutation($input: RegisterInput!) { register(input: $input) { id } }', {
      input: { name: 'Impostor', email: client.email, password: 'secreto1', confirmPassword: 'secreto1' },
    });
    expect(errorOf(signUp)).toEqual({ code: 'CONFLICT', message: 'El email ya está registrado' });
    const other = await t.signUp({ password: 'secreto1' });
    const move = await changeEmail(other.token, client.email, 'secreto1', 'Otro Cliente');
    expect(errorOf(move)).toEqual({ code: 'CONFLICT', message: 'El email ya está registrado' });
    expect((await t.gql(REVERT, { token })).data?.revertEmailChange).toBe(emailRestored(client.email));
  });
});

describe('a verification link opened again', () => {
  it('says «Tu email ya está verificado» while the address it verified is the account’s, and stays used', async () => {
    const client = await t.signUp({ email: address('vera'), password: 'clave-de-vera' });
    await flush();
    const token = mailedToken(smtp, client.email, /^Verifica/, '/verify-email');
    expect((await t.gql(VERIFY, { token })).data?.verifyEmail).toBe(accountMessages.emailVerified);
    expect((await t.gql(VERIFY, { token })).data?.verifyEmail).toBe(accountMessages.alreadyVerified);
    const rest = await api.call('POST', '/auth/verify-email', { body: { token } });
    expect(rest.body).toMatchObject({ success: true, message: accountMessages.alreadyVerified });

    // Once the account has another address, the old link neither verifies it nor says it is verified.
    await changeEmail(client.token, address('vera-nueva'), 'clave-de-vera', 'Vera');
    expect(errorOf(await t.gql(VERIFY, { token })).message).toBe(accountMessages.verifyLinkInvalid);
    expect((await t.gql(ME, {}, client.token)).data?.me.isVerified).toBe(false);
  });
});
