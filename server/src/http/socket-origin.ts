import type { IncomingMessage } from 'node:http';
import { isValidHost } from './host-header';

type Verdict = (allowed: boolean, code?: number, message?: string) => void;

/**
 * Which pages may open the GraphQL WebSocket: the app's own (served on the Host the socket is asked on, or
 * at PUBLIC_URL) and the CORS_ORIGINS. Browsers send Origin with every WebSocket and no CORS guards one, so
 * without this a page elsewhere could use a visitor's socket. A request without Origin is not a browser's
 * (a server, a phone app, a script): it may connect, as it may call /graphql, and still needs a token.
 */
export function socketOriginCheck(options: { publicUrl?: string; corsOrigins?: readonly string[] }) {
  const allowed = new Set(options.corsOrigins ?? []);
  if (options.publicUrl && URL.canParse(options.publicUrl)) allowed.add(new URL(options.publicUrl).origin);
  return ({ origin, req }: { origin?: string; req: IncomingMessage }, verdict: Verdict): void => {
    if (!isValidHost(req.headers.host)) return verdict(false, 400, 'Bad Request');
    if (origin === undefined || allowed.has(origin) || sameHost(origin, req.headers.host)) return verdict(true);
    verdict(false, 403, 'Forbidden');
  };
}

/** Behind a proxy that ends TLS the socket arrives over http: the scheme is not compared, the host is. */
function sameHost(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false; // "null" (a sandboxed page, a file) and anything else that is not an origin
  }
}
