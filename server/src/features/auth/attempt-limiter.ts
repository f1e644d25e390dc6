import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type Redis from 'ioredis';
import { tooManyRequests } from '../../domain/errors';

export interface AttemptLimits {
  windowMs: number;
  /** Failed sign-ins per client address before it has to wait. */
  maxPerIp: number;
  /** Failed sign-ins per account (email) before it has to wait; a success clears them. */
  maxPerEmail: number;
  /** Sign-ups per client address in each window. */
  maxSignUpsPerIp: number;
}

export interface AttemptStore {
  redisUrl?: string;
  /** Keeps several deployments (or tests) sharing one Redis apart. */
  keyPrefix?: string;
}

export const DEFAULT_AUTH_ATTEMPT_LIMITS: AttemptLimits = {
  windowMs: 15 * 60_000,
  maxPerIp: 50,
  maxPerEmail: 10,
  maxSignUpsPerIp: 30,
};
export const RATE_LIMIT_MESSAGE = 'Demasiados intentos. Inténtalo de nuevo en unos minutos.';

/**
 * Failed sign-ins per email and per client address, and sign-ups per address, whichever door they come
 * through (GraphQL or REST). Only failures count towards sign-in limits, so customers signing in
 * successfully — many from one shop network — never lock anyone out. In memory for one process;
 * with a Redis URL the counters are shared by every process.
 */
export class AuthAttemptLimiter {
  private readonly limits: AttemptLimits;
  private readonly failuresPerEmail: RateLimiterAbstract;
  private readonly failuresPerIp: RateLimiterAbstract;
  private readonly signUpsPerIp: RateLimiterAbstract;
  private readonly resetsPerEmail: RateLimiterAbstract;
  private readonly resetsPerIp: RateLimiterAbstract;
  private readonly redis?: Redis;

  constructor(limits: Partial<AttemptLimits> = {}, store: AttemptStore = {}) {
    this.limits = { ...DEFAULT_AUTH_ATTEMPT_LIMITS, ...limits };
    const prefix = store.keyPrefix ?? 'barberia:auth';
    const duration = Math.max(1, Math.ceil(this.limits.windowMs / 1000));
    if (store.redisUrl) {
      // Loaded only when Redis is configured: a single-process shop never needs the client.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const RedisClient = require('ioredis') as typeof import('ioredis').default;
      this.redis = new RedisClient(store.redisUrl, { enableOfflineQueue: true, maxRetriesPerRequest: 3 });
    }
    const make = (name: string, points: number): RateLimiterAbstract =>
      this.redis
        ? new RateLimiterRedis({ storeClient: this.redis, points, duration, keyPrefix: `${prefix}:${name}` })
        : new RateLimiterMemory({ points, duration, keyPrefix: `${prefix}:${name}` });
    this.failuresPerEmail = make('login-fail-email', this.limits.maxPerEmail);
    this.failuresPerIp = make('login-fail-ip', this.limits.maxPerIp);
    this.signUpsPerIp = make('register-ip', this.limits.maxSignUpsPerIp);
    // Recovery links: each request counts, per account as failed sign-ins do and per address as sign-ups do.
    this.resetsPerEmail = make('reset-email', this.limits.maxPerEmail);
    this.resetsPerIp = make('reset-ip', this.limits.maxSignUpsPerIp);
  }

  /** Counts a password-recovery request; throws TOO_MANY_REQUESTS past the address's or the account's budget. */
  async checkPasswordReset(clientIp: string | null, email: unknown): Promise<void> {
    const account = emailKey(email);
    await consumeOrRefuse(this.resetsPerIp, ipKey(clientIp));
    if (account) await consumeOrRefuse(this.resetsPerEmail, account);
  }

  /** Refuses a sign-in while its email or its address has used up its failures. */
  async checkLogin(clientIp: string | null, email: unknown): Promise<void> {
    const checks: Promise<number>[] = [waitFor(this.failuresPerIp, ipKey(clientIp), this.limits.maxPerIp)];
    const account = emailKey(email);
    if (account) checks.push(waitFor(this.failuresPerEmail, account, this.limits.maxPerEmail));
    const wait = Math.max(...(await Promise.all(checks)));
    if (wait > 0) throw tooManyRequests(RATE_LIMIT_MESSAGE, Math.ceil(wait / 1000));
  }

  async loginFailed(clientIp: string | null, email: unknown): Promise<void> {
    const account = emailKey(email);
    await Promise.all([
      count(this.failuresPerIp, ipKey(clientIp)),
      ...(account ? [count(this.failuresPerEmail, account)] : []),
    ]);
  }

  async loginSucceeded(email: unknown): Promise<void> {
    const account = emailKey(email);
    if (account) await this.failuresPerEmail.delete(account);
  }

  /** Counts the sign-up; throws TOO_MANY_REQUESTS when the address is over its budget. */
  async checkRegister(clientIp: string | null): Promise<void> {
    await consumeOrRefuse(this.signUpsPerIp, ipKey(clientIp));
  }

  async close(): Promise<void> {
    if (this.redis) await this.redis.quit().catch(() => this.redis?.disconnect());
  }
}

const ipKey = (clientIp: string | null) => clientIp ?? 'unknown';
const emailKey = (email: unknown) =>
  typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;

async function waitFor(limiter: RateLimiterAbstract, key: string, max: number): Promise<number> {
  const state = await limiter.get(key);
  return state && state.consumedPoints >= max ? Math.max(1000, state.msBeforeNext) : 0;
}

async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      throw tooManyRequests(RATE_LIMIT_MESSAGE, Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
    }
    throw error;
  }
}

async function count(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    // Over the limit already: the next attempt is refused by checkLogin.
    if (!(error instanceof RateLimiterRes)) throw error;
  }
}
