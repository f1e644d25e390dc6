import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

type Directives = NonNullable<NonNullable<Exclude<HelmetOptions['contentSecurityPolicy'], boolean>>['directives']>;

/** The page's own WebSocket origin (graphql-ws at /graphql), which CSP 'self' does not name in every browser. */
const ownSocketOrigin = (req: IncomingMessage) => {
  const request = req as Request;
  return `${request.secure ? 'wss' : 'ws'}://${request.get('host') ?? 'localhost'}`;
};

/** The app: scripts and styles from its own origin only, no inline script but the page's own, nothing framing it. */
const appDirectives: Directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'", ownSocketOrigin],
  // The service worker (/sw.js) and the web app manifest: our own files only (decision 0040).
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  scriptSrcAttr: ["'none'"],
  upgradeInsecureRequests: null,
};

/**
 * GraphiQL's editor (Monaco) writes its theme into <style> elements and ships its icon fonts as data: URLs;
 * that — and no more — is added to the app's policy. Its workers, like the app's, are files of our own origin.
 */
const graphiqlDirectives: Directives = {
  ...appDirectives,
  styleSrc: ["'self'", "'unsafe-inline'"],
  fontSrc: ["'self'", 'data:'],
};

function headers(directives: Directives, secure: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    // Only over HTTPS (req.secure, which honours TRUST_PROXY): over plain HTTP it would say nothing true.
    strictTransportSecurity: secure ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
  });
}

function perScheme(directives: Directives): RequestHandler {
  const overHttps = headers(directives, true);
  const overHttp = headers(directives, false);
  return (req, res, next) => (req.secure ? overHttps : overHttp)(req, res, next);
}

/**
 * Every answer: nosniff, referrer and opener policies, no framing, the app's CSP, HSTS over HTTPS.
 * `pageScripts`: the hashes of the page's inline scripts (inlineScriptHashes), the only ones allowed to run.
 */
export const securityHeaders = (pageScripts: string[] = []): RequestHandler =>
  perScheme({ ...appDirectives, scriptSrc: ["'self'", ...pageScripts] });

/** The GraphiQL page's answer: the same headers with the narrowest policy under which the explorer works. */
export const graphiqlSecurityHeaders = (): RequestHandler => perScheme(graphiqlDirectives);
