import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
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

/** Whether the GraphQL WebSocket opens for a page of `origin` (none: a server or a script), or the status refusing it. */
function openSocket(t: TestApp, origin?: string, host?: string) {
  return new Promise<'open' | number>((resolve, reject) => {
    const socket = new WebSocket(`${t.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
      ...(origin ? { origin } : {}),
      ...(host ? { headers: { host } } : {}),
    });
    socket.once('open', () => {
      socket.close();
      resolve('open');
    });
    socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    socket.once('error', reject);
  });
}

describe('who may open the GraphQL WebSocket', () => {
  const PUBLIC_URL = 'https://barberia.example.com';
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ corsOrigins: [ALLOWED], publicUrl: PUBLIC_URL });
  });
  afterAll(() => t?.close());

  it('a page of its own origin, of PUBLIC_URL or of CORS_ORIGINS', async () => {
    expect(await openSocket(t, t.url)).toBe('open');
    // Behind a proxy that ends TLS: the page is https, the socket arrives over http with the page's Host.
    expect(await openSocket(t, 'https://reservas.local', 'reservas.local')).toBe('open');
    expect(await openSocket(t, PUBLIC_URL)).toBe('open');
    expect(await openSocket(t, ALLOWED)).toBe('open');
  });

  it('a client that is not a browser and sends no Origin', async () => {
    expect(await openSocket(t)).toBe('open');
  });

  it('not a page of any other origin', async () => {
    expect(await openSocket(t, 'https://malicioso.example.com')).toBe(403);
    expect(await openSocket(t, 'null')).toBe(403);
    const port = new URL(t.url).port;
    expect(await openSocket(t, `http://127.0.0.1.malicioso.example.com:${port}`)).toBe(403);
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
