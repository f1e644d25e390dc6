import type { IncomingMessage } from 'node:http';
import type { Express } from 'express';

/**
 * The caller's address for a request Express does not route (the WebSocket upgrade), told as `req.ip`
 * tells it: through the hops TRUST_PROXY trusts, so sign-in limits and the activity log see the same
 * address over a socket as over HTTP.
 */
export function clientAddress(app: Express): (req: IncomingMessage) => string | null {
  const ip = getterOf(app.request, 'ip');
  return (req) => {
    // Express's getter reads the trust setting from `this.app` and the rest from the request itself.
    const asExpress = Object.assign(Object.create(req) as IncomingMessage, { app });
    return (ip?.call(asExpress) as string | undefined) ?? req.socket.remoteAddress ?? null;
  };
}

function getterOf(object: object, name: string): (() => unknown) | undefined {
  for (let at: object | null = object; at; at = Object.getPrototypeOf(at) as object | null) {
    const getter = Object.getOwnPropertyDescriptor(at, name)?.get;
    if (getter) return getter;
  }
  return undefined;
}
