import type { EntityManager } from 'typeorm';
import { Role } from '../../domain/role';
import { User } from './user.entity';

/**
 * The shop's own admin: the first one created, the one `ensureAdmin` keeps. Their name is
 * Configuración's «Nombre del administrador» (decision 0023), so a second admin saving the
 * settings never takes the owner's name.
 */
export function findShopAdmin(db: EntityManager): Promise<User | null> {
  return db.findOne(User, { where: { role: Role.ADMIN }, order: { createdAt: 'ASC' } });
}

/** «Nombre del administrador» saved in Configuración: the greeting, the header and Actividad follow it. */
export async function renameShopAdmin(db: EntityManager, name: string): Promise<void> {
  const admin = await findShopAdmin(db);
  if (admin && admin.name !== name) await db.update(User, { id: admin.id }, { name });
}
