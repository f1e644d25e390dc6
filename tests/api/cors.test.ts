import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

const ALLOWED = 'https://reservas.example.com';

const preflight = (t: TestApp, origin: string) =>
  fetch(`${t.url}/api/cuts`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'DELETE',
      'access-control-request-headers': 'authorization,content-type',
    },
  });

describe('CORS_ORIGINS on /api', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ corsOrigins: [ALLOWED, 'https://otra.example.com'] });
  });
  afterAll(() => t?.close());

  it('answers a listed origin’s preflight with the methods and headers a bearer front end needs', async () => {
    const res = await preflight(t, ALLOWED);
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    const methods = res.headers.get('access-control-allow-methods') ?? '';
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) expect(methods).toContain(method);
    const headers = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    expect(headers).toContain('authorization');
    expect(headers).toContain('content-type');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('grants the actual request of a listed origin', async () => {
    const res = await fetch(`${t.url}/api/cuts`, { headers: { origin: ALLOWED } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED);
  });

  it('sends nothing to an origin not on the list', async () => {
    const pre = await preflight(t, 'https://malicioso.example.com');
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    const res = await fetch(`${t.url}/api/cuts`, { headers: { origin: 'https://malicioso.example.com' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps GraphQL’s CSRF protection: a cross-origin simple POST is refused', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { origin: ALLOWED, 'content-type': 'text/plain' },
      body: JSON.stringify({ query: 'mutation { login(email: "a@b.co", password: "x") { token } }' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('without CORS_ORIGINS', () => {
  it('is same origin only: no CORS headers at all', async () => {
    const t = await startTestApp();
    try {
      const pre = await preflight(t, ALLOWED);
      expect(pre.headers.get('access-control-allow-origin')).toBeNull();
      const res = await fetch(`${t.url}/api/cuts`, { headers: { origin: ALLOWED } });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await t.close();
    }
  });
});
