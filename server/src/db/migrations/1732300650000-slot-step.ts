import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31: start times only on the half hour made a 10-minute buffer cost an hour. A booking rule sets the
 * grid's step; 30 keeps SPEC's grid for every shop until its barber picks another.
 */
export class SlotStep1732300650000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE booking_rules
        ADD COLUMN slot_step_minutes smallint NOT NULL DEFAULT 30
          CONSTRAINT booking_rules_slot_step_minutes_check CHECK (slot_step_minutes IN (10, 15, 20, 30))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE booking_rules DROP COLUMN slot_step_minutes`);
  }
}
