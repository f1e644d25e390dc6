import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * gzip or brotli (whichever the browser prefers) for HTML, scripts, styles and JSON over 1 kB: a phone
 * on a shop's Wi-Fi downloads the app and the calendar's answers in a fraction of the bytes.
 */
export function compressResponses(): RequestHandler {
  return compression({ threshold: 1024 });
}
