import crypto from 'node:crypto';
import type { AppConfig } from '../../config/env';
import { readOrCreateSecret } from '../../http/jwt-secret';

/**
 * The key that signs unsubscribe links, never the sessions' (JWT_SECRET): HKDF-SHA256 of UNSUBSCRIBE_SECRET
 * when set; else, with the embedded database, of a random secret kept in DATA_DIR beside the session one; else
 * (DATABASE_URL) of JWT_SECRET under this key's own label, which makes a different key from the same secret.
 */
export function unsubscribeKey(
  config: Pick<AppConfig, 'unsubscribeSecret' | 'databaseUrl' | 'dataDir'>,
  sessionSecret: string,
): Buffer {
  const material =
    config.unsubscribeSecret ??
    (config.databaseUrl ? sessionSecret : readOrCreateSecret(config.dataDir, 'unsubscribe-secret'));
  return Buffer.from(crypto.hkdfSync('sha256', material, Buffer.alloc(0), 'barberia/unsubscribe-links', 32));
}
