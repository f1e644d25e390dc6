import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

describe('request logging (LOG_LEVEL)', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const destination = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        callback();
      },
    });
    t = await startTestApp({ logLevel: 'info', logDestination: destination });
  });
  afterAll(() => t?.close());

  it('writes one JSON line per request with method, path, status, duration and request id, never the token', async () => {
    const token = await t.adminToken();
    lines.length = 0;
    const res = await fetch(`${t.url}/api/appointments/all?token=secreto-en-query`, {
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'peticion-42' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('peticion-42');
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]) as Record<string, unknown>;
    expect(entry).toMatchObject({
      level: 30,
      requestId: 'peticion-42',
      method: 'GET',
      path: '/api/appointments/all',
      status: 200,
    });
    expect(typeof entry.durationMs).toBe('number');
    // Whose request it was: the user of the token's session (issue 29 §11).
    const adminId = (await t.app.services.sessions.viewerFor(token))!.id;
    expect(entry.userId).toBe(adminId);
    expect(lines[0]).not.toContain(token);
    expect(lines[0]).not.toContain('secreto-en-query');
    expect(lines[0].toLowerCase()).not.toContain('authorization');
  });

  it('generates a request id when none comes in and echoes it', async () => {
    lines.length = 0;
    const res = await t.gql('{ __typename }');
    expect(res.data).toEqual({ __typename: 'Query' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]) as Record<string, unknown>;
    expect(entry).toMatchObject({ method: 'POST', path: '/graphql', status: 200 });
    expect(entry.requestId).toMatch(/^[0-9a-f-]{36}$/);
    // Nobody signed in: no user in the line.
    expect(entry).not.toHaveProperty('userId');
  });

  it('names the signed-in user over GraphQL too, on the fast path for reads and through Apollo for mutations', async () => {
    const token = await t.adminToken();
    const adminId = (await t.app.services.sessions.viewerFor(token))!.id;
    lines.length = 0;
    expect((await t.gql('{ me { id } }', {}, token)).data).toEqual({ me: { id: adminId } });
    expect((await t.gql('mutation { renewSession }', {}, token)).errors).toBeUndefined();
    // A token whose session does not exist names no one.
    await t.gql('{ me { id } }', {}, 'not-a-token');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines.map((line) => (JSON.parse(line) as Record<string, unknown>).userId)).toEqual([
      adminId,
      adminId,
      undefined,
    ]);
  });
});

describe('LOG_LEVEL=silent', () => {
  it('writes nothing', async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const t = await startTestApp({ logLevel: 'silent', logDestination: destination });
    try {
      await fetch(`${t.url}/api/cuts`);
      expect(lines).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
