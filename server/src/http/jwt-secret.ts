import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Embedded mode without JWT_SECRET: one random secret, kept beside the data so sessions survive restarts
 * (`name`: another secret kept the same way, the unsubscribe links').
 */
export function readOrCreateSecret(dataDir: string, name = 'jwt-secret'): string {
  const file = path.join(dataDir, name);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
