import 'reflect-metadata';
import { createClient } from 'graphql-ws';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { resetPasswordFromMachine } from '../../server/src/features/account/set-password';
import { restAppForFile } from '../support/rest';

// Issue 29 §11: the activity log did not say who got in, who tried, nor who changed a password or took the
// data away. The address is the client's as TRUST_PROXY resolves it (here a trusted proxy on loopback).
const { t, api } = restAppForFile({ trustProxy: 'loopback' });
const AUDIT = `query($action: AuditAction) {
  auditLog(action: $action) {
    action actorId actorRole targetType targetId targetName targetEmail changes { field before after }
  }
}`;

let admin: string;
let adminId: string;
beforeAll(async () => {
  admin = await t.adminToken();
  adminId = (await t.gql('{ me { id } }', {}, admin)).data!.me.id;
});

interface Entry {
  action: string;
  actorId: string | null;
  actorRole: string | null;
  targetType: string;
  targetId: string;
  targetName: string | null;
  targetEmail: string | null;
  changes: { field: string; before: string | null; after: string | null }[];
}

/** The newest entries of one action, their `after` read back as values. */
async function entries(action: string) {
  const res = await t.gql<{ auditLog: Entry[] }>(AUDIT, { action }, admin);
  expect(res.errors).toBeUndefined();
  return res.data!.auditLog.map((entry) => ({
    ...entry,
    after: Object.fromEntries(entry.changes.map((c) => [c.field, c.after === null ? null : JSON.parse(c.after)])),
  }));
}

const about = async (action: string, targetId: string) =>
  (await entries(action)).filter((e) => e.targetId === targetId);

const from = (address: string) => ({ 'content-type': 'application/json', 'x-forwarded-for': address });

async function restLogin(email: string, password: string, address: string) {
  const res = await fetch(`${t.url}/api/auth/login`, {
    method: 'POST',
    headers: from(address),
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, body: (await res.json()) as { token?: string } };
}

describe('sign-ins in the activity log', () => {
  it('a sign-in: by the user, about the account, with the address it came from', async () => {
    const ana = await t.signUp({ name: 'Ana Acceso', email: 'ana.acceso@test.local' });
    expect((await restLogin(ana.email, 'secreto1', '203.0.113.10')).status).toBe(200);
    const [entry] = await about('SIGNED_IN', ana.id);
    expect(entry).toMatchObject({
      actorId: ana.id,
      actorRole: 'CLIENT',
      targetType: 'user',
      targetName: 'Ana Acceso',
      targetEmail: 'ana.acceso@test.local',
      after: { ip: '203.0.113.10' },
    });
  });

  it('a failed sign-in: by nobody, about the account when the email has one; for an unknown email nothing typed is kept', async () => {
    const beto = await t.signUp({ name: 'Beto Fallo' });
    expect((await restLogin(beto.email, 'no-es-la-buena', '203.0.113.11')).status).toBe(400);
    expect(await about('SIGN_IN_FAILED', beto.id)).toEqual([
      expect.objectContaining({ actorId: null, actorRole: null, targetType: 'user', after: { ip: '203.0.113.11' } }),
    ]);

    // Someone typed a password in the email box: the entry says a sign-in failed from where, and no more.
    expect((await restLogin('MiClaveSecreta99@x', 'lo-que-sea', '203.0.113.12')).status).toBe(400);
    const [unknown] = await about('SIGN_IN_FAILED', 'unknown');
    expect(unknown).toMatchObject({
      actorId: null,
      targetName: null,
      targetEmail: null,
      after: { ip: '203.0.113.12' },
    });
    expect(JSON.stringify(await entries('SIGN_IN_FAILED'))).not.toMatch(/MiClaveSecreta99|lo-que-sea|no-es-la-buena/i);
  });

  it('over the WebSocket too, with the address the trusted proxy gives', async () => {
    const carla = await t.signUp({ name: 'Carla Socket' });
    const client = createClient({
      url: `${t.url.replace(/^http/, 'ws')}/graphql`,
      // The proxy's header on the upgrade request, as nginx sets it.
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers: { 'x-forwarded-for': '203.0.113.13' } });
        }
      },
      retryAttempts: 0,
    });
    try {
      const answer = await new Promise<any>((resolve, reject) => {
        let value: unknown;
        client.subscribe(
          {
            query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
            variables: { e: carla.email, p: 'secreto1' },
          },
          { next: (v) => void (value = v), error: reject, complete: () => resolve(value) },
        );
      });
      expect(answer.data.login.token).toEqual(expect.any(String));
    } finally {
      await client.dispose();
    }
    const [entry] = await about('SIGNED_IN', carla.id);
    expect(entry.after).toEqual({ ip: '203.0.113.13' });
  });
});

