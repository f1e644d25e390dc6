import type { RequestHandler } from 'express';
import { sendFailure } from './envelope';

export interface RateLimitOptions {
  windowMs: number;
  maxPerIp: number;
  maxPerEmail: number;
}

export const DEFAULT_AUTH_RATE_LIMIT: RateLimitOptions = { windowMs: 15 * 60_000, maxPerIp: 30, maxPerEmail: 10 };
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

/** Counts every attempt at `bucket` per client IP and per email (as the service normalises it). */
export function attemptLimit(bucket: string, counter: AttemptCounter, options: RateLimitOptions): RequestHandler {
  return (req, res, next) => {
    const email: unknown = (req.body as Record<string, unknown> | undefined)?.email;
    const waits = [counter.hit(`${bucket}:ip:${req.ip ?? 'unknown'}`, options.maxPerIp)];
    if (typeof email === 'string' && email.trim()) {
      waits.push(counter.hit(`${bucket}:email:${email.trim().toLowerCase()}`, options.maxPerEmail));
    }
    const wait = Math.max(...waits);
    if (wait === 0) return next();
    res.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
    sendFailure(res, 429, RATE_LIMIT_MESSAGE);
  };
}
