import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import type { AppConfig } from '../../config/env';

/** What signs the push messages (the VAPID `Authorization`), and the public half browsers subscribe with. */
export interface VapidDetails {
  /** base64url, uncompressed P-256 point: what `pushManager.subscribe({ applicationServerKey })` takes. */
  publicKey: string;
  privateKey: string;
  subject: string;
}

const KEY_FILE = 'vapid-keys.json';

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set; else, with the embedded database, a pair made once by
 * `web-push` and kept in DATA_DIR beside the session secret (a new pair would orphan every subscription); else
 * (DATABASE_URL, maybe several processes with no shared disk) a pair derived from JWT_SECRET under this key's
 * own label, so every process signs with the same one, as the unsubscribe key does.
 */
export function vapidDetails(
  config: Pick<
    AppConfig,
    'vapidPublicKey' | 'vapidPrivateKey' | 'vapidSubject' | 'databaseUrl' | 'dataDir' | 'publicUrl' | 'adminEmail'
  >,
  sessionSecret: string,
): VapidDetails {
  const keys =
    config.vapidPublicKey || config.vapidPrivateKey
      ? givenKeys(config.vapidPublicKey, config.vapidPrivateKey)
      : config.databaseUrl
        ? derivedKeys(sessionSecret)
        : readOrCreateKeys(config.dataDir);
  const details = { ...keys, subject: config.vapidSubject ?? defaultSubject(config) };
  // A wrong key or subject stops the start, rather than failing every notification later.
  webPush.getVapidHeaders('https://push.example', details.subject, details.publicKey, details.privateKey, 'aes128gcm');
  return details;
}

function givenKeys(publicKey: string | undefined, privateKey: string | undefined) {
  if (!publicKey || !privateKey) throw new Error('VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY van juntas: falta una.');
  return { publicKey, privateKey };
}

function readOrCreateKeys(dataDir: string) {
  const file = path.join(dataDir, KEY_FILE);
  if (fs.existsSync(file)) {
    const { publicKey, privateKey } = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    return givenKeys(publicKey, privateKey);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

function derivedKeys(secret: string) {
  // A 32-byte string is a P-256 private key unless it is 0 or at least the group's order: next label then.
  for (let round = 0; ; round += 1) {
    const material = Buffer.from(crypto.hkdfSync('sha256', secret, Buffer.alloc(0), `barberia/vapid/${round}`, 32));
    const ecdh = crypto.createECDH('prime256v1');
    try {
      ecdh.setPrivateKey(material);
    } catch {
      continue;
    }
    return { publicKey: ecdh.getPublicKey('base64url'), privateKey: material.toString('base64url') };
  }
}

/** Push services write to the subject when a sender misbehaves: the shop's https address, else the admin's mail. */
function defaultSubject(config: Pick<AppConfig, 'publicUrl' | 'adminEmail'>): string {
  if (config.publicUrl?.startsWith('https://')) return new URL(config.publicUrl).origin;
  return `mailto:${config.adminEmail ?? 'no-reply@barberia.local'}`;
}
