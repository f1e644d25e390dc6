import 'reflect-metadata';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import { REDIS_URL, redisReachable } from '../support/redis';
import { expectFailure, restAppForFile } from '../support/rest';
import { subscribeTo } from '../support/subscriptions';
import { startTestApp } from '../support/test-app';

const ME = 'query { me { id email } }';
const DELETE_CLIENT = 'mutation($id: ID!) { deleteClient(id: $id) }';

const { t, api } = restAppForFile();
const open: { close(): Promise<void> }[] = [];

// Registered after the app's own close, so it runs first: the subscriptions end before the server does.
afterAll(async () => {
  await Promise.all(open.map((s) => s.close()));
});

const subscribe = (token: string) => {
  const subscription = subscribeTo(t, token);
  open.push(subscription);
  return subscription;
};

/** Signed-in everywhere a client can be: GraphQL, REST and a live subscription. */
async function expectSignedIn(token: string) {
  expect((await t.gql(ME, {}, token)).data?.me).toBeTruthy();
  expect((await api.call('GET', '/auth/user', { token })).status).toBe(200);
}

async function expectRefused(token: string) {
  const res = await t.gql(ME, {}, token);
  expect(res.errors?.[0]).toMatchObject({ message: 'No autorizado', extensions: { code: 'UNAUTHENTICATED' } });
  expectFailure(await api.call('GET', '/auth/user', { token }), 401, 'No autorizado');
}

/** The socket was closed by the server with graphql-ws's "Unauthorized". */
const closedAsEnded = (subscription: ReturnType<typeof subscribeTo>) =>
  subscription.waitFor(
    () => subscription.failures.find((f) => (f as { code?: number }).code === 4401) as { code: number; reason: string },
  );

const sessionCount = async (userId: string) =>
  Number((await t.app.dataSource.query(`SELECT count(*) FROM sessions WHERE user_id = $1`, [userId]))[0].count);

