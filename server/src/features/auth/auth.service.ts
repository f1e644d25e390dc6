import type { DataSource, EntityManager } from 'typeorm';
import { authMessages, loginSchema, registerSchema } from '../../../../common/validation/auth';
import { isUniqueViolation } from '../../db/pg-errors';
import { isAddressInUse } from '../account/address-in-use';
import { badInput, conflict, validate } from '../../domain/errors';
import { Role } from '../../domain/role';
import { User } from '../users/user.entity';
import type { AuthPayload, RegisterInput } from './auth.types';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password';
import type { SessionService } from '../sessions/session.service';
import type { AuthAttemptLimiter } from './attempt-limiter';
import { AuditAction } from '../audit/audit-action';
import { recordAudit } from '../audit/record-audit';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The target of a failed sign-in for an email no account has. */
export const UNKNOWN_ACCOUNT = 'unknown';

export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
    private readonly attempts: AuthAttemptLimiter,
    /** Runs in the sign-up's transaction (the verification mail is queued with the account). */
    private readonly onRegistered: (manager: EntityManager, user: User) => Promise<void> = async () => undefined,
  ) {}

  private get users() {
    return this.dataSource.getRepository(User);
  }

  async register(input: RegisterInput, clientIp: string | null = null): Promise<User> {
    await this.attempts.checkRegister(clientIp);
    const values = await validate(registerSchema, input);
    const email = normalizeEmail(values.email);
    if (await isAddressInUse(this.dataSource.manager, email)) throw conflict(authMessages.emailTaken);
    try {
      const user = this.users.create({
        name: values.name.trim(),
        email,
        phone: values.phone?.trim() || null,
        passwordHash: await hashPassword(values.password),
        role: Role.CLIENT,
        isVerified: false,
      });
      const saved = await this.dataSource.transaction(async (manager) => {
        const created = await manager.getRepository(User).save(user);
        await this.onRegistered(manager, created);
        return created;
      });
      return this.users.findOneByOrFail({ id: saved.id });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(authMessages.emailTaken);
      throw error;
    }
  }

  /**
   * Checks the password under the attempt limits and opens a session. Each verdict goes into the activity log
   * with the caller's address: a success by the user, a failure by nobody, about the account when the email
   * has one (else about 'unknown': a typed email may be a password typed in the wrong box, and is not kept).
   */
  async login(email: string, password: string, clientIp: string | null = null): Promise<AuthPayload> {
    let user: User | null = null;
    const right = await this.attempts.checkPassword(clientIp, email, async () => {
      const values = await validate(loginSchema, { email, password });
      user = await this.withHash(normalizeEmail(values.email));
      // The same work whether or not the account exists, so the time taken does not tell.
      const matches = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), values.password);
      return matches && user !== null;
    });
    const found = user as User | null;
    const audit = { targetType: 'user', after: { ip: clientIp } } as const;
    if (!found || !right) {
      await recordAudit(this.dataSource.manager, {
        ...audit,
        action: AuditAction.SIGN_IN_FAILED,
        targetId: found?.id ?? UNKNOWN_ACCOUNT,
        actor: null,
      });
      throw badInput(authMessages.invalidCredentials);
    }
    const token = await this.dataSource.transaction(async (manager) => {
      const started = await this.sessions.start(found, manager);
      await recordAudit(manager, { ...audit, action: AuditAction.SIGNED_IN, targetId: found.id, actor: found });
      return started;
    });
    return { token, user: withoutHash(found) };
  }

  private withHash(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.email = :email', { email })
      .getOne();
  }

  close(): Promise<void> {
    return this.attempts.close();
  }
}

function withoutHash(user: User): User {
  const { passwordHash: _omitted, ...rest } = user;
  return rest as User;
}
