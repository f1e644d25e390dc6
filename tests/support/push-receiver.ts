import crypto, { type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

/** One POST a push service received. */
export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's side of a subscription: what it sends the server, and the private keys it decrypts with. */
export interface TestDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
  ecdh: ECDH;
  authSecret: Buffer;
}

/**
 * A push service on 127.0.0.1 (plain http: the server allows it with PUSH_ALLOW_HTTP): it keeps every request
 * and answers 201, or what `answer` says for a path (410 for a device the service has forgotten).
 */
export interface PushReceiver {
  url: string;
  received: ReceivedPush[];
  answer: Map<string, number>;
  /** A new device subscribed at this service. */
  device(): TestDevice;
  /** The requests for a device, oldest first. */
  to(device: TestDevice): ReceivedPush[];
  /** A request's payload, decrypted with the device's keys as the browser does. */
  open(device: TestDevice, push: ReceivedPush): { title: string; body: string; url: string };
  close(): Promise<void>;
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const received: ReceivedPush[] = [];
  const answer = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answer.get(path) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pathOf = (device: TestDevice) => new URL(device.endpoint).pathname;
  return {
    url,
    received,
    answer,
    device() {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = crypto.randomBytes(16);
      return {
        endpoint: `${url}/push/${crypto.randomUUID()}`,
        p256dh: ecdh.getPublicKey('base64url'),
        auth: authSecret.toString('base64url'),
        ecdh,
        authSecret,
      };
    },
    to: (device) => received.filter((push) => push.path === pathOf(device)),
    open(device, push) {
      const plain = ece.decrypt(push.body, {
        version: 'aes128gcm',
        privateKey: device.ecdh,
        authSecret: device.authSecret,
      });
      return JSON.parse(plain.toString('utf8')) as { title: string; body: string; url: string };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
