import { setTimeout as sleep } from 'node:timers/promises';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type Redis from 'ioredis';
import { tooManyRequests } from '../../domain/errors';

export interface AttemptLimits {
  windowMs: number;
  /** Failed password checks per client address (whatever the account) before it has to wait. */
  maxPerIp: number;
  /**
   * Failed password checks of one account past which it is slowed down and only addresses that have not
   * failed on it may try; also the most failures one address may have on one account. A success clears them.
   */
  maxPerEmail: number;
  /** Sign-ups per client address in each window; also recovery and verification mails asked for per address. */
  maxSignUpsPerIp: number;
  /** The first wait of an account past its failures; it doubles with each further failure, up to `slowDownMaxMs`. */
  slowDownMs: number;
  slowDownMaxMs: number;
  /**
   * Reset mails one account receives per hour (a link's lifetime); past them only a request from an address that
   * has not asked for the account yet gets one, up to `maxResetMailsPerEmailToNewAddresses`. Past that the
   * answer is the same and no mail goes: the newest link mailed, less than an hour old, still works.
   */
  maxResetMailsPerEmail: number;
  maxResetMailsPerEmailToNewAddresses: number;
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
  slowDownMs: 1000,
  slowDownMaxMs: 5000,
  maxResetMailsPerEmail: 3,
  maxResetMailsPerEmailToNewAddresses: 10,
};
export const RATE_LIMIT_MESSAGE = 'Demasiados intentos. Inténtalo de nuevo en unos minutos.';

const RESET_MAIL_WINDOW_SECONDS = 60 * 60;

/**
 * Failed password checks per account and per client address, sign-ups and mails asked for per address, whichever
 * door they come through (GraphQL over HTTP or WebSocket, REST). Only failures count towards sign-in limits, so
 * customers signing in successfully — many from one shop network — never lock anyone out; and an account under
 * attack is slowed down, not closed, for an address that has not failed on it: strangers cannot lock the barber
 * out (decision 0001). In memory for one process; with a Redis URL the counters are shared by every process.
 */
export class AuthAttemptLimiter {
  private readonly limits: AttemptLimits;
  private readonly failuresPerIp: RateLimiterAbstract;
  private readonly failuresPerEmail: RateLimiterAbstract;
  private readonly failuresPerEmailAndIp: RateLimiterAbstract;
  private readonly signUpsPerIp: RateLimiterAbstract;
  private readonly mailRequestsPerIp: RateLimiterAbstract;
  private readonly mailRequestsPerEmailAndIp: RateLimiterAbstract;
  private readonly resetMailsPerEmail: RateLimiterAbstract;
  private readonly redis?: Redis;

  constructor(limits: Partial<AttemptLimits> = {}, store: AttemptStore = {}) {
    this.limits = { ...DEFAULT_AUTH_ATTEMPT_LIMITS, ...limits };
    const prefix = store.keyPrefix ?? 'barberia:auth';
    const window = Math.max(1, Math.ceil(this.limits.windowMs / 1000));
    if (store.redisUrl) {
      // Loaded only when Redis is configured: a single-process shop never needs the client.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const RedisClient = require('ioredis') as typeof import('ioredis').default;
      this.redis = new RedisClient(store.redisUrl, { enableOfflineQueue: true, maxRetriesPerRequest: 3 });
    }
    const make = (name: string, points: number, duration = window): RateLimiterAbstract =>
      this.redis
        ? new RateLimiterRedis({ storeClient: this.redis, points, duration, keyPrefix: `${prefix}:${name}` })
        : new RateLimiterMemory({ points, duration, keyPrefix: `${prefix}:${name}` });
    this.failuresPerIp = make('login-fail-ip', this.limits.maxPerIp);
    this.failuresPerEmail = make('login-fail-email', this.limits.maxPerEmail);
    this.failuresPerEmailAndIp = make('login-fail-email-ip', this.limits.maxPerEmail);
    this.signUpsPerIp = make('register-ip', this.limits.maxSignUpsPerIp);
    this.mailRequestsPerIp = make('reset-ip', this.limits.maxSignUpsPerIp);
    this.mailRequestsPerEmailAndIp = make('reset-email-ip', this.limits.maxPerEmail);
    this.resetMailsPerEmail = make('reset-mail-email', this.limits.maxResetMailsPerEmail, RESET_MAIL_WINDOW_SECONDS);
  }

