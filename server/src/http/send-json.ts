import type { ServerResponse } from 'node:http';

/**
 * Answers with `json` written as the string it is. express's send first copies any string over 1 kB into a
 * Buffer, a copy of a whole month of the calendar (150–230 kB) per request; Node encodes the string on the socket.
 */
export function sendJsonText(
  res: ServerResponse,
  status: number,
  json: string,
  contentType = 'application/json; charset=utf-8',
): void {
  res.statusCode = status;
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Length', Buffer.byteLength(json));
  res.end(json);
}
