import { tooManyRequests } from '../../graphql/errors';

export interface AttemptLimits {
  windowMs: number;
  maxPerIp: number;
  maxPerEmail: number;
}

export const DEFAULT_AUTH_ATTEMPT_LIMITS: AttemptLimits = { windowMs: 15 * 60_000, maxPerIp: 30, maxPerEmail: 10 };
export const RATE_LIMIT_MESSAGE = 'Demasiados intentos. Inténtalo de nuevo en unos minutos.';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed windows kept in memory: enough for one server process. Several instances behind a balancer
 * would each count on their own (then it belongs in Redis).
 */
export class AttemptCounter {
  private readonly windows = new Map<string, Window>();
  private nextSweep = 0;

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; answers how long to wait when the key is over `max`, else 0. */
  hit(key: string, max: number): number {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > max ? window.resetAt - now : 0;
  }

  // Expired windows are dropped now and then, so a flood of distinct keys does not grow the map for ever.
  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    this.nextSweep = now + this.windowMs;
  }
}

/**
 * Sign-in and sign-up attempts per client IP and per email, whichever door they come through
 * (GraphQL or REST), so guessing passwords or flooding sign-ups is slowed down the same everywhere.
 */
export class AuthAttemptLimiter {
  private readonly counter: AttemptCounter;
  private readonly limits: AttemptLimits;

  constructor(limits: Partial<AttemptLimits> = {}, now?: () => number) {
    this.limits = { ...DEFAULT_AUTH_ATTEMPT_LIMITS, ...limits };
    this.counter = new AttemptCounter(this.limits.windowMs, now);
  }

  /** Counts the attempt; throws TOO_MANY_REQUESTS when the IP or the email is over its limit. */
  check(action: 'login' | 'register', clientIp: string | null, email: unknown): void {
    const waits = [this.counter.hit(`${action}:ip:${clientIp ?? 'unknown'}`, this.limits.maxPerIp)];
    if (typeof email === 'string' && email.trim()) {
      waits.push(this.counter.hit(`${action}:email:${email.trim().toLowerCase()}`, this.limits.maxPerEmail));
    }
    const wait = Math.max(...waits);
    if (wait > 0) throw tooManyRequests(RATE_LIMIT_MESSAGE, Math.ceil(wait / 1000));
  }
}
