import http from 'node:http';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { BAD_HOST_MESSAGE } from '../../server/src/http/host-header';
import { bodyMessages } from '../../server/src/rest/json-body';
import { BAD_PATH_MESSAGE } from '../../server/src/rest/router';
import { testAppForFile } from '../support/test-app';

// What a client gets wrong in the request itself is a 4xx in Spanish, never an internal error.
const t = testAppForFile();

let logged: MockInstance<typeof console.error>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = [...logged.mock.calls];
  logged.mockRestore();
  // An internal error is logged; a client's mistake is not.
  expect(calls).toEqual([]);
});

async function send(path: string, init: RequestInit = {}) {
  const res = await fetch(`${t.url}${path}`, init);
  return { status: res.status, type: res.headers.get('content-type'), body: await res.json() };
}

const COMPRESSORS = { gzip: gzipSync, deflate: deflateSync, br: brotliCompressSync };
const ENCODINGS = Object.keys(COMPRESSORS) as (keyof typeof COMPRESSORS)[];

const post = (path: string, encoding: string, body: string | Buffer) =>
  send(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-encoding': encoding },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });

describe('a path parameter that is not valid percent-encoding', () => {
  it('answers a public route with 400 and the envelope', async () => {
    const res = await send('/api/cuts/%E0%A4%A');
    expect(res).toMatchObject({ status: 400, body: { success: false, message: BAD_PATH_MESSAGE } });
    expect(res.type).toMatch(/^application\/json/);
  });

  it('answers a signed-in route with 400, whoever calls', async () => {
    const admin = await t.adminToken();
    for (const token of [admin, null]) {
      const res = await send('/api/appointments/%ZZ', {
        method: 'DELETE',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(res).toEqual({
        status: 400,
        type: 'application/json; charset=utf-8',
        body: { success: false, message: BAD_PATH_MESSAGE },
      });
    }
  });
});

describe('a body that does not match its Content-Encoding', () => {
  it.each(ENCODINGS)('answers REST with 400 and the envelope (%s)', async (encoding) => {
    const res = await post('/api/auth/login', encoding, '{"email":"a@b.c","password":"x"}');
    expect(res).toMatchObject({ status: 400, body: { success: false, message: bodyMessages.unreadable } });
  });

  it.each(ENCODINGS)('answers /graphql with 400 and a GraphQL error (%s)', async (encoding) => {
    const res = await post('/graphql', encoding, '{"query":"{ __typename }"}');
    expect(res).toEqual({
      status: 400,
      type: 'application/json; charset=utf-8',
      body: { errors: [{ message: bodyMessages.unreadable, extensions: { code: 'BAD_REQUEST' } }] },
    });
  });

  it.each(ENCODINGS)('still reads a body that is compressed as it says (%s)', async (encoding) => {
    const rest = await post('/api/auth/login', encoding, COMPRESSORS[encoding]('{"password":"x"}'));
    expect(rest).toMatchObject({ status: 400, body: { success: false, message: 'El email es requerido' } });
    const graphql = await post('/graphql', encoding, COMPRESSORS[encoding]('{"query":"{ __typename }"}'));
    expect(graphql).toMatchObject({ status: 200, body: { data: { __typename: 'Query' } } });
  });

  it('keeps answering an unknown encoding with 415, on REST and on /graphql', async () => {
    const rest = await post('/api/auth/login', 'foo', '{}');
    expect(rest).toMatchObject({ status: 415, body: { success: false, message: bodyMessages.encoding } });
    const graphql = await post('/graphql', 'foo', '{"query":"{ __typename }"}');
    expect(graphql).toMatchObject({
      status: 415,
      body: { errors: [{ message: bodyMessages.encoding, extensions: { code: 'BAD_REQUEST' } }] },
    });
  });
});

describe('/graphql bodies the JSON parser refuses', () => {
  it('answers malformed JSON with 400 and a GraphQL error in Spanish, not an HTML page', async () => {
    const res = await post('/graphql', 'identity', '{"query":');
    expect(res).toEqual({
      status: 400,
      type: 'application/json; charset=utf-8',
      body: { errors: [{ message: bodyMessages.malformed, extensions: { code: 'BAD_REQUEST' } }] },
    });
  });

  it('answers a body over 100 kB with 413 and a GraphQL error', async () => {
    const res = await post(
      '/graphql',
      'identity',
      JSON.stringify({ query: `{ __typename }${' '.repeat(101 * 1024)}` }),
    );
    expect(res).toMatchObject({
      status: 413,
      body: { errors: [{ message: bodyMessages.tooLarge, extensions: { code: 'BAD_REQUEST' } }] },
    });
  });
});

describe('variables nested thousands of levels deep', () => {
  // JSON.stringify itself overflows at this depth: written by hand, as an attacker would.
  const deep = '{"a":'.repeat(5000) + '"x"' + '}'.repeat(5000);
  const tooDeep = { errors: [{ message: bodyMessages.tooDeep, extensions: { code: 'BAD_REQUEST' } }] };

  it('answers /graphql with 400 and a GraphQL error, whether the operation declares them or not', async () => {
    for (const query of [
      'mutation($input: MailSettingsInput!) { updateMailSettings(input: $input) { notifyBarber } }',
      '{ __typename }',
    ]) {
      const res = await post(
        '/graphql',
        'identity',
        `{"query":${JSON.stringify(query)},"variables":{"input":${deep}}}`,
      );
      expect(res).toEqual({ status: 400, type: 'application/json; charset=utf-8', body: tooDeep });
    }
    // A GET's URL holds far fewer levels (Node refuses headers over 16 kB), but past the limit is past it.
    const deepEnoughForAUrl = '{"a":'.repeat(100) + '"x"' + '}'.repeat(100);
    const get = await send(
      `/graphql?query=${encodeURIComponent('{ __typename }')}&variables=${encodeURIComponent(deepEnoughForAUrl)}`,
      { headers: { 'apollo-require-preflight': 'true' } },
    );
    expect(get).toMatchObject({ status: 400, body: tooDeep });
  });

  it('answers REST with 400 and the envelope', async () => {
    const res = await post('/api/auth/login', 'identity', `{"email":${deep},"password":"x"}`);
    expect(res).toEqual({
      status: 400,
      type: 'application/json; charset=utf-8',
      body: { success: false, message: bodyMessages.tooDeep },
    });
  });

  it('still takes what the app itself sends', async () => {
    const res = await post(
      '/graphql',
      'identity',
      JSON.stringify({ query: '{ __typename }', variables: { a: { b: [[{ c: 1 }]] } } }),
    );
    expect(res).toMatchObject({ status: 200, body: { data: { __typename: 'Query' } } });
  });
});

/** A request as a client that writes its own Host header sends it (fetch would refuse to). */
function withHost(path: string, host: string, init: { method?: string; body?: string } = {}) {
  const { port } = new URL(t.url);
  return new Promise<{ status: number; type?: string; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        setHost: false,
        headers: { host, accept: 'text/html', 'content-type': 'application/json' },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

describe('a malformed Host header', () => {
  it.each(['shop;evil', 'shop,evil', 'a b', '<script>'])(
    'answers 400 on every route, without an internal error (%s)',
    async (host) => {
      const page = await withHost('/login', host);
      expect(page).toMatchObject({ status: 400, body: BAD_HOST_MESSAGE });
      expect((await withHost('/', host)).status).toBe(400);
      const rest = await withHost('/api/health', host);
      expect(rest.status).toBe(400);
      expect(JSON.parse(rest.body)).toEqual({ success: false, message: BAD_HOST_MESSAGE });
      const graphql = await withHost('/graphql', host, { method: 'POST', body: '{"query":"{ __typename }"}' });
      expect(graphql.status).toBe(400);
      expect(JSON.parse(graphql.body)).toEqual({
        errors: [{ message: BAD_HOST_MESSAGE, extensions: { code: 'BAD_REQUEST' } }],
      });
    },
  );

  it('leaves host names, addresses and ports alone', async () => {
    const { port } = new URL(t.url);
    for (const host of [
      `localhost:${port}`,
      `127.0.0.1:${port}`,
      `[::1]:${port}`,
      'reservas.example.com',
      'mi_tienda.local',
    ]) {
      expect((await withHost('/api/health', host)).status).toBe(200);
    }
  });
});
