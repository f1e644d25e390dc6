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

/** A raw graphql-transport-ws socket, for messages graphql-ws's own client could not even serialise. */
async function rawSocket(token: string) {
  const socket = new WebSocket(`${t.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  const messages: { id?: string; type: string; payload?: any }[] = [];
  let closed: number | undefined;
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  socket.on('close', (code) => (closed = code));
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
  await expect.poll(() => messages.some((m) => m.type === 'connection_ack')).toBe(true);
  return {
    send: (text: string) => socket.send(text),
    answerTo: async (id: string) => {
      await expect.poll(() => messages.find((m) => m.id === id && m.type !== 'complete')).toBeTruthy();
      return messages.find((m) => m.id === id && m.type !== 'complete')!;
    },
    get closed() {
      return closed;
    },
    close: () => socket.close(),
  };
}

describe('variables nested thousands of levels deep', () => {
  it('are an error for that operation over the WebSocket, which stays open', async () => {
    const socket = await rawSocket(admin);
    try {
      const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
      socket.send(
        `{"id":"deep","type":"subscribe","payload":{"query":${JSON.stringify(UPDATE)},"variables":{"input":${deep}}}}`,
      );
      expect(await socket.answerTo('deep')).toEqual({
        id: 'deep',
        type: 'error',
        payload: [
          {
            message: 'Los datos de la petición anidan demasiados niveles (máximo 32)',
            extensions: { code: 'BAD_REQUEST' },
          },
        ],
      });
      const nested = '{' + 'me {'.repeat(5000) + 'id' + '}'.repeat(5001);
      socket.send(JSON.stringify({ id: 'nested', type: 'subscribe', payload: { query: nested } }));
      expect((await socket.answerTo('nested')).type).toBe('error');
      socket.send(JSON.stringify({ id: 'after', type: 'subscribe', payload: { query: SETTINGS } }));
      expect(await socket.answerTo('after')).toMatchObject({ type: 'next', payload: { data: { mailSettings: {} } } });
      expect(socket.closed).toBeUndefined();
    } finally {
      socket.close();
    }
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
