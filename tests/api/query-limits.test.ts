import {
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import * as clientDocuments from '../../client/src/gql/graphql';
import { DEFAULT_QUERY_LIMITS, queryCost } from '../../server/src/graphql/query-limits';
import { routeCompiler } from '../../server/src/rest/compile-route';
import { routeTable } from '../../server/src/rest/route-table';
import { commonSchemas } from '../../server/src/rest/routes/common-schemas';
import { createCut, insertClients } from '../support/booking';
import { subscribeTo } from '../support/subscriptions';
import { startTestApp, type TestApp, testAppForFile } from '../support/test-app';

const t = testAppForFile();

/** SQL statements the app sends while `run` executes (every TypeORM query passes its logger). */
async function countStatements(app: TestApp, run: () => Promise<unknown>): Promise<number> {
  const logger = app.app.dataSource.logger;
  const original = logger.logQuery.bind(logger);
  let count = 0;
  logger.logQuery = (...args: Parameters<typeof original>) => {
    count += 1;
    return original(...args);
  };
  try {
    await run();
  } finally {
    logger.logQuery = original;
  }
  return count;
}

const CALENDAR = `query { appointments { id date time status cutType client { id name email phone } cut { id name price } } }`;

describe('no N+1 on appointment relations', () => {
  it('reads 200 appointments with their clients and cuts in a constant number of statements', async () => {
    await insertClients(t, 20, 'calendario');
    for (let i = 0; i < 5; i += 1) await createCut(t);
    // Straight into the table: 200 non-overlapping hours, spread over 20 clients and 5 cuts.
    await t.app.dataSource.query(`
      INSERT INTO appointments (client_id, cut_id, cut_type, price, duration, "date", "time", status, starts_at, ends_at)
      SELECT c.ids[1 + i % 20], k.ids[1 + i % 5], 'Corte', 10, 30,
             (DATE '2030-01-07' + i / 10), lpad((8 + i % 10)::text, 2, '0') || ':00', 'pending',
             TIMESTAMPTZ '2030-01-07 13:00Z' + make_interval(hours => i),
             TIMESTAMPTZ '2030-01-07 13:30Z' + make_interval(hours => i)
        FROM generate_series(0, 199) AS i,
             (SELECT array_agg(id) AS ids FROM users WHERE role = 'client') AS c,
             (SELECT array_agg(id) AS ids FROM cuts) AS k`);
    const admin = await t.adminToken();

    let rows: { client: { id: string } | null; cut: { id: string } | null }[] = [];
    const statements = await countStatements(t, async () => {
      const res = await t.gql(CALENDAR, {}, admin);
      expect(res.errors).toBeUndefined();
      rows = res.data!.appointments;
    });
    expect(rows).toHaveLength(200);
    expect(rows.every((a) => a.client && a.cut)).toBe(true);
    expect(new Set(rows.map((a) => a.client!.id)).size).toBe(20);
    // The appointments, then one batched lookup of clients and one of cuts.
    expect(statements).toBeLessThanOrEqual(3);
  });
});

describe('query depth and cost limits', () => {
  it('refuses a query whose cost is over the limit, before running it', async () => {
    const aliases = Array.from(
      { length: 10 },
      (_, i) =>
        `a${i}: appointments { id date time status cutType client { id name email phone } cut { id name price } }`,
    );
    const admin = await t.adminToken();
    let status = 0;
    let body: any;
    const statements = await countStatements(t, async () => {
      const res = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        body: JSON.stringify({ query: `query { ${aliases.join('\n')} }` }),
      });
      status = res.status;
      body = await res.json();
    });
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({
      message: 'La consulta es demasiado compleja: coste 1500 (máximo 1000)',
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
    expect(body.data).toBeUndefined();
    expect(statements).toBe(0);
  });

  it('lets ordinary queries and introspection through', async () => {
    const admin = await t.adminToken();
    expect((await t.gql(CALENDAR, {}, admin)).errors).toBeUndefined();
    const introspection = await t.gql(getIntrospectionQuery(), {}, null);
    expect(introspection.errors).toBeUndefined();
    expect(introspection.data!.__schema.types.length).toBeGreaterThan(10);
  });

  it('refuses a query nested deeper than the limit, over HTTP and over WebSocket', async () => {
    const strict = await startTestApp({ queryLimits: { maxDepth: 3, maxComplexity: 1000 } });
    try {
      const admin = await strict.adminToken();
      expect((await strict.gql(`{ stats { nextAppointments { id } } }`, {}, admin)).errors).toBeUndefined();
      const deep = await strict.gql(`{ stats { nextAppointments { client { name } } } }`, {}, admin);
      expect(deep.errors?.[0]).toMatchObject({
        message: 'La consulta es demasiado profunda: 4 niveles (máximo 3)',
        extensions: { code: 'QUERY_TOO_COMPLEX' },
      });
      const viaFragments = await strict.gql(
        `query { ...Q } fragment Q on Query { stats { ...S } } fragment S on Stats { nextAppointments { cut { name } } }`,
        {},
        admin,
      );
      expect(viaFragments.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');

      const subscription = subscribeTo(
        strict,
        admin,
        `subscription { appointmentChanged { appointment { client { name } } } }`,
      );
      try {
        const [errors] = (await subscription.waitFor(() =>
          subscription.failures.length ? subscription.failures : undefined,
        )) as {
          message: string;
        }[][];
        expect(errors[0].message).toBe('La consulta es demasiado profunda: 4 niveles (máximo 3)');
      } finally {
        await subscription.close();
      }
    } finally {
      await strict.close();
    }
  });
});

/** A value of `type` that coerces: the cost of an operation does not depend on what its variables say. */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sampleValue(field.type)]),
    );
  }
  return { Int: 1, Float: 1, Boolean: true }[getNamedType(type).name] ?? '1';
}

