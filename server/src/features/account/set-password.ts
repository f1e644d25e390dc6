import crypto from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { SessionService } from '../sessions/session.service';
import { AuditAction } from '../audit/audit-action';
import { recordAudit } from '../audit/record-audit';
import { normalizeEmail } from '../auth/auth.service';
import { hashPassword } from '../auth/password';
import type { Role } from '../../domain/role';
import { TokenPurpose } from './account-tokens';

/** How a password came to change, as the activity log tells it. */
export type PasswordChange =
  /** From Mi Perfil, knowing the old one: the session changing it stays signed in. */
  | { by: 'profile'; ip: string | null; sessionId?: string }
  /** With a mailed reset link: whoever holds the link acts as the account. */
  | { by: 'link'; ip: string | null }
  /** `npm run admin -- reset-password`, on the server's machine. */
  | { by: 'admin_command' }
  /** Voided by the old address taking the account back: that entry (EMAIL_CHANGE_REVERTED) tells it. */
  | { by: 'email_revert' };

/** A new password hash: reset links still in a mailbox stop working, the user's sessions end, the log says how. */
export async function setPassword(
  manager: EntityManager,
  sessions: Pick<SessionService, 'revokeAll'>,
  userId: string,
  hash: string,
  change: PasswordChange,
): Promise<void> {
  const [[user]] = (await manager.query(
    `UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1 RETURNING role`,
    [userId, hash],
  )) as [{ role: Role }[], number];
  await manager.query(
    `UPDATE account_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
    [userId, TokenPurpose.RESET_PASSWORD],
  );
  await sessions.revokeAll(userId, { manager, exceptSessionId: change.by === 'profile' ? change.sessionId : null });
  if (change.by === 'email_revert') return;
  const entry = { targetType: 'user', targetId: userId } as const;
  if (change.by === 'profile') {
    await recordAudit(manager, { ...entry, action: AuditAction.PASSWORD_CHANGED, after: { ip: change.ip } });
  } else {
    await recordAudit(manager, {
      ...entry,
      action: AuditAction.PASSWORD_RESET,
      actor: change.by === 'link' ? { id: userId, role: user.role } : null,
      after: change.by === 'link' ? { method: change.by, ip: change.ip } : { method: change.by },
    });
  }
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
    await setPassword(manager, sessions, user.id, hash, { by: 'admin_command' });
    return password;
  });
}
