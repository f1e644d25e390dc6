import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import { hashPassword } from '../auth/password';
import { normalizeEmail } from '../auth/auth.service';
import { Role } from '../../domain/role';
import { findShopAdmin } from './shop-admin';
import { User } from './user.entity';

export const DEFAULT_ADMIN_EMAIL = 'admin@barberia.local';

export interface AdminBootstrap {
  email: string;
  /** Only when a password was generated: shown once, never stored in clear. */
  generatedPassword?: string;
  created: boolean;
}

/** A database with no admin gets one, so the shop can always be run. */
export async function ensureAdmin(
  dataSource: DataSource,
  options: { email?: string; password?: string },
): Promise<AdminBootstrap> {
  const users = dataSource.getRepository(User);
  const existing = await findShopAdmin(dataSource.manager);
  if (existing) return { email: existing.email, created: false };
  const email = normalizeEmail(options.email ?? DEFAULT_ADMIN_EMAIL);
  const generatedPassword = options.password ? undefined : crypto.randomBytes(9).toString('base64url');
  const admin = await users.save(
    users.create({
      // Until «Nombre del administrador» is saved, so an untouched shop reads as it always did.
      name: 'Administrador',
      email,
      phone: null,
      passwordHash: await hashPassword(options.password ?? generatedPassword!),
      role: Role.ADMIN,
      isVerified: true,
    }),
  );
  // Issue 32: on a new database the migration made the owner's barber before any admin existed; it is theirs.
  await dataSource.query(
    `UPDATE barbers SET user_id = $1
      WHERE id = (SELECT id FROM barbers ORDER BY display_order, created_at, id LIMIT 1) AND user_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM barbers b JOIN users u ON u.id = b.user_id WHERE u.role = 'admin')`,
    [admin.id],
  );
  return { email, generatedPassword, created: true };
}
