import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The mail outbox (written in the transaction of the change that causes a mail, sent by the worker),
 * one-time account links (password reset, email verification), each client's mail preferences and
 * the shop's mail settings.
 */
export class CreateMailAndAccountTokens1732300200000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL,
        recipient text NOT NULL CHECK (recipient LIKE '%_@_%'),
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        ics text,
        ics_method text CHECK (ics_method IN ('REQUEST', 'CANCEL')),
        unsubscribe_url text,
        appointment_id uuid,
        dedupe_key text UNIQUE,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'skipped')),
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        CHECK ((status = 'sent') = (sent_at IS NOT NULL)),
        CHECK ((ics IS NULL) = (ics_method IS NULL))
      )`);
    await q.query(`CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE status = 'pending'`);
    await q.query(`
      CREATE TABLE account_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('reset_password', 'verify_email')),
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX account_tokens_user ON account_tokens (user_id, purpose)`);
    await q.query(`
      ALTER TABLE users
        ADD COLUMN mail_reminders boolean NOT NULL DEFAULT true,
        ADD COLUMN mail_bookings boolean NOT NULL DEFAULT true`);
    await q.query(`
      CREATE TABLE mail_settings (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        reminder_hours_before integer NOT NULL DEFAULT 24 CHECK (reminder_hours_before BETWEEN 0 AND 168),
        notify_barber boolean NOT NULL DEFAULT true,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`INSERT INTO mail_settings (id) VALUES (1)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE mail_settings`);
    await q.query(`ALTER TABLE users DROP COLUMN mail_reminders, DROP COLUMN mail_bookings`);
    await q.query(`DROP TABLE account_tokens`);
    await q.query(`DROP TABLE mail_outbox`);
  }
}
