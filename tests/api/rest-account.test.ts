import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountMessages } from '../../common/validation/account';
import { linkIn, mailedToken, startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { expectFailure, restClient, type RestClient } from '../support/rest';
import { startTestApp, type TestApp, closeInOrder } from '../support/test-app';

let t: TestApp;
let api: RestClient;
let smtp: MailCatcher;

const flush = () => t.app.services.mail.worker.runOnce();
const tokenFrom = (email: string, subject: RegExp, path: string) => mailedToken(smtp, email, subject, path);

beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await startTestApp({ smtpUrl: smtp.url, mailPollMs: 0, publicUrl: 'http://barberia.test' });
  api = await restClient(t);
});
afterAll(() => closeInOrder(t, smtp));
beforeEach(() => smtp.clear());

describe('REST: password recovery', () => {
  it('POST /auth/forgot-password answers neutrally; POST /auth/reset-password sets the password once', async () => {
    const client = await t.signUp({ password: 'clave-vieja' });
    const known = await api.call('POST', '/auth/forgot-password', { body: { email: client.email } });
    const unknown = await api.call('POST', '/auth/forgot-password', { body: { email: 'nadie@x.com' } });
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ success: true, message: accountMessages.resetRequested });
    expect(unknown.body).toEqual(known.body);
    expectFailure(await api.call('POST', '/auth/forgot-password', { body: { email: 'no-es-email' } }), 400);
    await flush();
    const token = tokenFrom(client.email, /^Restablece/, '/reset-password');

    const mismatch = await api.call('POST', '/auth/reset-password', {
      body: { token, password: 'clave-nueva', confirmPassword: 'clave-otra' },
    });
    expectFailure(mismatch, 400, 'Las contraseñas no coinciden');
    const reset = await api.call('POST', '/auth/reset-password', {
      body: { token, password: 'clave-nueva', confirmPassword: 'clave-nueva' },
    });
    expect(reset.body).toEqual({ success: true, message: accountMessages.resetDone });
    const reused = await api.call('POST', '/auth/reset-password', {
      body: { token, password: 'clave-nueva', confirmPassword: 'clave-nueva' },
    });
    expectFailure(reused, 400, accountMessages.resetLinkInvalid);
    expectFailure(await api.call('GET', '/auth/user', { token: client.token }), 401);
    const login = await api.call('POST', '/auth/login', { body: { email: client.email, password: 'clave-nueva' } });
    expect(login.status).toBe(200);
  });
});

describe('REST: verification and change of password', () => {
  it('POST /auth/resend-verification and POST /auth/verify-email', async () => {
    const client = await t.signUp();
    // The sign-up's link goes out first, so the mails arrive in the order the links were made.
    await flush();
    expectFailure(await api.call('POST', '/auth/resend-verification'), 401);
    const resent = await api.call('POST', '/auth/resend-verification', { token: client.token });
    expect(resent.body).toEqual({ success: true, message: accountMessages.verificationSent });
    await flush();
    const tokens = smtp
      .to(client.email)
      .filter((m) => m.subject.startsWith('Verifica'))
      .map((m) => linkIn(m, '/verify-email').searchParams.get('token'));
    expect(tokens).toHaveLength(2);
    const [replaced, latest] = tokens;
    expectFailure(
      await api.call('POST', '/auth/verify-email', { body: { token: replaced } }),
      400,
      accountMessages.verifyLinkInvalid,
    );
    const verified = await api.call('POST', '/auth/verify-email', { body: { token: latest } });
    expect(verified.body).toMatchObject({ success: true, message: accountMessages.emailVerified });
    const user = await api.call('GET', '/auth/user', { token: client.token });
    expect(user.body.data.user.isVerified).toBe(true);
    // Opened again once the address is verified: it says so, it does not verify anything (issue 29).
    const again = await api.call('POST', '/auth/verify-email', { body: { token: latest } });
    expect(again.body).toMatchObject({ success: true, message: accountMessages.alreadyVerified });
  });

  it('PUT /users/password: the current password is checked, the other sessions end and this one goes on', async () => {
    const client = await t.signUp({ password: 'clave-actual' });
    const otherDevice = await t.login(client.email, 'clave-actual');
    const wrong = await api.call('PUT', '/users/password', {
      token: client.token,
      body: { currentPassword: 'otra', password: 'clave-nueva', confirmPassword: 'clave-nueva' },
    });
    expectFailure(wrong, 400, accountMessages.currentPasswordWrong);
    const changed = await api.call('PUT', '/users/password', {
      token: client.token,
      body: { currentPassword: 'clave-actual', password: 'clave-nueva', confirmPassword: 'clave-nueva' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ success: true, message: accountMessages.passwordChanged });
    expect(changed.body.data).toMatchObject({ id: client.id, email: client.email });
    expect((await api.call('GET', '/auth/user', { token: client.token })).status).toBe(200);
    expectFailure(await api.call('GET', '/auth/user', { token: otherDevice }), 401);
  });
});