describe('passwords in the activity log', () => {
  it('changed from the profile: by the user, with the address', async () => {
    const dani = await t.signUp({ name: 'Dani Cambia' });
    const res = await fetch(`${t.url}/api/users/password`, {
      method: 'PUT',
      headers: { ...from('203.0.113.14'), authorization: `Bearer ${dani.token}` },
      body: JSON.stringify({ currentPassword: 'secreto1', password: 'nueva-clave', confirmPassword: 'nueva-clave' }),
    });
    expect(res.status).toBe(200);
    expect(await about('PASSWORD_CHANGED', dani.id)).toEqual([
      expect.objectContaining({ actorId: dani.id, actorRole: 'CLIENT', after: { ip: '203.0.113.14' } }),
    ]);
  });

  it('reset with the mailed link: by whoever holds it, as the account, with the address', async () => {
    const eva = await t.signUp({ name: 'Eva Olvida' });
    expect((await api.call('POST', '/auth/forgot-password', { body: { email: eva.email } })).status).toBe(200);
    await t.app.services.afterAnswer.settled();
    const [mail] = await t.app.dataSource.query(
      `SELECT text_body FROM mail_outbox WHERE recipient = $1 AND kind = 'reset_password'`,
      [eva.email],
    );
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text_body)![1];
    const res = await fetch(`${t.url}/api/auth/reset-password`, {
      method: 'POST',
      headers: from('203.0.113.15'),
      body: JSON.stringify({ token, password: 'nueva-clave', confirmPassword: 'nueva-clave' }),
    });
    expect(res.status).toBe(200);
    expect(await about('PASSWORD_RESET', eva.id)).toEqual([
      expect.objectContaining({
        actorId: eva.id,
        actorRole: 'CLIENT',
        after: { method: 'link', ip: '203.0.113.15' },
      }),
    ]);
  });

  it('reset with the admin command on the server: by the system', async () => {
    const fede = await t.signUp({ name: 'Fede Comando', email: 'fede.comando@test.local' });
    expect(await resetPasswordFromMachine(t.app.dataSource, t.app.services.sessions, fede.email)).toEqual(
      expect.any(String),
    );
    expect(await about('PASSWORD_RESET', fede.id)).toEqual([
      expect.objectContaining({ actorId: null, targetEmail: fede.email, after: { method: 'admin_command' } }),
    ]);
  });
});

describe('the barber’s exports in the activity log', () => {
  it('each CSV download, over REST or GraphQL: by him, which file, and the days asked for', async () => {
    const res = await fetch(`${t.url}/api/appointments/export.csv?from=2027-06-01&to=2027-06-30`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.status).toBe(200);
    await res.text();
    expect((await t.gql('{ clientsCsv }', {}, admin)).errors).toBeUndefined();

    expect(await about('DATA_EXPORTED', 'appointments')).toEqual([
      expect.objectContaining({
        actorId: adminId,
        actorRole: 'ADMIN',
        targetType: 'export',
        after: { from: '2027-06-01', to: '2027-06-30', rows: 0 },
      }),
    ]);
    const [clients] = await about('DATA_EXPORTED', 'clients');
    expect(clients).toMatchObject({ actorId: adminId, targetType: 'export', after: { rows: expect.any(Number) } });
    expect(clients.after.rows).toBeGreaterThan(0);
  });
});
