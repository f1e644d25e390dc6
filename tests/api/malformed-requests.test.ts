import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
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
