import type { RequestHandler } from 'express';
import { sendFailure } from '../rest/envelope';
import { sendJsonText } from './send-json';

export const BAD_HOST_MESSAGE = 'La cabecera Host no es válida';

/** A host name or IPv4 address, or an IPv6 literal in brackets, with an optional port: what browsers and proxies send. */
const HOST = /^(?:[A-Za-z0-9_.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** No Host at all (HTTP/1.0) is fine; one that is there must be a host. */
export const isValidHost = (host: string | undefined): boolean => host === undefined || HOST.test(host);

/**
 * Before anything reads the Host header: the page's policy names the socket's origin from it, and a `;` or
 * `,` in it made helmet throw, a 500 and a stack trace in the log on every route. Each door answers 400 in
 * its own shape.
 */
export const hostHeaderCheck: RequestHandler = (req, res, next) => {
  if (isValidHost(req.headers.host)) return next();
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (req.path === '/api' || req.path.startsWith('/api/')) return sendFailure(res, 400, BAD_HOST_MESSAGE);
  if (req.path === '/graphql') {
    const body = { errors: [{ message: BAD_HOST_MESSAGE, extensions: { code: 'BAD_REQUEST' } }] };
    return sendJsonText(res, 400, JSON.stringify(body));
  }
  res.status(400).type('text/plain').send(BAD_HOST_MESSAGE);
};
