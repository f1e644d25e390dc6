import { Not, type DataSource, type EntityManager } from 'typeorm';
import { authMessages, profileSchema } from '../../../../common/validation/auth';
import type { Viewer } from '../../domain/viewer';
import { isUniqueViolation } from '../../db/pg-errors';
import { conflict, unauthenticated, validate } from '../../domain/errors';
import { normalizeEmail } from '../auth/auth.service';
import type { ProfileInput } from './profile.inputs';
import { User } from './user.entity';

export class ProfileService {
  constructor(
    private readonly dataSource: DataSource,
    /** Runs in the save's transaction when the email changed: the new address has to prove it is theirs. */
    private readonly onEmailChanged: (manager: EntityManager, user: User) => Promise<void> = async () => undefined,
  ) {}

  private get users() {
    return this.dataSource.getRepository(User);
  }

  /** The signed-in user (`me` and `profile`); a token for a deleted account is no longer a session. */
  async get(viewer: Viewer): Promise<User> {
    const user = await this.users.findOneBy({ id: viewer.id });
    if (!user) throw unauthenticated();
    return user;
  }

  async update(viewer: Viewer, input: ProfileInput): Promise<User> {
    const values = await validate(profileSchema, input);
    const user = await this.get(viewer);
    const email = normalizeEmail(values.email);
    if (await this.users.exists({ where: { email, id: Not(user.id) } })) throw conflict(authMessages.emailTaken);
    // A new address is unverified until its own link is opened; issuing that link voids any sent to the old one.
    const emailChanged = email !== user.email;
    try {
      await this.dataSource.transaction(async (manager) => {
        const changes = { name: values.name, email, phone: values.phone?.trim() || null };
        await manager.update(User, { id: user.id }, emailChanged ? { ...changes, isVerified: false } : changes);
        if (emailChanged) await this.onEmailChanged(manager, { ...user, ...changes, isVerified: false });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(authMessages.emailTaken);
      throw error;
    }
    return this.get(viewer);
  }
}
