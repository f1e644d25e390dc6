import 'reflect-metadata';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientDist, testAppForFile } from '../support/test-app';

const clientBuilt = fs.existsSync(path.join(clientDist(), 'index.html'));

const t = testAppForFile();

/** The raw answer, as a browser's network panel sees it: headers and the bytes on the wire. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
      })
      .on('error', reject);
  });
}

const largestScript = () =>
  fs
    .readdirSync(path.join(clientDist(), 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, size: fs.statSync(path.join(clientDist(), 'assets', name)).size }))
    .sort((a, b) => b.size - a.size)[0];

describe.runIf(clientBuilt)('the app travels compressed and cacheable', () => {
  it('sends hashed scripts in brotli (or gzip) with a year-long immutable cache', async () => {
    const script = largestScript();
    const br = await rawGet(`${t.url}/assets/${script.name}`, { 'accept-encoding': 'br, gzip' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.bytes).toBeLessThan(script.size / 2);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await rawGet(`${t.url}/assets/${script.name}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await rawGet(`${t.url}/assets/${script.name}`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes).toBe(script.size);
  });

  it('answers a missing asset 404 instead of the app page', async () => {
    const res = await rawGet(`${t.url}/assets/no-existe-123.js`, { accept: 'text/html' });
    expect(res.status).toBe(404);
  });

  it('revalidates index.html on every visit, compressed', async () => {
    const res = await rawGet(`${t.url}/login`, { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('API answers over 1 kB are compressed, small ones are not', () => {
  it('compresses the OpenAPI document and leaves health plain', async () => {
    const doc = await rawGet(`${t.url}/api/openapi.json`, { 'accept-encoding': 'gzip' });
    expect(doc.headers['content-encoding']).toBe('gzip');
    const health = await rawGet(`${t.url}/api/health`, { 'accept-encoding': 'gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});

describe('answers to a request that carries a token are never stored', () => {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

  it('says no-store to GraphQL and REST answers for a valid token, an invalid one, and a new session', async () => {
    const admin = await t.adminToken();
    for (const token of [admin, 'no-es-un-token']) {
      const graphql = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: bearer(token),
        body: JSON.stringify({ query: '{ me { id } }' }),
      });
      expect(graphql.headers.get('cache-control')).toBe('no-store');
      const get = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ cuts { id } }')}`, {
        headers: { ...bearer(token), 'apollo-require-preflight': 'true' },
      });
      expect(get.headers.get('cache-control')).toBe('no-store');
      for (const path of ['/api/auth/user', '/api/cuts', '/api/no-existe']) {
        const rest = await fetch(`${t.url}${path}`, { headers: bearer(token) });
        expect(rest.headers.get('cache-control'), `${path} with ${token.slice(0, 8)}`).toBe('no-store');
      }
    }
    const login = await fetch(`${t.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@test.local', password: 'admin-password' }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves public answers as they were', async () => {
    for (const path of ['/api/cuts', '/api/config/public', '/api/openapi.json']) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBeNull();
    }
  });
});
