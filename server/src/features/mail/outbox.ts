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
  /** The person the mail is to or about (a client, also in the barber's mail about her booking): erasure finds it by this. */
  userId?: string | null;
  /** At most one mail per key, ever (reminders: one per appointment and start). */
  dedupeKey?: string | null;
}

/**
 * Queues a mail with the caller's transaction manager, so it exists if and only if the change
 * that causes it commits. Returns false when a mail with the same dedupe key already exists.
 */
export async function enqueueMail(manager: EntityManager, mail: OutgoingMail): Promise<boolean> {
  const rows = (await manager.query(
    `INSERT INTO mail_outbox (kind, recipient, subject, text_body, html_body, ics, ics_method, unsubscribe_url, appointment_id, dedupe_key, user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
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
      mail.userId ?? null,
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

/**
 * How long a mail's body (text, html, invitation, unsubscribe link) is kept when it was never sent, and how long
 * an .eml file is kept when there is no SMTP server: past it, a reset or verification link has long expired and a
 * booking mail is old news. A sent mail's body goes as soon as it is sent.
 */
export const MAIL_RETENTION_DAYS = 7;

/** What a mail keeps once it is sent, skipped or given up: who, what and when, no body. */
export const WITHOUT_BODY = 'text_body = NULL, html_body = NULL, ics = NULL, unsubscribe_url = NULL';

/**
 * Drops the bodies of mails never sent and older than the retention limit; a mail still waiting is given up
 * (it would arrive a week late). Returns how many bodies went.
 */
export async function dropExpiredBodies(dataSource: DataSource): Promise<number> {
  const [, count] = (await dataSource.query(
    `UPDATE mail_outbox
     SET ${WITHOUT_BODY}, locked_until = NULL,
         last_error = CASE WHEN status = 'pending' THEN 'Sin enviar tras ${MAIL_RETENTION_DAYS} días' ELSE last_error END,
         status = CASE WHEN status = 'pending' THEN 'failed' ELSE status END
     WHERE status <> 'sent' AND text_body IS NOT NULL
       AND created_at < now() - make_interval(days => $1)
       AND (locked_until IS NULL OR locked_until < now())`,
    [MAIL_RETENTION_DAYS],
  )) as [unknown, number];
  return count;
}

/**
 * An erased account's mails: those to her (by account, or by address for mails queued before accounts were
 * recorded) and those about her appointments (the barber's, which name her). Unsent ones are deleted; sent ones
 * keep what (kind) and when, with no address, subject or account. Returns their ids, for their .eml files.
 */
export async function forgetMailOf(
  manager: EntityManager,
  user: { id: string; email: string },
  appointmentIds: readonly string[],
): Promise<string[]> {
  const rows = (await manager.query(
    `SELECT id FROM mail_outbox
     WHERE user_id = $1 OR lower(recipient) = lower($2) OR appointment_id = ANY($3::uuid[])
     FOR UPDATE`,
    [user.id, user.email, appointmentIds],
  )) as { id: string }[];
  const ids = rows.map((row) => row.id);
  if (!ids.length) return ids;
  await manager.query(`DELETE FROM mail_outbox WHERE id = ANY($1::uuid[]) AND status <> 'sent'`, [ids]);
  await manager.query(
    `UPDATE mail_outbox SET ${WITHOUT_BODY}, recipient = NULL, subject = NULL, user_id = NULL
     WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  return ids;
}
