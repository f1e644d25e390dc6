import { beforeAll, describe, expect, it } from 'vitest';
import { compiledReads } from '../../server/src/graphql/compiled-queries';
import { createSchema } from '../../server/src/resolvers';
import { createCut, insertClients } from '../support/booking';
import { ADMIN, testAppForFile } from '../support/test-app';

// A query sent again runs compiled (server/src/http/graphql-fast-path.ts): every answer below is asked
// for three times, so the first (Apollo) and the later ones (compiled) are held to the same behaviour.
const TIMES = 3;

const MONTH = `query Month($from: String, $to: String) {
  appointments(from: $from, to: $to) { id date time status price startsAt walkInName client { id name phone } cut { id name } }
}`;

const t = testAppForFile();
let clientId: string;

beforeAll(async () => {
  const [client] = await insertClients(t, 1, 'rapida');
  clientId = client.id;
  const cut = await createCut(t, { name: 'Corte Rápido', price: 18.5 });
  await t.app.dataSource.query(
    `INSERT INTO appointments (client_id, walk_in_name, cut_id, cut_type, price, duration, "date", "time", status, starts_at, ends_at, blocked_until)
     VALUES ($1, NULL, $2, 'Corte Rápido', 18.50, 30, '2030-03-05', '10:00', 'confirmed', '2030-03-05T15:00Z', '2030-03-05T15:30Z', '2030-03-05T15:30Z'),
            (NULL, 'Pedro', $2, 'Corte Rápido', 18.50, 30, '2030-03-05', '11:00', 'pending', '2030-03-05T16:00Z', '2030-03-05T16:30Z', '2030-03-05T16:30Z')`,
    [client.id, cut.id],
  );
});

async function post(body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

async function repeated(body: unknown, headers: Record<string, string> = {}) {
  const answers = [];
  for (let i = 0; i < TIMES; i += 1) answers.push(await post(body, headers));
  return answers;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const codeOf = (text: string) =>
  (JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;

describe('a query sent again', () => {
  it('answers the calendar byte for byte as the first time, with the same type', async () => {
    const admin = bearer(await t.adminToken());
    const answers = await repeated({ query: MONTH, variables: { from: '2030-03-01', to: '2030-03-31' } }, admin);
    for (const answer of answers) {
      expect(answer).toEqual(answers[0]);
    }
    expect(answers[0].status).toBe(200);
    expect(answers[0].type).toBe('application/json; charset=utf-8');
    const { data } = JSON.parse(answers[0].text);
    expect(data.appointments).toEqual([
      expect.objectContaining({
        time: '10:00',
        status: 'CONFIRMED',
        price: 18.5,
        startsAt: '2030-03-05T15:00:00.000Z',
        client: { id: clientId, name: expect.any(String), phone: null },
        cut: { id: expect.any(String), name: 'Corte Rápido' },
      }),
      expect.objectContaining({ time: '11:00', status: 'PENDING', walkInName: 'Pedro', client: null }),
    ]);

    const graphqlResponse = await repeated(
      { query: MONTH, variables: { from: '2030-03-01', to: '2030-03-31' } },
      { ...admin, accept: 'application/graphql-response+json,application/json;q=0.9' },
    );
    for (const answer of graphqlResponse) {
      expect(answer).toEqual({ ...answers[0], type: 'application/graphql-response+json; charset=utf-8' });
    }
  });

  it('keeps refusing the anonymous, the client and bad input, however often it comes', async () => {
    const query = { query: MONTH, variables: { from: '2030-03-01' } };
    for (const answer of await repeated(query)) expect(codeOf(answer.text)).toBe('UNAUTHENTICATED');
    const [client] = await insertClients(t, 1, 'curioso');
    for (const answer of await repeated(query, bearer(client.token))) expect(codeOf(answer.text)).toBe('FORBIDDEN');

    const admin = bearer(await t.adminToken());
    for (const answer of await repeated({ query: MONTH, variables: { from: '2030-03-01\u0000' } }, admin)) {
      expect(answer.status).toBe(400);
      expect(codeOf(answer.text)).toBe('BAD_USER_INPUT');
    }
    for (const answer of await repeated({ query: MONTH, variables: { from: 'marzo' } }, admin)) {
      expect(codeOf(answer.text)).toBe('BAD_USER_INPUT');
    }
    const tooComplex = `query { ${Array.from({ length: 30 }, (_, i) => `a${i}: appointments { id client { id name phone } }`).join(' ')} }`;
    for (const answer of await repeated({ query: tooComplex }, admin)) {
      expect(answer.status).toBe(400);
      expect(codeOf(answer.text)).toBe('QUERY_TOO_COMPLEX');
    }
  });

  it('stops answering a session the moment it ends', async () => {
    const token = await t.login(ADMIN.email, ADMIN.password);
    const query = { query: MONTH, variables: { from: '2030-03-01' } };
    for (const answer of await repeated(query, bearer(token)))
      expect(JSON.parse(answer.text).data.appointments).toHaveLength(2);
    expect((await t.gql<{ logout: boolean }>('mutation { logout }', {}, token)).data?.logout).toBe(true);
    for (const answer of await repeated(query, bearer(token))) expect(codeOf(answer.text)).toBe('UNAUTHENTICATED');
  });
});

describe('compiledReads', () => {
  it('compiles a valid query the second time it arrives, and nothing else', async () => {
    const schema = await createSchema(null);
    const reads = compiledReads(schema, { introspection: false });
    const cuts = 'query { cuts { id name } }';
    expect(reads(cuts, undefined)).toBeNull();
    expect(reads(cuts, undefined)).not.toBeNull();
    for (const text of [
      'mutation { logout }',
      'query { cuts { id nombre } }',
      'query { cuts { id ',
      'query { __schema { queryType { name } } }',
      'query A { cuts { id } } query B { me { id } }',
    ]) {
      reads(text, undefined);
      expect(reads(text, undefined), text).toBeNull();
    }
    const twoOperations = 'query A { cuts { id } } query B { me { id } }';
    reads(twoOperations, 'B');
    expect(reads(twoOperations, 'B')).not.toBeNull();
  });

  it('remembers a bounded number of texts', async () => {
    const reads = compiledReads(await createSchema(null), { introspection: true, capacity: 2 });
    const texts = ['query { cuts { id } }', 'query { cuts { name } }', 'query { cuts { price } }'];
    for (const text of [...texts, ...texts]) reads(text, undefined);
    // Each was forgotten before it came back: none has been seen twice in a row of two.
    expect(texts.map((text) => reads(text, undefined))).toEqual([null, null, null]);
  });
});
