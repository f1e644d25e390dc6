import crypto from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { SessionService } from '../sessions/session.service';
import { normalizeEmail } from '../auth/auth.service';
import { hashPassword } from '../auth/password';
import { TokenPurpose } from './account-tokens';

/** A new password hash: reset links still in a mailbox stop working and the user's sessions end. */
export async function setPassword(
  manager: EntityManager,
  sessions: Pick<SessionService, 'revokeAll'>,
  userId: string,
  hash: string,
  /** The session changing its own password stays signed in. */
  exceptSessionId?: string,
): Promise<void> {
  await manager.query(`UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1`, [userId, hash]);
  await manager.query(
    `UPDATE account_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
    [userId, TokenPurpose.RESET_PASSWORD],
  );
  await sessions.revokeAll(userId, { manager, exceptSessionId });
}

/** `npm run admin -- reset-password <email>`: a one-time password to sign in with; null for an unknown email. */
export async function resetPasswordFromMachine(
  dataSource: DataSource,
  sessions: Pick<SessionService, 'revokeAll'>,
  email: string,
): Promise<string | null> {
  const password = crypto.randomBytes(9).toString('base64url');
  const hash = await hashPassword(password);
  return dataSource.transaction(async (manager) => {
    const [user] = (await manager.query(`SELECT id FROM users WHERE email = $1`, [normalizeEmail(email)])) as {
      id: string;
    }[];
    if (!user) return null;
    await setPassword(manager, sessions, user.id, hash);
    return password;
  });
}
