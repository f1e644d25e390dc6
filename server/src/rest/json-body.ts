import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { sendFailure } from './envelope';
import { INTERNAL_ERROR_MESSAGE } from '../domain/errors';
import { jsonDepthLimit, MAX_JSON_DEPTH, TOO_DEEP_TYPE } from '../http/json-depth';

export const BODY_LIMIT = '100kb';
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const bodyMessages = {
  notJson: 'El cuerpo de la petición debe ser JSON (Content-Type: application/json)',
  malformed: 'El cuerpo de la petición no es un JSON válido',
  tooDeep: `Los datos de la petición anidan demasiados niveles (máximo ${MAX_JSON_DEPTH})`,
  notObject: 'El cuerpo de la petición debe ser un objeto JSON',
  tooLarge: 'El cuerpo de la petición es demasiado grande (máximo 100 kB)',
  encoding: 'Codificación del cuerpo no admitida',
  unreadable: 'No se pudo leer el cuerpo de la petición: ¿está comprimido como indica Content-Encoding?',
} as const;

/** JSON only, at most BODY_LIMIT; a request without a body reads as `{}`. */
export function jsonBody(): RequestHandler[] {
  const parse = express.json({ limit: BODY_LIMIT, strict: true });
  const onlyJson: RequestHandler = (req, res, next) => {
    if (!METHODS_WITH_BODY.has(req.method)) return next();
    const type = req.is('application/json');
    // No body, or an empty one (fetch sends `content-length: 0` for a bare POST): nothing to parse.
    if (type === null || req.headers['content-length'] === '0') {
      req.body = {};
      return next();
    }
    if (!type) return sendFailure(res, 415, bodyMessages.notJson);
    next();
  };
  const onlyObjects: RequestHandler = (req, res, next) => {
    if (!METHODS_WITH_BODY.has(req.method)) return next();
    if (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body)) {
      return sendFailure(res, 400, bodyMessages.notObject);
    }
    next();
  };
  return [onlyJson, parse, jsonDepthLimit, onlyObjects];
}

export interface BodyFailure {
  status: number;
  message: string;
}

/** What body-parser refused, as the status and message to answer; undefined for an error it did not raise. */
export function bodyFailure(error: unknown): BodyFailure | undefined {
  const { type, status, expose }: { type?: unknown; status?: unknown; expose?: unknown } =
    (typeof error === 'object' && error) || {};
  switch (type) {
    case 'entity.too.large':
      return { status: 413, message: bodyMessages.tooLarge };
    case 'entity.parse.failed':
      return { status: 400, message: bodyMessages.malformed };
    case TOO_DEEP_TYPE:
      return { status: 400, message: bodyMessages.tooDeep };
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return { status: 415, message: bodyMessages.encoding };
  }
  // A body that does not inflate as its Content-Encoding says: zlib's error, which body-parser
  // passes on as a 400 safe to expose but with no type of its own.
  if (status === 400 && expose === true) return { status: 400, message: bodyMessages.unreadable };
  return undefined;
}

/** body-parser's failures, in the envelope; anything else that escaped a handler is a generic 500. */
export const bodyErrorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  const failure = bodyFailure(error);
  if (failure) return sendFailure(res, failure.status, failure.message);
  console.error('[rest] unexpected error', error);
  return sendFailure(res, 500, INTERNAL_ERROR_MESSAGE);
};
