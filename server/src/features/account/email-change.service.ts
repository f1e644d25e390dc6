import crypto from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { authMessages } from '../../../../common/validation/auth';
import { accountMessages, emailRestored } from '../../../../common/validation/account';
import { isUniqueViolation } from '../../db/pg-errors';
import { badInput, conflict, unauthenticated } from '../../domain/errors';
import { AuditAction } from '../audit/audit-action';
import { recordAudit } from '../audit/record-audit';
import type { AuthAttemptLimiter } from '../auth/attempt-limiter';
import { hashPassword, verifyPassword } from '../auth/password';
import type { MailLinks } from '../mail/mail-links';
import type { SessionService } from '../sessions/session.service';
import type { Role } from '../../domain/role';
import type { User } from '../users/user.entity';
import { queueEmailChangedMail, queueResetMail } from './account-mails';
import { issueAccountToken, TokenPurpose, useAccountToken } from './account-tokens';
import { maskEmail } from './mask-email';
import { setPassword } from './set-password';

type Account = Pick<User, 'id' | 'name' | 'email'>;

/**
 * Issue 29: a stolen session must not become the account. Changing the sign-in address takes the current
 * password; the new address is verified again; the old one is told, with a link (7 days, single use) that
 * puts it back, ends every session and has the owner choose a new password.
 */
export class EmailChangeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
    private readonly attempts: AuthAttemptLimiter,
    private readonly links: MailLinks,
    /** Mails the verification link to the account's address (AccountService.queueVerification). */
    private readonly queueVerification: (manager: EntityManager, user: Account) => Promise<void>,
  ) {}

  /** Wrong passwords count as failed sign-ins, so a stolen session cannot use this to guess the password. */
  async confirmPassword(userId: string, password: string | null | undefined, clientIp: string | null): Promise<void> {
    const [user] = (await this.dataSource.query(`SELECT email, password_hash FROM users WHERE id = $1`, [userId])) as {
      email: string;
      password_hash: string;
    }[];
    if (!user) throw unauthenticated();
    const right = await this.attempts.checkPassword(clientIp, user.email, () =>
      verifyPassword(user.password_hash, password ?? ''),
    );
    if (!right) {
      throw badInput(accountMessages.currentPasswordWrong, [
        { field: 'currentPassword', message: accountMessages.currentPasswordWrong },
      ]);
    }
  }

  /** In the profile save's transaction, once the account has its new address. */
  async changed(manager: EntityManager, before: Account, after: Account): Promise<void> {
    await this.queueVerification(manager, after);
    const token = await issueAccountToken(manager, before.id, TokenPurpose.REVERT_EMAIL_CHANGE, before.email);
    await queueEmailChangedMail(manager, this.links, before, maskEmail(after.email), token);
    await recordAddressMove(manager, AuditAction.EMAIL_CHANGED, before.id, before.email, after.email);
  }

  /**
   * The link mailed to the old address: that address comes back (verified: the link proves it), every session
   * ends, and the password, which whoever changed the address knew, stops working; a reset link goes to the
   * restored address. Links issued after this one (to the addresses that replaced it) stop working; an older
   * revert link, to an address the account had before, still does.
   */
  async revert(token: string): Promise<string> {
    const unusable = await hashPassword(crypto.randomBytes(32).toString('base64url'));
    try {
      const restored = await this.dataSource.transaction(async (manager) => {
        const used = await useAccountToken(manager, token ?? '', TokenPurpose.REVERT_EMAIL_CHANGE);
        if (!used) return null;
        const [user] = (await manager.query(`SELECT id, name, email, role FROM users WHERE id = $1 FOR UPDATE`, [
          used.userId,
        ])) as (Account & { role: Role })[];
        await manager.query(
          `UPDATE account_tokens SET used_at = now()
            WHERE user_id = $1 AND used_at IS NULL
              AND (purpose <> $2 OR created_at > (SELECT created_at FROM account_tokens WHERE id = $3))`,
          [user.id, TokenPurpose.REVERT_EMAIL_CHANGE, used.id],
        );
        await manager.query(`UPDATE users SET email = $2, is_verified = true WHERE id = $1`, [user.id, used.email]);
        await setPassword(manager, this.sessions, user.id, unusable, { by: 'email_revert' });
        const reset = await issueAccountToken(manager, user.id, TokenPurpose.RESET_PASSWORD);
        await queueResetMail(manager, this.links, { id: user.id, name: user.name, email: used.email }, reset);
        // The owner, through the link mailed to them; whoever is signed in on this browser is not the one.
        await recordAddressMove(manager, AuditAction.EMAIL_CHANGE_REVERTED, user.id, user.email, used.email, user);
        return used.email;
      });
      if (!restored) throw badInput(accountMessages.revertLinkInvalid);
      return emailRestored(restored);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(authMessages.emailTaken);
      throw error;
    }
  }
}

/**
 * The activity log's entry for an account's address moving: both partly hidden, as the log outlives the
 * account and can never be edited (decision 0020).
 */
function recordAddressMove(
  manager: EntityManager,
  action: AuditAction,
  userId: string,
  from: string,
  to: string,
  actor?: { id: string; role: Role },
): Promise<void> {
  return recordAudit(manager, {
    action,
    targetType: 'user',
    targetId: userId,
    before: { email: maskEmail(from) },
    after: { email: maskEmail(to) },
    ...(actor ? { actor: { id: actor.id, role: actor.role } } : {}),
  });
}
