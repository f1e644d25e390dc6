import type { DataSource, EntityManager } from 'typeorm';
import { authMessages } from '../../../../common/validation/auth';
import { profileChangeSchema } from '../../../../common/validation/account';
import type { Viewer } from '../../domain/viewer';
import { isUniqueViolation } from '../../db/pg-errors';
import { conflict, unauthenticated, validate } from '../../domain/errors';
import { isAddressInUse } from '../account/address-in-use';
import { followShopAdminName } from '../business-config/admin-name';
import { Role } from '../../domain/role';
import { normalizeEmail } from '../auth/auth.service';
import type { ProfileInput } from './profile.inputs';
import { User } from './user.entity';

type Account = Pick<User, 'id' | 'name' | 'email'>;

/** What a new sign-in address takes (EmailChangeService). */
export interface EmailChangeRules {
  /** Refuses a missing or wrong current password. */
  confirmPassword(userId: string, password: string | null | undefined, clientIp: string | null): Promise<void>;
  /** Runs in the save's transaction: the new address has to prove it is theirs, the old one is told. */
  changed(manager: EntityManager, before: Account, after: Account): Promise<void>;
}

export class ProfileService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly emailChanges: EmailChangeRules,
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

  async update(viewer: Viewer, input: ProfileInput, clientIp: string | null = null): Promise<User> {
    const user = await this.get(viewer);
    const values = await validate(profileChangeSchema(user.email), input);
    const email = normalizeEmail(values.email);
    // A new address is unverified until its own link is opened; issuing that link voids any sent to the old one.
    const emailChanged = email !== user.email;
    if (emailChanged) await this.emailChanges.confirmPassword(user.id, values.currentPassword, clientIp);
    if (await isAddressInUse(this.dataSource.manager, email, user.id)) throw conflict(authMessages.emailTaken);
    try {
      await this.dataSource.transaction(async (manager) => {
        const changes = { name: values.name, email, phone: values.phone?.trim() || null };
        await manager.update(User, { id: user.id }, emailChanged ? { ...changes, isVerified: false } : changes);
        if (emailChanged) await this.emailChanges.changed(manager, user, { ...user, ...changes });
        if (user.role === Role.ADMIN) await followShopAdminName(manager, user.id, changes.name);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(authMessages.emailTaken);
      throw error;
    }
    return this.get(viewer);
  }
}
