import { Not, type DataSource } from 'typeorm';
import { authMessages, profileSchema } from '../../../../common/validation/auth';
import type { Viewer } from '../../domain/viewer';
import { isUniqueViolation } from '../../db/pg-errors';
import { conflict, unauthenticated, validate } from '../../domain/errors';
import { normalizeEmail } from '../auth/auth.service';
import type { ProfileInput } from './profile.inputs';
import { User } from './user.entity';

export class ProfileService {
  constructor(private readonly dataSource: DataSource) {}

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
    try {
      await this.users.update({ id: user.id }, { name: values.name, email, phone: values.phone?.trim() || null });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(authMessages.emailTaken);
      throw error;
    }
    return this.get(viewer);
  }
}
