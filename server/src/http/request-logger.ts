import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import pino, { type DestinationStream, type Logger } from 'pino';

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export function parseLogLevel(value: string | undefined): LogLevel {
  const level = value?.trim().toLowerCase();
  return LOG_LEVELS.find((known) => known === level) ?? 'info';
}

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino({ level, base: undefined }, destination);
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

const signedInUsers = new WeakMap<ServerResponse, string>();

/** Names the signed-in user in the request's log line, once a door has looked up its session. */
export function logRequestUser(res: ServerResponse, userId: string | null | undefined): void {
  if (userId) signedInUsers.set(res, userId);
}

/**
 * One JSON line per request once answered: method, path (no query string, which may carry secrets),
 * status, duration, a request id (the caller's X-Request-Id if sane, else a fresh one, echoed back) and
 * the id of the signed-in user, when the request's token named a live session. Never headers or bodies:
 * they carry tokens and passwords.
 */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const incoming = req.get('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', requestId);
    res.on('finish', () => {
      logger.info(
        {
          requestId,
          method: req.method,
          path: req.originalUrl.split('?')[0],
          status: res.statusCode,
          durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
          userId: signedInUsers.get(res),
        },
        'request',
      );
    });
    next();
  };
}
