import type { DataSource, EntityManager } from 'typeorm';
import { authMessages, loginSchema, registerSchema } from '../../../../common/validation/auth';
import { isUniqueViolation } from '../../db/pg-errors';
import { isAddressInUse } from '../account/address-in-use';
import { badInput, conflict, validate } from '../../domain/errors';
import { Role } from '../users/role';
import { User } from '../users/user.entity';
import type { AuthPayload, RegisterInput } from './auth.types';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password';
import type { SessionService } from '../sessions/session.service';
import type { AuthAttemptLimiter } from './attempt-limiter';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

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

  async login(email: string, password: string, clientIp: string | null = null): Promise<AuthPayload> {
    await this.attempts.checkLogin(clientIp, email);
    const values = await validate(loginSchema, { email, password });
    const user = await this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.email = :email', { email: normalizeEmail(values.email) })
      .getOne();
    const matches = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), values.password);
    if (!user || !matches) {
      await this.attempts.loginFailed(clientIp, email);
      throw badInput(authMessages.invalidCredentials);
    }
    await this.attempts.loginSucceeded(email);
    return { token: await this.sessions.start(user), user: withoutHash(user) };
  }

  close(): Promise<void> {
    return this.attempts.close();
  }
}

function withoutHash(user: User): User {
  const { passwordHash: _omitted, ...rest } = user;
  return rest as User;
}