  /**
   * Runs one password check (`check` answers whether the password was right) under the limits. The attempt is
   * counted as a failure before the check (atomically, in memory or in Redis), so attempts sent at once cannot
   * all slip under a limit, and given back when the password was right. Throws TOO_MANY_REQUESTS, without
   * running the check, when the address has used up its failures, or the account has and this address
   * failed on it too; an address that has not failed on an account past its failures waits instead.
   */
  async checkPassword(clientIp: string | null, email: unknown, check: () => Promise<boolean>): Promise<boolean> {
    const ip = ipKey(clientIp);
    const account = emailKey(email);
    const taken: [RateLimiterAbstract, string][] = [];
    const giveBack = () => Promise.all(taken.map(([limiter, key]) => unreserve(limiter, key)));
    const reserve = async (limiter: RateLimiterAbstract, key: string) => {
      const counted = await limiter.penalty(key);
      taken.push([limiter, key]);
      return counted;
    };

    const refuse = async (counted: RateLimiterRes): Promise<never> => {
      await giveBack();
      throw tooManyRequests(RATE_LIMIT_MESSAGE, retryAfterSeconds(counted));
    };
    const byIp = await reserve(this.failuresPerIp, ip);
    if (byIp.consumedPoints > this.limits.maxPerIp) await refuse(byIp);
    if (account) {
      const byBoth = await reserve(this.failuresPerEmailAndIp, `${account}|${ip}`);
      if (byBoth.consumedPoints > this.limits.maxPerEmail) await refuse(byBoth);
      const byAccount = await reserve(this.failuresPerEmail, account);
      const pastCeiling = byAccount.consumedPoints - this.limits.maxPerEmail;
      if (pastCeiling > 0) {
        // This address has failed (or is failing right now) on the account: it is the one guessing.
        if (byBoth.consumedPoints > 1) await refuse(byBoth);
        await sleep(this.slowDown(pastCeiling));
      }
    }

    let right: boolean;
    try {
      right = await check();
    } catch (error) {
      // Not a verdict on the password (invalid input, a database fault): nothing to count.
      await giveBack();
      throw error;
    }
    if (right) {
      await Promise.all([
        unreserve(this.failuresPerIp, ip),
        ...(account
          ? [this.failuresPerEmail.delete(account), this.failuresPerEmailAndIp.delete(`${account}|${ip}`)]
          : []),
      ]);
    }
    return right;
  }

  /**
   * Counts a request for a mail to an account (password recovery, verification); throws TOO_MANY_REQUESTS
   * past the address's budget, or past what one address may ask for one account. Another address is not kept
   * from asking: the account's owner can always ask for their own link. Resolves with whether this address
   * had not asked for the account in the window.
   */
  async checkMailRequest(clientIp: string | null, email: unknown): Promise<{ newAddress: boolean }> {
    const ip = ipKey(clientIp);
    const account = emailKey(email);
    await consumeOrRefuse(this.mailRequestsPerIp, ip);
    if (!account) return { newAddress: true };
    const counted = await consumeOrRefuse(this.mailRequestsPerEmailAndIp, `${account}|${ip}`);
    return { newAddress: counted.consumedPoints === 1 };
  }

  /**
   * Whether the account may be sent one more reset mail this hour (and counts it): a few whoever asks, then
   * only to requests from addresses new to it, so strangers can neither flood the inbox nor keep its owner
   * from a link.
   */
  async allowResetMail(email: unknown, request: { newAddress: boolean }): Promise<boolean> {
    const account = emailKey(email);
    if (!account) return false;
    const { consumedPoints } = await this.resetMailsPerEmail.penalty(account);
    const { maxResetMailsPerEmail, maxResetMailsPerEmailToNewAddresses } = this.limits;
    const allowed =
      consumedPoints <= maxResetMailsPerEmail ||
      (request.newAddress && consumedPoints <= maxResetMailsPerEmail + maxResetMailsPerEmailToNewAddresses);
    // A request that sends nothing does not use up what is left for a new address.
    if (!allowed) await unreserve(this.resetMailsPerEmail, account);
    return allowed;
  }

  /** Counts the sign-up; throws TOO_MANY_REQUESTS when the address is over its budget. */
  async checkRegister(clientIp: string | null): Promise<void> {
    await consumeOrRefuse(this.signUpsPerIp, ipKey(clientIp));
  }

  async close(): Promise<void> {
    if (this.redis) await this.redis.quit().catch(() => this.redis?.disconnect());
  }

  /** 1 s, 2 s, 4 s … for the 1st, 2nd, 3rd … failure past the ceiling, at most `slowDownMaxMs`. */
  private slowDown(pastCeiling: number): number {
    return Math.min(this.limits.slowDownMaxMs, this.limits.slowDownMs * 2 ** Math.min(pastCeiling - 1, 20));
  }
}

const ipKey = (clientIp: string | null) => clientIp ?? 'unknown';
const emailKey = (email: unknown) =>
  typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
const retryAfterSeconds = (counted: RateLimiterRes) => Math.max(1, Math.ceil(counted.msBeforeNext / 1000));

async function unreserve(limiter: RateLimiterAbstract, key: string): Promise<void> {
  await limiter.reward(key);
}

async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooManyRequests(RATE_LIMIT_MESSAGE, retryAfterSeconds(error));
    throw error;
  }
}
