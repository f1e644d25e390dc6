import http from 'node:http';
import https from 'node:https';
import webPush from 'web-push';
import type { VapidDetails } from './vapid-keys';

/** How long a push service keeps a message for a device that is off: a day-old booking notice is old news. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 15_000;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** 'gone': the push service no longer knows the device (404, 410), so its subscription is dropped. */
export type PushOutcome = 'sent' | 'gone';

export interface PushSender {
  send(target: PushTarget, payload: string): Promise<PushOutcome>;
}

/**
 * Encrypts (aes128gcm) and signs (VAPID) with `web-push`, and posts the request itself: web-push's own sender
 * speaks TLS only, and a local push service (tests, PUSH_ALLOW_HTTP) is plain http.
 */
export function webPushSender(vapid: VapidDetails): PushSender {
  return {
    async send(target, payload) {
      const request = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS },
      );
      const status = await post(request.endpoint, request.method, request.headers, request.body);
      if (status === 404 || status === 410) return 'gone';
      if (status < 200 || status >= 300) throw new Error(`El servicio de notificaciones respondió ${status}`);
      return 'sent';
    },
  };
}

function post(
  endpoint: string,
  method: string,
  headers: Record<string, string | number>,
  body: Buffer | null,
): Promise<number> {
  const url = new URL(endpoint);
  const client = url.protocol === 'http:' ? http : https;
  return new Promise((resolve, reject) => {
    const req = client.request(url, { method, headers, timeout: TIMEOUT_MS }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('El servicio de notificaciones no respondió a tiempo')));
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}
