import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 34: a device's notifications belong to the session that switched them on (decision 0039, «Un
 * dispositivo, una sesión»). Signing out, «Cerrar sesión en todos los dispositivos», a password change that
 * ends the other sessions: each deletes the session row, and with it the device and what still waited for it,
 * so the next person on that phone is never told of the previous one's appointments. A device subscribed
 * before this keeps working under its user's newest live session; one whose user has none is signed out already.
 */
export class PushSubscriptionSession1732300780000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE push_subscriptions ADD COLUMN session_id uuid REFERENCES sessions (id) ON DELETE CASCADE`,
    );
    await q.query(`
      UPDATE push_subscriptions p SET session_id = (
        SELECT s.id FROM sessions s WHERE s.user_id = p.user_id AND s.expires_at > now()
        ORDER BY s.created_at DESC LIMIT 1)`);
    await q.query(`DELETE FROM push_subscriptions WHERE session_id IS NULL`);
    await q.query(`ALTER TABLE push_subscriptions ALTER COLUMN session_id SET NOT NULL`);
    await q.query(`CREATE INDEX push_subscriptions_session_idx ON push_subscriptions (session_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE push_subscriptions DROP COLUMN session_id`);
  }
}
