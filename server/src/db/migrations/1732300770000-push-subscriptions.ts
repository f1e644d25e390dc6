import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 34, push notifications (decision 0039). A subscription is one browser of one user: its push service's
 * endpoint (one row per endpoint, whoever subscribed it last) and the keys its messages are encrypted for. The
 * push outbox is the mail outbox's twin: a row per message and device, written in the transaction of the change,
 * sent by the worker in the same round as the mails. A row goes with its device, and with the person it is about.
 */
export class PushSubscriptions1732300770000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE push_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        endpoint text NOT NULL UNIQUE CHECK (endpoint ~ '^https?://' AND char_length(endpoint) <= 2000),
        p256dh text NOT NULL CHECK (char_length(p256dh) BETWEEN 1 AND 200),
        auth text NOT NULL CHECK (char_length(auth) BETWEEN 1 AND 100),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id)`);
    await q.query(`
      CREATE TABLE push_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        subscription_id uuid NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
        kind text NOT NULL,
        payload jsonb,
        appointment_id uuid,
        user_id uuid REFERENCES users (id) ON DELETE CASCADE,
        dedupe_key text,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'skipped')),
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        CHECK ((status = 'sent') = (sent_at IS NOT NULL)),
        CHECK (status <> 'pending' OR payload IS NOT NULL),
        CONSTRAINT push_outbox_once UNIQUE (subscription_id, dedupe_key)
      )`);
    await q.query(`CREATE INDEX push_outbox_due ON push_outbox (next_attempt_at) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX push_outbox_user_idx ON push_outbox (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE push_outbox`);
    await q.query(`DROP TABLE push_subscriptions`);
  }
}
