import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 15: 'no_show' joins the statuses, and the barber's own bookings may be for someone without
 * an account (a walk-in or a phone call), named by walk_in_name / walk_in_phone instead of client_id.
 */
export class NoShowAndWalkIns1732300400000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE appointments DROP CONSTRAINT IF EXISTS appointments_status_check`);
    await q.query(`
      ALTER TABLE appointments ADD CONSTRAINT appointments_status_check
        CHECK (status IN ('pending', 'confirmed', 'completed', 'cancelled', 'no_show'))`);
    await q.query(`
      ALTER TABLE appointments
        ADD COLUMN walk_in_name text CHECK (walk_in_name IS NULL OR char_length(btrim(walk_in_name)) BETWEEN 2 AND 100),
        ADD COLUMN walk_in_phone text CHECK (walk_in_phone IS NULL OR char_length(walk_in_phone) BETWEEN 1 AND 30)`);
    // Someone is always served: an account or a walk-in's name, never both. A past appointment may
    // have lost its client when the account was deleted (ON DELETE SET NULL keeps the history), so
    // the "someone" rule binds the live statuses, the ones that still hold the barber's time.
    await q.query(`
      ALTER TABLE appointments
        ADD CONSTRAINT appointments_client_or_walk_in CHECK (
          NOT (client_id IS NOT NULL AND walk_in_name IS NOT NULL)
          AND (walk_in_phone IS NULL OR walk_in_name IS NOT NULL)
          AND (client_id IS NOT NULL OR walk_in_name IS NOT NULL OR status NOT IN ('pending', 'confirmed'))
        )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE appointments DROP CONSTRAINT appointments_client_or_walk_in`);
    await q.query(`ALTER TABLE appointments DROP COLUMN walk_in_phone, DROP COLUMN walk_in_name`);
    await q.query(`ALTER TABLE appointments DROP CONSTRAINT appointments_status_check`);
    await q.query(`
      ALTER TABLE appointments ADD CONSTRAINT appointments_status_check
        CHECK (status IN ('pending', 'confirmed', 'completed', 'cancelled'))`);
  }
}