describe('signing out', () => {
  it('POST /api/auth/logout ends the presented session at once on REST, GraphQL and its live subscription', async () => {
    const ana = await t.signUp({ name: 'Ana' });
    const phone = await t.login(ana.email, 'secreto1');
    const live = subscribe(ana.token);
    await live.ready(ana.id);

    const res = await api.call('POST', '/auth/logout', { token: ana.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Sesión cerrada' });

    await expectRefused(ana.token);
    const closed = await closedAsEnded(live);
    expect(closed.reason).toBe('Sesión cerrada');
    // A new subscription with the ended token is refused as signed out.
    const again = subscribeTo(t, ana.token);
    open.push(again);
    const refused = await again.waitFor(() => again.received.find((d) => d.errors));
    expect(refused.errors![0].extensions?.code).toBe('UNAUTHENTICATED');
    // Her other device is still signed in.
    await expectSignedIn(phone);
    expect(await sessionCount(ana.id)).toBe(1);
  });

  it('the GraphQL logout mutation does the same', async () => {
    const beto = await t.signUp({ name: 'Beto' });
    expect((await t.gql('mutation { logout }', {}, beto.token)).data).toEqual({ logout: true });
    await expectRefused(beto.token);
    expectFailure(await api.call('POST', '/auth/logout', { token: beto.token }), 401, 'No autorizado');
  });

  it('POST /api/auth/logout-all ends every session of that user, and no one else’s', async () => {
    const carla = await t.signUp({ name: 'Carla' });
    const laptop = await t.login(carla.email, 'secreto1');
    const other = await t.signUp({ name: 'Dani' });
    const live = subscribe(laptop);
    await live.ready(carla.id);

    const res = await api.call('POST', '/auth/logout-all', { token: carla.token });
    expect(res.body).toEqual({ success: true, message: 'Sesión cerrada en todos los dispositivos' });
    await expectRefused(carla.token);
    await expectRefused(laptop);
    await closedAsEnded(live);
    expect(await sessionCount(carla.id)).toBe(0);
    await expectSignedIn(other.token);
    // Signing in again opens a fresh session.
    await expectSignedIn(await t.login(carla.email, 'secreto1'));
  });
});

describe('revoking from a caller’s transaction (password change and reset)', () => {
  it('keeps the excepted session, and closes sockets only once the transaction commits', async () => {
    const eva = await t.signUp({ name: 'Eva' });
    const other = await t.login(eva.email, 'secreto1');
    const live = subscribe(other);
    await live.ready(eva.id);
    const { sessions } = t.app.services;
    const current = (await sessions.viewerFor(eva.token))!.sessionId!;

    // Rolled back: nothing ends.
    await expect(
      t.app.dataSource.transaction(async (tx) => {
        await sessions.revokeAll(eva.id, { manager: tx, exceptSessionId: current });
        throw new Error('la contraseña no se guardó');
      }),
    ).rejects.toThrow('la contraseña no se guardó');
    await expectSignedIn(other);
    await live.ready(eva.id);

    let stillOpenInside = false;
    await t.app.dataSource.transaction(async (tx) => {
      expect(await sessions.revokeAll(eva.id, { manager: tx, exceptSessionId: current })).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      stillOpenInside = live.failures.length === 0;
    });
    expect(stillOpenInside).toBe(true);
    await closedAsEnded(live);
    await expectRefused(other);
    await expectSignedIn(eva.token);
  });
});

describe('deleting a client', () => {
  it('ends their sessions and closes their open subscriptions at once', async () => {
    const fede = await t.signUp({ name: 'Fede' });
    const live = subscribe(fede.token);
    await live.ready(fede.id);
    const res = await t.gql(DELETE_CLIENT, { id: fede.id }, await t.adminToken());
    expect(res.errors).toBeUndefined();
    await closedAsEnded(live);
    await expectRefused(fede.token);
  });
});

describe('tokens', () => {
  it('name their session (jti) and a token for a session that does not exist is refused', async () => {
    const gabi = await t.signUp({ name: 'Gabi' });
    const viewer = await t.app.services.sessions.viewerFor(gabi.token);
    expect(viewer).toMatchObject({ id: gabi.id, role: 'client' });
    const forged = t.app.tokens.sign({ id: gabi.id, role: viewer!.role, sessionId: crypto.randomUUID() });
    await expectRefused(forged);
  });
});

const redisUp = await redisReachable();
if (!redisUp) console.warn(`[sessions] Redis not reachable at ${REDIS_URL}: the multi-process test is skipped`);

describe.skipIf(!redisUp)('several server processes sharing Redis', () => {
  it('a sign-out through one server closes the session’s subscription on the other', async () => {
    const first = await startTestApp({ redisUrl: REDIS_URL });
    const second = await createApp({ ...first.app.config, port: 0 });
    try {
      const secondUrl = `http://127.0.0.1:${await second.listen(0)}`;
      const hugo = await first.signUp({ name: 'Hugo' });
      const onSecond = subscribeTo({ ...first, url: secondUrl }, hugo.token);
      open.push(onSecond);
      await onSecond.ready(hugo.id);
      expect((await first.gql('mutation { logout }', {}, hugo.token)).data).toEqual({ logout: true });
      await closedAsEnded(onSecond);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('renewing a session', () => {
  const RENEW = 'mutation { renewSession }';
  const expiresAt = async (token: string) => {
    const [, payload] = token.split('.');
    const { jti } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { jti: string };
    const [row] = await t.app.dataSource.query(`SELECT expires_at FROM sessions WHERE id = $1`, [jti]);
    return new Date(row.expires_at).getTime();
  };

  it('gives a fresh token for the same session, a week from now, and keeps the old one working', async () => {
    const ana = await t.signUp({ name: 'Ana Renueva' });
    // Five days into the week: the row says so.
    const [, payload] = ana.token.split('.');
    const { jti } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { jti: string };
    await t.app.dataSource.query(`UPDATE sessions SET expires_at = now() + interval '2 days' WHERE id = $1`, [jti]);

    const res = await t.gql<{ renewSession: string }>(RENEW, {}, ana.token);
    expect(res.errors).toBeUndefined();
    // Same session (a token signed in the same second may even be the same text); a week from now.
    const fresh = res.data!.renewSession;
    const week = 7 * 24 * 3600_000;
    expect(Math.abs((await expiresAt(fresh)) - (Date.now() + week))).toBeLessThan(60_000);
    await expectSignedIn(fresh);
    await expectSignedIn(ana.token);
    expect(await sessionCount(ana.id)).toBe(1);
  });

  it('an ended session cannot be renewed', async () => {
    const beto = await t.signUp({ name: 'Beto Renueva' });
    await api.call('POST', '/auth/logout', { token: beto.token });
    const res = await t.gql(RENEW, {}, beto.token);
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('renewing over REST', () => {
  it('POST /api/auth/renew answers the token of the renewed session', async () => {
    const carla = await t.signUp({ name: 'Carla Renueva' });
    const res = await api.call('POST', '/auth/renew', { token: carla.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Sesión renovada', token: expect.any(String) });
    await expectSignedIn(res.body.token);
    expectFailure(await api.call('POST', '/auth/renew'), 401, 'No autorizado');
  });
});

describe('a session’s absolute lifetime: 30 days from sign-in, however often it is renewed', () => {
  const RENEW = 'mutation { renewSession }';
  const sessionOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { jti: string; exp: number };
  const signedInDaysAgo = (token: string, days: number, expiresInDays: number) =>
    t.app.dataSource.query(
      `UPDATE sessions SET created_at = now() - make_interval(days => $2), expires_at = now() + make_interval(days => $3)
        WHERE id = $1`,
      [sessionOf(token).jti, days, expiresInDays],
    );

  it('renewed on its 29th day, a session lasts one more day, not a week: its row and its token say so', async () => {
    const ana = await t.signUp({ name: 'Ana Veterana' });
    await signedInDaysAgo(ana.token, 29, 2);
    const res = await api.call('POST', '/auth/renew', { token: ana.token });
    expect(res.status).toBe(200);
    const fresh = res.body.token as string;
    const day = 24 * 3600_000;
    const [row] = await t.app.dataSource.query(`SELECT expires_at FROM sessions WHERE id = $1`, [sessionOf(fresh).jti]);
    expect(Math.abs(new Date(row.expires_at).getTime() - (Date.now() + day))).toBeLessThan(60_000);
    expect(Math.abs(sessionOf(fresh).exp * 1000 - (Date.now() + day))).toBeLessThan(60_000);
    await expectSignedIn(fresh);
  });

  it('past 30 days the token is refused and renewing it too, over GraphQL and REST: the user signs in again', async () => {
    const beto = await t.signUp({ name: 'Beto Caducado' });
    // Renewed yesterday under the old sliding rule: six days left on the row, but signed in 31 days ago.
    await signedInDaysAgo(beto.token, 31, 6);
    await expectRefused(beto.token);
    const renewed = await t.gql(RENEW, {}, beto.token);
    expect(renewed.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expectFailure(await api.call('POST', '/auth/renew', { token: beto.token }), 401);
    await expectSignedIn(await t.login(beto.email, 'secreto1'));
  });
});
