import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 29: a sent mail keeps who, what and when, not its body (links with tokens); an erased
 * account's mails keep no address or subject; each mail records the person it is to or about (`user_id`), so
 * erasure finds it after an email change. The invitation's method stays once its file is gone: it orders the
 * next invitation's SEQUENCE. Unsubscribe links signed with the session secret before this still work for
 * 90 days where such links were sent (`legacy_unsubscribe_until`).
 */
export class MailPrivacy1732300640000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_settings ADD COLUMN legacy_unsubscribe_until timestamptz`);
    await q.query(`
      UPDATE mail_settings SET legacy_unsubscribe_until = now() + interval '90 days'
      WHERE EXISTS (SELECT 1 FROM mail_outbox WHERE unsubscribe_url IS NOT NULL)`);
    await q.query(`
      ALTER TABLE mail_outbox
        ALTER COLUMN recipient DROP NOT NULL,
        ALTER COLUMN subject DROP NOT NULL,
        ALTER COLUMN text_body DROP NOT NULL,
        ALTER COLUMN html_body DROP NOT NULL,
        ADD COLUMN user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        DROP CONSTRAINT mail_outbox_check1,
        ADD CONSTRAINT mail_outbox_ics_method CHECK (ics IS NULL OR ics_method IS NOT NULL),
        ADD CONSTRAINT mail_outbox_pending_whole CHECK (
          status <> 'pending' OR (
            recipient IS NOT NULL AND subject IS NOT NULL AND text_body IS NOT NULL AND html_body IS NOT NULL
            AND (ics IS NULL) = (ics_method IS NULL)))`);
    await q.query(`CREATE INDEX mail_outbox_user ON mail_outbox (user_id) WHERE user_id IS NOT NULL`);
    await q.query(`CREATE INDEX mail_outbox_appointment ON mail_outbox (appointment_id)`);
    await q.query(`
      UPDATE mail_outbox SET text_body = NULL, html_body = NULL, ics = NULL, unsubscribe_url = NULL
      WHERE status = 'sent'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX mail_outbox_appointment`);
    await q.query(`DROP INDEX mail_outbox_user`);
    await q.query(`DELETE FROM mail_outbox WHERE recipient IS NULL OR subject IS NULL`);
    await q.query(`
      UPDATE mail_outbox SET text_body = COALESCE(text_body, ''), html_body = COALESCE(html_body, ''),
        ics_method = CASE WHEN ics IS NULL THEN NULL ELSE ics_method END`);
    await q.query(`
      ALTER TABLE mail_outbox
        DROP CONSTRAINT mail_outbox_pending_whole,
        DROP CONSTRAINT mail_outbox_ics_method,
        ADD CONSTRAINT mail_outbox_check1 CHECK ((ics IS NULL) = (ics_method IS NULL)),
        DROP COLUMN user_id,
        ALTER COLUMN recipient SET NOT NULL,
        ALTER COLUMN subject SET NOT NULL,
        ALTER COLUMN text_body SET NOT NULL,
        ALTER COLUMN html_body SET NOT NULL`);
    await q.query(`ALTER TABLE mail_settings DROP COLUMN legacy_unsubscribe_until`);
  }
}
