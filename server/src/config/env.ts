import path from 'node:path';
import type { DestinationStream } from 'pino';
import { parseCorsOrigins } from '../http/cors';
import { parseLogLevel, type LogLevel } from '../http/request-logger';

export interface AppConfig {
  port: number;
  /** HOST: the address to listen on (e.g. 127.0.0.1 behind a proxy on the same machine); unset, every interface. */
  host?: string;
  /** Unset: the server runs embedded Postgres (PGlite) under dataDir. */
  databaseUrl?: string;
  /** Pool size for DATABASE_URL; PGlite (also behind a URL in tests) needs 1. */
  databasePoolSize?: number;
  dataDir: string;
  jwtSecret?: string;
  adminEmail?: string;
  adminPassword?: string;
  shopTimezone: string;
  introspection: boolean;
  redisUrl?: string;
  seedDemo: boolean;
  clientDist: string;
  /** A data directory already initialised and migrated, made by the build: a fresh embedded database starts from it. */
  embeddedTemplate?: string;
  logLevel: LogLevel;
  /** Where log lines go (tests capture them); stdout by default. */
  logDestination?: DestinationStream;
  /** Login and sign-up attempts allowed per IP and per email in each window; defaults in features/auth/attempt-limiter.ts. */
  authRateLimit?: { windowMs?: number; maxPerIp?: number; maxPerEmail?: number; maxSignUpsPerIp?: number };
  /** Redis key prefix of those counters (tests sharing one Redis keep apart). */
  authRateLimitPrefix?: string;
  /** Express's `trust proxy` (TRUST_PROXY): which hops may tell the client's address; unset = direct. */
  trustProxy?: boolean | number | string;
  /** Exact origins granted CORS on /api (CORS_ORIGINS, comma-separated); empty = same origin only. */
  corsOrigins?: string[];
  /** The clock booking rules and statistics read; tests pin it (DST days, "today"). */
  now?: () => Date;
  /** GraphQL depth and cost ceilings; defaults in graphql/query-limits.ts. */
  queryLimits?: { maxDepth: number; maxComplexity: number };
  /** Mail (issue 14): SMTP_URL sends through that server; unset, each mail becomes an .eml under dataDir/outbox. */
  smtpUrl?: string;
  /** MAIL_FROM: the sender, e.g. `"Barbería" <citas@example.com>`. */
  mailFrom?: string;
  /** PUBLIC_URL: where links in mails point (reset, verification, unsubscribe); default http://localhost:PORT. */
  publicUrl?: string;
  /** How often the mail worker looks for due mails and reminders; 0 stops it (tests drive it by hand). */
  mailPollMs?: number;
  /** Where the outbox's console lines go (tests capture them); console.log by default. */
  mailLog?: (line: string) => void;
  /** Whether those lines carry each mail's links (reset, verification): not in production (NODE_ENV). */
  mailPrintLinks?: boolean;
  /** UNSUBSCRIBE_SECRET: what the unsubscribe links' key is derived from (features/mail/unsubscribe-key.ts). */
  unsubscribeSecret?: string;
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (base64url): the push keys; unset, made once (features/push/vapid-keys.ts). */
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  /** VAPID_SUBJECT: a mailto: or https: address push services can reach the shop at. */
  vapidSubject?: string;
  /** PUSH_ALLOW_HTTP=true: push endpoints may be http: (tests, a local push service); https: only otherwise. */
  pushAllowHttp?: boolean;
}

/** The repository root, from the source (server/src/config) or the build (server/dist/server/src/config). */
function resolveRepoRoot(): string {
  const compiled = __dirname.split(path.sep).includes('dist');
  return path.resolve(__dirname, compiled ? '../../../../..' : '../../..');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv): AppConfig {
  const root = resolveRepoRoot();
  return {
    port: Number(env.PORT ?? 4000),
    host: env.HOST?.trim() || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: env.DATABASE_POOL_SIZE ? Number(env.DATABASE_POOL_SIZE) : undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, 'data')),
    jwtSecret: env.JWT_SECRET || undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    shopTimezone: env.SHOP_TIMEZONE || 'America/New_York',
    introspection: env.GRAPHQL_INTROSPECTION !== 'false',
    redisUrl: env.REDIS_URL || undefined,
    seedDemo: env.SEED_DEMO === '1' || env.SEED_DEMO === 'true' || argv.includes('--demo'),
    clientDist: path.resolve(env.CLIENT_DIST ?? path.join(root, 'client', 'dist')),
    embeddedTemplate: path.join(root, 'server', 'dist', 'embedded-template.tar.gz'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    mailPrintLinks: env.NODE_ENV !== 'production',
    unsubscribeSecret: env.UNSUBSCRIBE_SECRET || undefined,
    vapidPublicKey: env.VAPID_PUBLIC_KEY?.trim() || undefined,
    vapidPrivateKey: env.VAPID_PRIVATE_KEY?.trim() || undefined,
    vapidSubject: env.VAPID_SUBJECT?.trim() || undefined,
    pushAllowHttp: env.PUSH_ALLOW_HTTP === 'true',
  };
}

export function parseTrustProxy(value: string | undefined): boolean | number | string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}
