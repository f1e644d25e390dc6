import type { EntityManager } from 'typeorm';
import type { PushDevice } from './push-device.type';

/** A user's devices, oldest first: their data export's (the keys stay out). */
export async function devicesOf(db: EntityManager, userId: string): Promise<PushDevice[]> {
  const rows = (await db.query(
    `SELECT endpoint, created_at FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at, endpoint`,
    [userId],
  )) as { endpoint: string; created_at: Date }[];
  return rows.map((row) => ({ endpoint: row.endpoint, createdAt: row.created_at }));
}
