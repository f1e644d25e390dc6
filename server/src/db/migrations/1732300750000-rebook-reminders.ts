import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 33, «¿Toca corte?» (decision 0037): after how many days a cut is usually due again, the client's switch
 * for the mail that says so (null: never chosen, on once they have a completed appointment), and where a
 * booking came from, to count who came back after it.
 */
export class RebookReminders1732300750000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE cuts ADD COLUMN rebook_after_days integer,
      ADD CONSTRAINT cuts_rebook_after_days_check CHECK (rebook_after_days BETWEEN 1 AND 365)`);
    await q.query(`ALTER TABLE users ADD COLUMN mail_rebook boolean`);
    await q.query(`ALTER TABLE appointments ADD COLUMN source text,
      ADD CONSTRAINT appointments_source_check CHECK (source IN ('rebook_reminder'))`);
    // The dashboard looks the rebooking mails up by kind and client.
    await q.query(`CREATE INDEX mail_outbox_kind_user_idx ON mail_outbox (kind, user_id) WHERE user_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX mail_outbox_kind_user_idx`);
    await q.query(`ALTER TABLE appointments DROP COLUMN source`);
    await q.query(`ALTER TABLE users DROP COLUMN mail_rebook`);
    await q.query(`ALTER TABLE cuts DROP COLUMN rebook_after_days`);
  }
}
