import type { DataSource, EntityManager } from 'typeorm';
import {
  accountMessages,
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
} from '../../../../common/validation/account';
import type { AfterAnswer } from '../../db/after-answer';
import type { Viewer } from '../../domain/viewer';
import { badInput, unauthenticated, validate } from '../../domain/errors';
import type { AuthAttemptLimiter } from '../auth/attempt-limiter';
import { normalizeEmail } from '../auth/auth.service';
import { hashPassword, verifyPassword } from '../auth/password';
import type { MailLinks } from '../mail/mail-links';
import type { SessionService } from '../sessions/session.service';
import { User } from '../users/user.entity';
import { queueResetMail, queueVerificationMail } from './account-mails';
import type { ChangePasswordInput, ResetPasswordInput } from './account.inputs';
import {
  consumeAccountToken,
  isAccountTokenUsable,
  issueAccountToken,
  TokenPurpose,
  verifiesVerifiedAddress,
} from './account-tokens';
import { setPassword } from './set-password';

/** Password recovery and change, email verification (issue 14). */
export class AccountService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
    private readonly attempts: AuthAttemptLimiter,
    private readonly links: MailLinks,
    private readonly afterAnswer: AfterAnswer,
  ) {}

  /**
   * Always the same answer, in the same time, whether or not the email has an account (no probing for
   * accounts): the answer goes before the account is even looked up, and its link is made and queued after.
   */
  async requestPasswordReset(email: string, clientIp: string | null): Promise<string> {
    const request = await this.attempts.checkMailRequest(clientIp, email);
    const values = await validate(forgotPasswordSchema, { email });
    this.afterAnswer.run(() =>
      this.dataSource.transaction(async (manager) => {
        const user = await manager.getRepository(User).findOneBy({ email: normalizeEmail(values.email) });
        if (!user || !(await this.attempts.allowResetMail(user.email, request))) return;
        const token = await issueAccountToken(manager, user.id, TokenPurpose.RESET_PASSWORD);
        await queueResetMail(manager, this.links, user, token);
      }),
    );
    return accountMessages.resetRequested;
  }

  /**
   * Whether a mailed reset link still works, so the screen can say so before the form is filled in.
   * Only true or false: nothing about the account. Not rate-limited, like resetPassword: a link
   * carries 256 random bits, so asking cannot find one.
   */
  passwordResetLinkValid(token: string): Promise<boolean> {
    return isAccountTokenUsable(this.dataSource.manager, token ?? '', TokenPurpose.RESET_PASSWORD);
  }

  /** Sets the new password with a one-time link; every session issued before it ends. */
  async resetPassword(input: ResetPasswordInput, clientIp: string | null): Promise<string> {
    const values = await validate(resetPasswordSchema, input);
    const hash = await hashPassword(values.password);
    const done = await this.dataSource.transaction(async (manager) => {
      const userId = await consumeAccountToken(manager, values.token, TokenPurpose.RESET_PASSWORD);
      if (!userId) return false;
      await setPassword(manager, this.sessions, userId, hash, { by: 'link', ip: clientIp });
      // Opening the mailed link proves the address too.
      await manager.query(`UPDATE users SET is_verified = true WHERE id = $1`, [userId]);
      return true;
    });
    if (!done) throw badInput(accountMessages.resetLinkInvalid);
    return accountMessages.resetDone;
  }

  async changePassword(viewer: Viewer, input: ChangePasswordInput, clientIp: string | null): Promise<User> {
    const values = await validate(changePasswordSchema, input);
    const user = await this.withHash(viewer.id);
    if (!user) throw unauthenticated();
    const right = await this.attempts.checkPassword(clientIp, user.email, () =>
      verifyPassword(user.passwordHash, values.currentPassword),
    );
    if (!right) {
      throw badInput(accountMessages.currentPasswordWrong, [
        { field: 'currentPassword', message: accountMessages.currentPasswordWrong },
      ]);
    }
    const hash = await hashPassword(values.password);
    await this.dataSource.transaction((manager) =>
      setPassword(manager, this.sessions, user.id, hash, { by: 'profile', ip: clientIp, sessionId: viewer.sessionId }),
    );
    return this.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
  }

  /** A link opened again once its address is verified says so (owner's decision, issue 29); it stays used. */
  async verifyEmail(token: string): Promise<string> {
    const answer = await this.dataSource.transaction(async (manager) => {
      const userId = await consumeAccountToken(manager, token ?? '', TokenPurpose.VERIFY_EMAIL);
      if (userId) {
        await manager.query(`UPDATE users SET is_verified = true WHERE id = $1`, [userId]);
        return accountMessages.emailVerified;
      }
      return (await verifiesVerifiedAddress(manager, token ?? '')) ? accountMessages.alreadyVerified : null;
    });
    if (!answer) throw badInput(accountMessages.verifyLinkInvalid);
    return answer;
  }

  async resendVerification(viewer: Viewer, clientIp: string | null): Promise<string> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id: viewer.id });
    if (!user) throw unauthenticated();
    if (user.isVerified) throw badInput(accountMessages.alreadyVerified);
    await this.attempts.checkMailRequest(clientIp, user.email);
    await this.dataSource.transaction((manager) => this.queueVerification(manager, user));
    return accountMessages.verificationSent;
  }

  /** Sign-up calls this in its own transaction: the account and its verification mail commit together. */
  async queueVerification(manager: EntityManager, user: Pick<User, 'id' | 'name' | 'email'>): Promise<void> {
    const token = await issueAccountToken(manager, user.id, TokenPurpose.VERIFY_EMAIL);
    await queueVerificationMail(manager, this.links, user, token);
  }

  private withHash(id: string): Promise<User | null> {
    return this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.id = :id', { id })
      .getOne();
  }
}
