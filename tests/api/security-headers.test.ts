import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, closeInOrder } from '../support/test-app';

let t: TestApp;
let proxied: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  proxied = await startTestApp({ trustProxy: 'loopback' });
});
afterAll(() => closeInOrder(proxied, t));

const html = { accept: 'text/html' };

/** A page's inline scripts (no src), and the CSP source that allows exactly one of them. */
const inlineScripts = (page: string) =>
  [...page.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, code]) => code);
const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/** The policy as a map of directive → sources. */
function policy(res: Response): Record<string, string[]> {
  const header = res.headers.get('content-security-policy');
  expect(header, 'Content-Security-Policy').toBeTruthy();
  return Object.fromEntries(
    header!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectCommonHeaders(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('x-powered-by')).toBeNull();
}

describe('browser protections', () => {
  it('the app page: scripts and styles from its origin only, no framing, connections to itself and its WebSocket', async () => {
    for (const path of ['/', '/login', '/admin/calendar']) {
      const res = await fetch(`${t.url}${path}`, { headers: html });
      expect(res.status).toBe(200);
      expectCommonHeaders(res);
      const csp = policy(res);
      expect(csp['default-src']).toEqual(["'self'"]);
      // Its own origin's files, and the page's one inline script by its hash (decision 0044).
      const inline = inlineScripts(await res.text());
      expect(inline).toHaveLength(1);
      expect(csp['script-src']).toEqual(["'self'", sha256(inline[0])]);
      expect(csp['style-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['worker-src']).toEqual(["'self'"]);
      expect(csp['manifest-src']).toEqual(["'self'"]);
      expect(csp['connect-src']).toEqual(["'self'", `ws://${new URL(t.url).host}`]);
      expect(Object.values(csp).flat().join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    }
  });

  it('the built pages carry no inline script or style the policy would refuse', async () => {
    for (const path of ['/login', '/graphql']) {
      const res = await fetch(`${t.url}${path}`, { headers: html });
      const page = await res.text();
      const allowed = policy(res)['script-src'];
      for (const code of inlineScripts(page)) expect(allowed).toContain(sha256(code));
      expect(page).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    }
    // GraphiQL's page has none at all; the app's only the early role script.
    expect(inlineScripts(await (await fetch(`${t.url}/graphql`, { headers: html })).text())).toEqual([]);
  });

  it('the GraphiQL page gets its own, barely wider policy: its editor’s inline styles and data: fonts, never inline script', async () => {
    const res = await fetch(`${t.url}/graphql`, { headers: html });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>GraphiQL · Barbería</title>');
    expectCommonHeaders(res);
    const csp = policy(res);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['font-src']).toEqual(["'self'", 'data:']);
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['connect-src']).toEqual(["'self'", `ws://${new URL(t.url).host}`]);
  });

  it('JSON answers carry the same headers', async () => {
    for (const res of [
      await fetch(`${t.url}/api/health`),
      await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
    ]) {
      expect(res.status).toBe(200);
      expectCommonHeaders(res);
      expect(policy(res)['default-src']).toEqual(["'self'"]);
    }
  });

  it('sends HSTS only when the request came over HTTPS, as a trusted proxy says', async () => {
    const plain = await fetch(`${t.url}/login`, { headers: html });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    // Without TRUST_PROXY a client cannot claim HTTPS.
    const claimed = await fetch(`${t.url}/login`, { headers: { ...html, 'x-forwarded-proto': 'https' } });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();

    const secure = await fetch(`${proxied.url}/login`, { headers: { ...html, 'x-forwarded-proto': 'https' } });
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(policy(secure)['connect-src']).toEqual(["'self'", `wss://${new URL(proxied.url).host}`]);
    expect(
      (await fetch(`${proxied.url}/login`, { headers: html })).headers.get('strict-transport-security'),
    ).toBeNull();
  });
});
