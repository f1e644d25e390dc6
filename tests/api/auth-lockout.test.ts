import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../common/validation/account';
import { ADMIN, startTestApp, type TestApp } from '../support/test-app';

// Issue 29 §4: ten wrong passwords for the admin's email from ten addresses answered the real admin 429 for
// 15 minutes, and ten forgot-password requests kept a victim from getting a reset link.
const MESSAGE = 'Demasiados intentos. Inténtalo de nuevo en unos minutos.';

/** A request from `address`, as a trusted proxy (TRUST_PROXY=loopback) tells it. */
async function post(t: TestApp, path: string, body: object, address: string) {
  const res = await fetch(`${t.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as any };
}

const attacker = (i: number) => `198.51.100.${i + 1}`;

describe('strangers guessing the admin’s password cannot lock him out (default limits)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: 'loopback' });
  });
  afterAll(() => t?.close());

  const signIn = (password: string, address: string) =>
    post(t, '/auth/login', { email: ADMIN.email, password }, address);

  it('after ten wrong passwords from ten addresses, the admin signs in from his own address within seconds', async () => {
    for (let i = 0; i < 10; i += 1) expect((await signIn(`adivina-${i}`, attacker(i))).status).toBe(400);

    const started = Date.now();
    const admin = await signIn(ADMIN.password, '203.0.113.7');
    const waited = Date.now() - started;
    expect(admin.status).toBe(200);
    expect(admin.body.token).toEqual(expect.any(String));
    // Slowed down, not refused: a wait of seconds, never the 15-minute window.
    expect(waited).toBeGreaterThanOrEqual(1000);
    expect(waited).toBeLessThan(10_000);
  });

  it('past the account’s failures, an address that failed on it is refused, even with the right password', async () => {
    for (let i = 10; i < 20; i += 1) expect((await signIn(`adivina-${i}`, attacker(i))).status).toBe(400);
    const guessedBefore = await signIn(ADMIN.password, attacker(12));
    expect(guessedBefore.status).toBe(429);
    expect(guessedBefore.body).toEqual({ success: false, message: MESSAGE });
    expect(Number(guessedBefore.retryAfter)).toBeGreaterThan(0);
    // A new address still gets a verdict (after its wait), and the admin from his own still gets in.
    expect((await signIn('otra-mas', attacker(40))).status).toBe(400);
    expect((await signIn(ADMIN.password, '203.0.113.7')).status).toBe(200);
  });
});

describe('forgot-password requests from strangers cannot keep a victim from a reset link, nor flood the inbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: 'loopback' });
  });
  afterAll(() => t?.close());

  const forgot = (email: string, address: string) => post(t, '/auth/forgot-password', { email }, address);
  const resetMails = async (email: string) => {
    await t.app.services.afterAnswer.settled();
    const [row] = await t.app.dataSource.query(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = $1 AND kind = 'reset_password'`,
      [email],
    );
    return row.n as number;
  };

  it('ten requests from one address for the victim: three mails, then that address is refused; the victim’s own still mails the link', async () => {
    const victim = await t.signUp({ email: 'victima-reset@test.local' });
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push(await forgot(victim.email, attacker(0)));
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers[10]).toMatchObject({ status: 429, body: { success: false, message: MESSAGE } });
    expect(await resetMails(victim.email)).toBe(3);

    const own = await forgot(victim.email, '203.0.113.9');
    expect(own).toMatchObject({ status: 200, body: { success: true, message: accountMessages.resetRequested } });
    expect(await resetMails(victim.email)).toBe(4);
  });

  it('requests from many addresses mail at most thirteen links an hour; the newest one still works', async () => {
    const victim = await t.signUp({ email: 'inundada@test.local' });
    for (let i = 0; i < 20; i += 1) expect((await forgot(victim.email, attacker(100 + i))).status).toBe(200);
    expect(await resetMails(victim.email)).toBe(13);
    const [usable] = await t.app.dataSource.query(
      `SELECT count(*)::int AS n FROM account_tokens t JOIN users u ON u.id = t.user_id
        WHERE u.email = $1 AND t.purpose = 'reset_password' AND t.used_at IS NULL AND t.expires_at > now()`,
      [victim.email],
    );
    expect(usable.n).toBe(1);
  });
});