/** What `document`'s operation costs under the server's limits, with sample variables. */
function costOf(schema: GraphQLSchema, document: DocumentNode): number {
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  const variables = Object.fromEntries(
    (operation.variableDefinitions ?? []).map((definition) => [
      definition.variable.name.value,
      sampleValue(typeFromAST(schema, definition.type as never) as GraphQLInputType),
    ]),
  );
  return queryCost(schema, document, undefined, variables);
}

describe('fields that read the database weigh more', () => {
  const aliasesOfAvailableSlots = (count: number, cutId: string) =>
    `query { ${Array.from({ length: count }, (_, i) => `s${i}: availableSlots(date: "2030-01-07", cutId: "${cutId}")`).join(' ')} }`;

  it('refuses a thousand aliases of availableSlots at once, without a query to the database', async () => {
    const cut = await createCut(t);
    const client = (await t.signUp()).token;
    let status = 0;
    let body: any;
    let elapsed = 0;
    const statements = await countStatements(t, async () => {
      const started = performance.now();
      const res = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${client}` },
        body: JSON.stringify({ query: aliasesOfAvailableSlots(1000, cut.id) }),
      });
      status = res.status;
      body = await res.json();
      elapsed = performance.now() - started;
    });
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({
      message: 'La consulta es demasiado compleja: coste 50000 (máximo 1000)',
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
    // One statement at most: the caller's session, read to know who asks.
    expect(statements).toBeLessThanOrEqual(1);
    // It ran (at cost 1 each) for 4.8 s holding the one embedded connection; refused, it is parsing only.
    expect(elapsed).toBeLessThan(1500);
    expect(await (await fetch(`${t.url}/api/health`)).json()).toEqual({ status: 'ok' });
  });

  it('still answers a screen that asks for one day', async () => {
    const cut = await createCut(t);
    const client = (await t.signUp()).token;
    const res = await t.gql(aliasesOfAvailableSlots(2, cut.id), {}, client);
    expect(res.errors).toBeUndefined();
  });

  it('keeps every document of the app, and every REST operation, well under the limit', async () => {
    const schema = t.app.schema;
    // The documents the client sends (its fragments' own documents are only parts of those).
    const documents = Object.entries(clientDocuments).filter(
      (entry): entry is [string, DocumentNode] =>
        (entry[1] as { kind?: string })?.kind === Kind.DOCUMENT &&
        (entry[1] as DocumentNode).definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION),
    );
    const compiler = routeCompiler(schema, commonSchemas);
    for (const route of routeTable) {
      for (const binding of compiler.compile(route).bindings) {
        documents.push([`${route.method.toUpperCase()} /api${route.path}`, binding.operation.document]);
      }
    }
    expect(documents.length).toBeGreaterThan(100);
    const costly = documents
      .map(([name, document]) => ({ name, cost: costOf(schema, document) }))
      .filter(({ cost }) => cost > DEFAULT_QUERY_LIMITS.maxComplexity / 2);
    expect(costly).toEqual([]);
  });
});

describe('CSRF prevention', () => {
  it('blocks a simple cross-site POST that a browser would send without a preflight', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/Cross-Site Request Forgery/);
  });
});
