import type { Response } from 'express';
import { INTERNAL_ERROR_MESSAGE, type FieldError } from '../domain/errors';
import { sendJsonText } from '../http/send-json';
import { RestError } from './rest-error';
import type { Reply } from './route';

export interface SuccessEnvelope {
  success: true;
  message?: string;
  token?: string;
  data?: unknown;
}

export interface FailureEnvelope {
  success: false;
  message: string;
  errors?: FieldError[];
}

export function sendSuccess(res: Response, status: number, reply: Reply): void {
  if (reply.file) {
    res
      .status(status)
      .type(reply.file.contentType)
      .attachment(reply.file.filename)
      .set('Cache-Control', 'no-store')
      .send(reply.file.body);
    return;
  }
  const body: SuccessEnvelope = { success: true };
  if (reply.message !== undefined) body.message = reply.message;
  if (reply.token !== undefined) {
    body.token = reply.token;
    // A new session's token (sign-in, sign-up, renewal) is kept by no cache, like any answer to one.
    res.setHeader('Cache-Control', 'no-store');
  }
  if (reply.data !== undefined) body.data = reply.data;
  sendJsonText(res, status, JSON.stringify(body));
}

export function sendFailure(res: Response, status: number, message: string, errors?: FieldError[]): void {
  const body: FailureEnvelope = { success: false, message };
  if (errors?.length) body.errors = errors;
  sendJsonText(res, status, JSON.stringify(body));
}

/** A RestError as it is; anything else is logged and answered without its details (no stack, no SQL). */
export function sendError(res: Response, error: unknown): void {
  if (error instanceof RestError) {
    if (error.headers) res.set(error.headers);
    return sendFailure(res, error.status, error.message, error.errors);
  }
  console.error('[rest] unexpected error', error);
  sendFailure(res, 500, INTERNAL_ERROR_MESSAGE);
}
