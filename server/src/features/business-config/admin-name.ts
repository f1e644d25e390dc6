import type { EntityManager } from 'typeorm';
import { findShopAdmin } from '../users/shop-admin';
import { SINGLE_ROW_ID } from './single-row';

/**
 * The shop admin renamed in Mi Perfil: Configuración's «Nombre del administrador» (what clients
 * read) follows, so the two never disagree (decision 0023). Before the first save there is no row.
 */
export async function followShopAdminName(db: EntityManager, userId: string, name: string): Promise<void> {
  const admin = await findShopAdmin(db);
  if (admin?.id !== userId) return;
  await db.query(`UPDATE business_config SET admin_name = $2, updated_at = now() WHERE id = $1 AND admin_name <> $2`, [
    SINGLE_ROW_ID,
    name,
  ]);
}
