import type { DataSource, EntityManager } from 'typeorm';

/** What a service asks to send; rendered when queued, so a mail says what was true at the change. */
export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  ics?: { method: 'REQUEST' | 'CANCEL'; content: string } | null;
  unsubscribeUrl?: string | null;
  appointmentId?: string | null;
  /** At most one mail per key, ever (reminders: one per appointment and start). */
  dedupeKey?: string | null;
}

/**
 * Queues a mail with the caller's transaction manager, so it exists if and only if the change
 * that causes it commits. Returns false when a mail with the same dedupe key already exists.
 */
export async function enqueueMail(manager: EntityManager, mail: OutgoingMail): Promise<boolean> {
  const rows = (await manager.query(
    `INSERT INTO mail_outbox (kind, recipient, subject, text_body, html_body, ics, ics_method, unsubscribe_url, appointment_id, dedupe_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (dedupe_key) DO NOTHING
     RETURNING id`,
    [
      mail.kind,
      mail.to,
      mail.subject,
      mail.text,
      mail.html,
      mail.ics?.content ?? null,
      mail.ics?.method ?? null,
      mail.unsubscribeUrl ?? null,
      mail.appointmentId ?? null,
      mail.dedupeKey ?? null,
    ],
  )) as unknown[];
  return rows.length > 0;
}

/**
 * Mails in trouble, for the admin dashboard: given up, refused at least once and waiting to retry,
 * or queued for over 5 minutes (no worker sending). A mail queued a moment ago is not a problem.
 */
export async function unsentMailCount(dataSource: DataSource): Promise<number> {
  const [row] = (await dataSource.query(
    `SELECT count(*)::int AS count FROM mail_outbox
     WHERE status = 'failed' OR (status = 'pending' AND (attempts > 0 OR created_at < now() - interval '5 minutes'))`,
  )) as { count: number }[];
  return row.count;
}
