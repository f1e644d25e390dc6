import cors from 'cors';
import type { RequestHandler } from 'express';

/**
 * Grants the listed origins (exact matches) cross-origin calls to the REST adapter. No credentials:
 * tokens travel as bearer headers, never cookies. Without origins, same origin only: no CORS headers.
 */
export function restCors(origins: string[]): RequestHandler {
  if (!origins.length) return (_req, _res, next) => next();
  return cors({
    origin: (origin, callback) => callback(null, origin !== undefined && origins.includes(origin)),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['Retry-After', 'X-Request-Id'],
    credentials: false,
    maxAge: 600,
  });
}

export function parseCorsOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}
