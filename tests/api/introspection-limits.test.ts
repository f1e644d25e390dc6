import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeInOrder, startTestApp, type TestApp } from '../support/test-app';

// Introspection is enabled in tests as in a default install (GRAPHQL_INTROSPECTION unset).
const STANDARD = getIntrospectionQuery();
const EVERY_OPTION = getIntrospectionQuery({
  descriptions: true,
  inputValueDeprecation: true,
  specifiedByUrl: true,
  directiveIsRepeatable: true,
  schemaDescription: true,
});

let defaults: TestApp;
let strict: TestApp;
beforeAll(async () => {
  defaults = await startTestApp();
  strict = await startTestApp({ queryLimits: { maxDepth: 3, maxComplexity: 1000 } });
});
afterAll(() => closeInOrder(defaults, strict));

/** Anonymous, as GraphiQL's fetcher (@graphiql/toolkit) sends its introspection. */
async function ask(app: TestApp, query: string, operationName?: string) {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, multipart/mixed' },
    body: JSON.stringify({ query, operationName }),
  });
  return { status: res.status, body: (await res.json()) as { data?: any; errors?: any[] } };
}

const repeated = (count: number, selection: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${selection}`).join(' ')} }`;

describe('introspection within the query limits', () => {
  it.each([
    ['getIntrospectionQuery()', STANDARD],
    ['getIntrospectionQuery() with every option', EVERY_OPTION],
  ])('answers %s, under the default limits and a depth of 3', async (_name, query) => {
    for (const app of [defaults, strict]) {
      // Twice: a read asked for again runs compiled (graphql-fast-path.ts), with the same verdict.
      for (let i = 0; i < 2; i += 1) {
        const res = await ask(app, query, 'IntrospectionQuery');
        expect(res.body.errors).toBeUndefined();
        expect(res.status).toBe(200);
        expect(res.body.data.__schema.types.length).toBeGreaterThan(10);
      }
    }
  });

  it('answers __schema and __type side by side, and __typename under aliases', async () => {
    const res = await ask(
      defaults,
      `{ __schema { queryType { name } } __type(name: "Cut") { name } a: __typename b: __typename }`,
    );
    expect(res.body).toEqual({
      data: { __schema: { queryType: { name: 'Query' } }, __type: { name: 'Cut' }, a: 'Query', b: 'Query' },
    });
  });

  it('refuses 100 aliases of __schema with QUERY_TOO_COMPLEX, before running anything', async () => {
    const res = await ask(defaults, repeated(100, '__schema { types { name fields { name args { name } } } }'));
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors).toEqual([
      {
        message: 'La consulta es demasiado compleja: pide __schema más de una vez',
        extensions: { code: 'QUERY_TOO_COMPLEX' },
      },
    ]);
  });

  it.each([
    ['two aliases of __type', repeated(2, '__type(name: "Cut") { fields { name } }'), '__type'],
    [
      'aliases inside one __schema',
      `{ __schema { ${repeated(50, 'types { fields { name } }').slice(1, -1)} } }`,
      'types',
    ],
    [
      'aliases through fragments',
      `{ ...A ...B } fragment A on Query { x: __schema { types { name } } } fragment B on Query { y: __schema { types { name } } }`,
      '__schema',
    ],
  ])('refuses %s too', async (_name, query, field) => {
    const res = await ask(defaults, query);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]).toEqual({
      message: `La consulta es demasiado compleja: pide ${field} más de una vez`,
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
  });
});

describe('queries the cost count cannot finish', () => {
  it('counts thousands of cheap aliases instead of letting them through uncounted', async () => {
    // `cuts { id }` 5,000 times fits in 75 kB; the cost counter used to give up at 10,000 selections and pass it.
    const counted = await ask(defaults, repeated(5000, 'cuts { id }'));
    expect(counted.status).toBe(400);
    expect(counted.body.errors).toEqual([
      {
        message: 'La consulta es demasiado compleja: coste 55000 (máximo 1000)',
        extensions: { code: 'QUERY_TOO_COMPLEX' },
      },
    ]);
    const compact = Array.from({ length: 6000 }, (_, i) => `a${i}:cuts{id}`);
    const tooMany = await ask(defaults, `{${compact.join(' ')}}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual([
      {
        message: 'La consulta es demasiado compleja: más de 10000 selecciones',
        extensions: { code: 'QUERY_TOO_COMPLEX' },
      },
    ]);
  });

  it('measures fragments spread many times without walking every copy', async () => {
    // 2^24 copies of one field in 1 kB; each fragment more doubles the walk.
    const chain = Array.from({ length: 24 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`);
    const query = `query { ...F0 } ${chain.join(' ')} fragment F24 on Query { __typename }`;
    const started = Date.now();
    const res = await ask(defaults, query);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'La consulta es demasiado compleja: más de 10000 selecciones',
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
  });
});
