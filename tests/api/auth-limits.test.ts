import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

const MESSAGE = 'Demasiados intentos. Inténtalo de nuevo en unos minutos.';

async function restLogin(t: TestApp, email: string, password: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as any };
}

describe('sign-in limits count failures, not customers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ authRateLimit: { maxPerEmail: 3, maxPerIp: 8 } });
  });
  afterAll(() => t?.close());

  it('lets one account sign in 15 times in a row', async () => {
    const user = await t.signUp({ email: 'fiel@example.com', password: 'secreto1' });
    for (let i = 0; i < 15; i += 1) {
      expect((await restLogin(t, user.email, 'secreto1')).status).toBe(200);
    }
  });

  it('locks an email after its failures with 429, Retry-After and the Spanish message; a success before clears them', async () => {
    const user = await t.signUp({ email: 'olvidadiza@example.com', password: 'secreto1' });
    // Two failures, then a success: the count starts over.
    for (let i = 0; i < 2; i += 1) expect((await restLogin(t, user.email, 'mal')).status).toBe(400);
    expect((await restLogin(t, user.email, 'secreto1')).status).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await restLogin(t, user.email, 'mal')).status).toBe(400);
    expect((await restLogin(t, user.email, 'secreto1')).status).toBe(200);

    for (let i = 0; i < 3; i += 1) expect((await restLogin(t, user.email, 'mal')).status).toBe(400);
    const refused = await restLogin(t, user.email, 'secreto1');
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.body).toEqual({ success: false, message: MESSAGE });
    const overGraphql = await t.gql(
      'mutation { login(email: "olvidadiza@example.com", password: "secreto1") { token } }',
    );
    expect(overGraphql.errors?.[0]).toMatchObject({ message: MESSAGE, extensions: { code: 'TOO_MANY_REQUESTS' } });
  });

  it('does not lock an address whose many customers sign in successfully', async () => {
    for (let i = 0; i < 12; i += 1) {
      const user = await t.signUp({ email: `vecino${i}@example.com`, password: 'secreto1' });
      expect((await restLogin(t, user.email, 'secreto1')).status).toBe(200);
      expect((await restLogin(t, user.email, 'secreto1')).status).toBe(200);
    }
  });
});

describe('deleting the account asks for the password under the same limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ authRateLimit: { maxPerEmail: 3 }, authRateLimitPrefix: `borrar-${randomUUID()}` });
  });
  afterAll(() => t?.close());

  it('counts wrong passwords when a client deletes the account: a stolen session cannot guess without limit', async () => {
    const user = await t.signUp({ email: 'borrar@example.com', password: 'secreto1' });
    const remove = (password: string) =>
      fetch(`${t.url}/api/users/me`, {
        method: 'DELETE',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
        body: JSON.stringify({ password }),
      });
    for (let i = 0; i < 3; i += 1) expect((await remove('mal')).status).toBe(400);
    const refused = await remove('secreto1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ success: false, message: MESSAGE });
    // Nothing was erased, and the account's sign-in waits as well: the failures are the account's.
    expect((await restLogin(t, user.email, 'secreto1')).status).toBe(429);
  });
});

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  const guess = async (t: TestApp, email: string, forwardedFor: string) =>
    (await restLogin(t, email, 'adivina', { 'x-forwarded-for': forwardedFor })).status;

  it('counts failures per forwarded address only when the proxy is trusted', async () => {
    const limits = { maxPerEmail: 100, maxPerIp: 3 };
    const trusted = await startTestApp({ authRateLimit: limits, trustProxy: 'loopback' });
    try {
      for (let i = 0; i < 3; i += 1) expect(await guess(trusted, 'uno@example.com', '203.0.113.1')).toBe(400);
      // Another customer behind the same proxy, on another address, is counted apart.
      for (let i = 0; i < 3; i += 1) expect(await guess(trusted, 'dos@example.com', '203.0.113.2')).toBe(400);
      expect(await guess(trusted, 'tres@example.com', '203.0.113.1')).toBe(429);
      expect(await guess(trusted, 'tres@example.com', '203.0.113.3')).toBe(400);
    } finally {
      await trusted.close();
    }

    const direct = await startTestApp({ authRateLimit: limits });
    try {
      for (let i = 0; i < 3; i += 1) expect(await guess(direct, 'uno@example.com', '203.0.113.1')).toBe(400);
      // Without TRUST_PROXY a forged header does not escape the count of the real address.
      expect(await guess(direct, 'dos@example.com', '203.0.113.2')).toBe(429);
    } finally {
      await direct.close();
    }
  });
});

describe('sign-ups per address', () => {
  it('lets a family sign up several accounts, then slows a flood down', async () => {
    const t = await startTestApp({ authRateLimit: { maxSignUpsPerIp: 6 } });
    try {
      for (let i = 0; i < 6; i += 1) await t.signUp({ email: `familia${i}@example.com` });
      const flood = await fetch(`${t.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Spam',
          email: 'spam@example.com',
          password: 'secreto1',
          confirmPassword: 'secreto1',
        }),
      });
      expect(flood.status).toBe(429);
      expect(Number(flood.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});

describe('counters shared through Redis', () => {
  it('two app instances on one REDIS_URL see each other’s failures', async () => {
    const shared = {
      redisUrl: 'redis://127.0.0.1:6379',
      authRateLimitPrefix: `test:auth:${randomUUID()}`,
      authRateLimit: { maxPerEmail: 3, maxPerIp: 100 },
    };
    const a = await startTestApp(shared);
    const b = await startTestApp(shared);
    try {
      for (let i = 0; i < 2; i += 1) expect((await restLogin(a, 'compartida@example.com', 'mal')).status).toBe(400);
      expect((await restLogin(b, 'compartida@example.com', 'mal')).status).toBe(400);
      const refused = await restLogin(a, 'compartida@example.com', 'mal');
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
