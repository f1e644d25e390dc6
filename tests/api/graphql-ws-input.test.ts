import 'reflect-metadata';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { testAppForFile } from '../support/test-app';

const t = testAppForFile();
let admin: string;
const clients: Client[] = [];

interface Answer {
  data?: Record<string, any> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** One operation over the WebSocket, as a third party's graphql-ws client sends it: its answer or its errors. */
async function overSocket(query: string, variables: Record<string, unknown>, token: string): Promise<Answer> {
  const client = createClient({
    url: `${t.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  clients.push(client);
  return new Promise((resolve, reject) => {
    let answer: Answer | undefined;
    client.subscribe(
      { query, variables },
      {
        next: (value) => void (answer = value as Answer),
        // graphql-ws hands refused operations over as the list of errors.
        error: (error) => (Array.isArray(error) ? resolve({ errors: error }) : reject(error)),
        complete: () => resolve(answer ?? {}),
      },
    );
  });
}

const SETTINGS = `{ mailSettings { reminderHoursBefore notifyBarber } }`;
const UPDATE = `mutation($input: MailSettingsInput!) { updateMailSettings(input: $input) { reminderHoursBefore } }`;

beforeAll(async () => {
  admin = await t.adminToken();
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
});

describe('over the WebSocket, input is refused as over HTTP: in Spanish, field by field', () => {
  it('a field the input does not declare, a wrong type and a missing one', async () => {
    const before = (await t.gql(SETTINGS, {}, admin)).data!.mailSettings;
    const cases = [
      [{ __typename: 'MailSettings', reminderHoursBefore: 12, notifyBarber: true }, '__typename', 'Campo no admitido'],
      [{ reminderHoursBefore: 'doce', notifyBarber: true }, 'reminderHoursBefore', 'Valor no válido'],
      [{ reminderHoursBefore: 12 }, 'notifyBarber', 'Este campo es requerido'],
    ] as const;
    for (const [input, field, message] of cases) {
      const answer = await overSocket(UPDATE, { input }, admin);
      expect(answer.errors).toHaveLength(1);
      expect(answer.errors![0]).toMatchObject({
        message: 'Datos de entrada inválidos',
        extensions: { code: 'BAD_USER_INPUT', errors: [{ field, message }] },
      });
      expect(answer.errors![0].extensions).not.toHaveProperty('http');
    }
    expect((await t.gql(SETTINGS, {}, admin)).data!.mailSettings).toEqual(before);
  });

  it('a subscription that declares a required variable it was not given', async () => {
    const answer = await overSocket(
      'subscription($withId: Boolean!) { appointmentChanged { kind appointmentId @include(if: $withId) } }',
      {},
      admin,
    );
    expect(answer.errors![0]).toMatchObject({
      message: 'Datos de entrada inválidos',
      extensions: { code: 'BAD_USER_INPUT', errors: [{ field: 'withId', message: 'Este campo es requerido' }] },
    });
  });

  it('a text with control characters, naming the field, before anything is saved', async () => {
    const { token, email } = await t.signUp({ name: 'Nora Vidal' });
    const answer = await overSocket(
      'mutation($input: ProfileInput!) { updateProfile(input: $input) { name } }',
      { input: { email, name: 'Nora\u0000Vidal', phone: null } },
      token,
    );
    expect(answer.errors![0]).toMatchObject({
      message: 'El nombre contiene caracteres no permitidos',
      extensions: { code: 'BAD_USER_INPUT', field: 'name' },
    });
    expect((await t.gql('{ me { name } }', {}, token)).data!.me.name).toBe('Nora Vidal');
  });

  it('a valid operation still runs over the socket', async () => {
    const answer = await overSocket(UPDATE, { input: { reminderHoursBefore: 6, notifyBarber: false } }, admin);
    expect(answer).toEqual({ data: { updateMailSettings: { reminderHoursBefore: 6 } } });
  });
});

describe('a subscription sent over HTTP', () => {
  it('is refused in Spanish with BAD_USER_INPUT, pointing to the WebSocket, not an internal error', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ query: 'subscription { appointmentChanged { kind } }' }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Answer;
    expect(body.errors![0]).toMatchObject({
      message: 'Las suscripciones se abren por WebSocket (protocolo graphql-ws) en /graphql, no por HTTP',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
