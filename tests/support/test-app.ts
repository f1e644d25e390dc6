import 'reflect-metadata';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createApp, type App } from '../../server/src/app';
import type { AppConfig } from '../../server/src/config/env';
import { createTestDatabase, type TestDatabase } from './database';

export const ADMIN = { email: 'admin@test.local', password: 'admin-password' };

/** A client's sign-up as she types it, her email with stray spaces and capitals (stored trimmed and lower-cased). */
export const LUCIA_SIGN_UP = {
  name: 'Lucía Gómez',
  email: '  Lucia.Gomez@Example.COM ',
  phone: '+1 (305) 555-0101',
  password: 'secreto1',
  confirmPassword: 'secreto1',
};

export interface GraphQLResponse<T = Record<string, any>> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; [key: string]: unknown }; path?: string[] }[];
}

export interface TestApp {
  app: App;
  db: TestDatabase;
  url: string;
  gql<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string | null,
  ): Promise<GraphQLResponse<T>>;
  /** Registers a client and returns its token and id. */
  signUp(
    overrides?: Partial<{ name: string; email: string; phone: string; password: string }>,
  ): Promise<{ token: string; id: string; email: string }>;
  login(email: string, password: string): Promise<string>;
  adminToken(): Promise<string>;
  /** Runs `work` with the shop's clock at `instant` (then back): for a move the barber makes on another day. */
  at<T>(instant: Date, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

let counter = 0;

/** The built client the server serves; CLIENT_DIST lets parallel work build elsewhere. */
export const clientDist = () => path.resolve(process.env.CLIENT_DIST ?? path.resolve(__dirname, '../../client/dist'));

/**
 * The live-bookings limit (issue 29) at its most, as a shop may set it. Most files book several appointments
 * for one unverified client to exercise other rules, which the shop's defaults (1 while unverified, 3 once
 * verified) would refuse; the limit's own tests go back to the defaults with `shopDefaultBookingRules`.
 */
async function roomyLiveBookings(app: App): Promise<void> {
  await app.dataSource.query(
    `INSERT INTO booking_rules (id, max_live_bookings_per_client, max_live_bookings_unverified) VALUES (1, 50, 50)`,
  );
}

/** Back to booking rules never saved: the shop's defaults, the live-bookings limit's included. */
export async function shopDefaultBookingRules(t: Pick<TestApp, 'app'>): Promise<void> {
  await t.app.dataSource.query(`DELETE FROM booking_rules`);
}

/** The real server, in process, on a free port, against a fresh database. */
export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const now = overrides.now ?? (() => new Date());
  let visiting: Date | null = null;
  const config: AppConfig = {
    port: 0,
    databaseUrl: db.url,
    dataDir: path.join(os.tmpdir(), 'barberia-test-data'),
    jwtSecret: 'test-secret-with-enough-entropy-0123456789',
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    shopTimezone: 'America/New_York',
    introspection: true,
    seedDemo: false,
    clientDist: clientDist(),
    logLevel: 'silent',
    databasePoolSize: db.poolSize,
    // Mails stay queued unless a test runs the worker (tests/api/mail-*.test.ts).
    mailPollMs: 0,
    mailLog: () => undefined,
    ...overrides,
    now: () => visiting ?? now(),
  };
  const app = await createApp(config);
  await roomyLiveBookings(app);
  const port = await app.listen(0);
  const url = `http://127.0.0.1:${port}`;

  const gql: TestApp['gql'] = async (query, variables, token) => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as GraphQLResponse<any>;
  };

  const login = async (email: string, password: string) => {
    const res = await gql<{ login: { token: string } }>(
      'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
      { email, password },
    );
    if (!res.data?.login) throw new Error(`login failed: ${JSON.stringify(res.errors)}`);
    return res.data.login.token;
  };

  let adminTokenCache: string | undefined;
  return {
    app,
    db,
    url,
    gql,
    login,
    async signUp(input = {}) {
      counter += 1;
      const email = input.email ?? `cliente${counter}-${Date.now()}@test.local`;
      const password = input.password ?? 'secreto1';
      const res = await gql<{ register: { id: string } }>(
        'mutation($input: RegisterInput!) { register(input: $input) { id } }',
        {
          input: {
            name: input.name ?? `Cliente ${counter}`,
            email,
            phone: input.phone,
            password,
            confirmPassword: password,
          },
        },
      );
      if (!res.data?.register) throw new Error(`sign-up failed: ${JSON.stringify(res.errors)}`);
      return { id: res.data.register.id, email, token: await login(email, password) };
    },
    async adminToken() {
      adminTokenCache ??= await login(ADMIN.email, ADMIN.password);
      return adminTokenCache;
    },
    async at(instant, work) {
      visiting = instant;
      try {
        return await work();
      } finally {
        visiting = null;
      }
    },
    async close() {
      await app.close();
      await db.drop();
    },
  };
}

/**
 * The test file's app: started before its tests, so the file's own beforeAll hooks (registered after this
 * call) can already use it, and closed after them. Outside hooks and tests it is not running yet.
 */
export function testAppForFile(overrides: Partial<AppConfig> = {}): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(overrides);
  });
  afterAll(() => started?.close());
  const running = (): TestApp => {
    if (!started) throw new Error('The test app is started by beforeAll: use it inside hooks and tests.');
    return started;
  };
  return {
    get app() {
      return running().app;
    },
    get db() {
      return running().db;
    },
    get url() {
      return running().url;
    },
    gql: (query, variables, token) => running().gql(query, variables, token),
    signUp: (input) => running().signUp(input),
    login: (email, password) => running().login(email, password),
    adminToken: () => running().adminToken(),
    at: (instant, work) => running().at(instant, work),
    close: () => running().close(),
  };
}

/** testAppForFile, with the admin's token and a signed-up client's, both there before the file's own hooks run. */
export function testAppWithTokensForFile(overrides: Partial<AppConfig> = {}): {
  t: TestApp;
  tokens: { admin: string; client: string };
} {
  const t = testAppForFile(overrides);
  const tokens = { admin: '', client: '' };
  beforeAll(async () => {
    tokens.admin = await t.adminToken();
    tokens.client = (await t.signUp()).token;
  });
  return { t, tokens };
}

/** Closes each in turn, skipping what never started (a beforeAll that failed half-way): for afterAll. */
export async function closeInOrder(...resources: ({ close(): Promise<unknown> } | undefined | null)[]) {
  for (const resource of resources) await resource?.close();
}
