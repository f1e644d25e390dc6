import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 29: one account could fill the calendar. Two booking rules cap the appointments still to come a client
 * holds at once: one for accounts whose email is verified, a lower one for those not yet verified.
 */
export class LiveBookingsPerClient1732300620000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE booking_rules
        ADD COLUMN max_live_bookings_per_client integer NOT NULL DEFAULT 3
          CONSTRAINT booking_rules_max_live_bookings_per_client_check CHECK (max_live_bookings_per_client BETWEEN 1 AND 50),
        ADD COLUMN max_live_bookings_unverified integer NOT NULL DEFAULT 1
          CONSTRAINT booking_rules_max_live_bookings_unverified_check CHECK (max_live_bookings_unverified BETWEEN 1 AND 50)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE booking_rules
        DROP COLUMN max_live_bookings_unverified,
        DROP COLUMN max_live_bookings_per_client`);
  }
}
