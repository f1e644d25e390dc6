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

/** Mails not delivered yet (waiting, retrying or given up): the admin dashboard shows the count. */
export async function unsentMailCount(dataSource: DataSource): Promise<number> {
  const [row] = (await dataSource.query(
    `SELECT count(*)::int AS count FROM mail_outbox WHERE status IN ('pending', 'failed')`,
  )) as { count: number }[];
  return row.count;
}
