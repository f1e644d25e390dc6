import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from '../support/test-app';

const t = testAppForFile();
let admin: string;

const SETTINGS = `{ mailSettings { reminderHoursBefore notifyBarber } }`;
const UPDATE = `mutation($input: MailSettingsInput!) { updateMailSettings(input: $input) { reminderHoursBefore } }`;

/** The raw answer, status included: a refused variable is the client's fault, 400. */
async function post(query: string, variables: Record<string, unknown>, token: string) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      data?: unknown;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    },
  };
}

beforeAll(async () => {
  admin = await t.adminToken();
});

describe('GraphQL refuses variables of the wrong shape in Spanish, naming the field, as REST does', () => {
  it('a field the input does not declare (a form that sent back the query’s __typename)', async () => {
    const before = (await t.gql(SETTINGS, {}, admin)).data!.mailSettings;
    const res = await post(
      UPDATE,
      { input: { __typename: 'MailSettings', reminderHoursBefore: 12, notifyBarber: true } },
      admin,
    );
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors![0]).toMatchObject({
      message: 'Datos de entrada inválidos',
      extensions: { code: 'BAD_USER_INPUT', errors: [{ field: '__typename', message: 'Campo no admitido' }] },
    });
    expect((await t.gql(SETTINGS, {}, admin)).data!.mailSettings).toEqual(before);
  });

  it('a value of the wrong type, and a required field left out', async () => {
    const wrongType = await post(UPDATE, { input: { reminderHoursBefore: 'doce', notifyBarber: true } }, admin);
    expect(wrongType.body.errors![0]).toMatchObject({
      message: 'Datos de entrada inválidos',
      extensions: {
        code: 'BAD_USER_INPUT',
        errors: [{ field: 'reminderHoursBefore', message: 'Valor no válido' }],
      },
    });
    const missing = await post(UPDATE, { input: { reminderHoursBefore: 12 } }, admin);
    expect(missing.body.errors![0]).toMatchObject({
      message: 'Datos de entrada inválidos',
      extensions: {
        code: 'BAD_USER_INPUT',
        errors: [{ field: 'notifyBarber', message: 'Este campo es requerido' }],
      },
    });
    const absent = await post(UPDATE, {}, admin);
    expect(absent.body.errors![0].extensions).toMatchObject({
      errors: [{ field: 'input', message: 'Este campo es requerido' }],
    });
  });

  it('a query the server keeps compiled answers the same way', async () => {
    const query = `query Month($from: String!, $to: String!) { appointments(from: $from, to: $to) { id } }`;
    // Twice valid first, so the text is compiled and served by the fast path.
    for (let i = 0; i < 2; i += 1) {
      expect((await post(query, { from: '2027-01-01', to: '2027-01-31' }, admin)).body.errors).toBeUndefined();
    }
    const res = await post(query, { from: 20270101, to: '2027-01-31' }, admin);
    expect(res.status).toBe(400);
    expect(res.body.errors![0]).toMatchObject({
      message: 'Datos de entrada inválidos',
      extensions: { code: 'BAD_USER_INPUT', errors: [{ field: 'from', message: 'Valor no válido' }] },
    });
  });

  it('leaves valid variables alone', async () => {
    const res = await post(UPDATE, { input: { reminderHoursBefore: 24, notifyBarber: true } }, admin);
    expect(res).toMatchObject({ status: 200, body: { data: { updateMailSettings: { reminderHoursBefore: 24 } } } });
  });
});
