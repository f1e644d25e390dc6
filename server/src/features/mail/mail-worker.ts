import type { DataSource } from 'typeorm';
import type { MailMessage, MailTransport } from './mail-transport';
import { WITHOUT_BODY } from './outbox';

const BATCH = 10;
/** A claimed mail is someone's for this long; after it (the worker died mid-send) another takes it. */
const LEASE_SECONDS = 120;
export const MAX_ATTEMPTS = 8;

/** 30 s, 1 min, 2 min … capped at 1 h. */
export const backoffSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

interface ClaimedRow {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  ics: string | null;
  ics_method: 'REQUEST' | 'CANCEL' | null;
  unsubscribe_url: string | null;
  appointment_id: string | null;
  dedupe_key: string | null;
  attempts: number;
}

/** Runs before each send: false skips the mail for good (a reminder for an appointment no longer on). */
export type StillWanted = (row: {
  kind: string;
  appointmentId: string | null;
  dedupeKey: string | null;
}) => Promise<boolean>;

/**
 * Sends the outbox. A mail is claimed (FOR UPDATE SKIP LOCKED, so several processes never take the
 * same one), sent, then marked sent in one conditional update, so it is marked once. Delivery is
 * at-least-once: a process killed after the SMTP server accepted a mail and before the mark sends it
 * again when the lease runs out — the Message-ID stays the outbox id, so mail systems can drop that copy.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly transport: MailTransport,
    private readonly beforeEachRound: () => Promise<void>,
    private readonly stillWanted: StillWanted,
    private readonly onError: (error: unknown) => void,
    /** The other channels sent in the same round (the push outbox), once the mails are. */
    private readonly afterEachRound: () => Promise<void> = async () => undefined,
  ) {}

  start(pollMs: number): void {
    if (pollMs <= 0) return;
    const loop = () => {
      this.timer = setTimeout(() => {
        void this.runOnce()
          .catch(this.onError)
          .finally(() => {
            if (!this.stopped) loop();
          });
      }, pollMs);
      this.timer.unref();
    };
    loop();
  }

  /** One round: queue due reminders, then send what is due, mails then the rest. Resolves with the mails sent. */
  runOnce(): Promise<number> {
    this.running ??= (async () => {
      try {
        await this.beforeEachRound();
        let sent = 0;
        for (let rows = await this.claim(); rows.length; rows = await this.claim()) {
          for (const row of rows) if (await this.deliver(row)) sent += 1;
        }
        await this.afterEachRound();
        return sent;
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
    this.transport.close();
  }

  private async claim(): Promise<ClaimedRow[]> {
    const [rows] = (await this.dataSource.query(
      `UPDATE mail_outbox SET attempts = attempts + 1, locked_until = now() + make_interval(secs => $2)
       WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE status = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
         ORDER BY next_attempt_at, created_at
         LIMIT $1
         FOR UPDATE SKIP LOCKED)
       RETURNING id, kind, recipient, subject, text_body, html_body, ics, ics_method, unsubscribe_url, appointment_id, dedupe_key, attempts`,
      [BATCH, LEASE_SECONDS],
    )) as [ClaimedRow[], number];
    return rows;
  }

  private async deliver(row: ClaimedRow): Promise<boolean> {
    if (!(await this.stillWanted({ kind: row.kind, appointmentId: row.appointment_id, dedupeKey: row.dedupe_key }))) {
      await this.dataSource.query(
        `UPDATE mail_outbox SET status = 'skipped', ${WITHOUT_BODY}, locked_until = NULL WHERE id = $1 AND status = 'pending'`,
        [row.id],
      );
      return false;
    }
    try {
      await this.transport.send(toMessage(row));
    } catch (error) {
      const failed = row.attempts >= MAX_ATTEMPTS;
      await this.dataSource.query(
        `UPDATE mail_outbox
         SET status = $2, next_attempt_at = now() + make_interval(secs => $3), locked_until = NULL, last_error = $4
         WHERE id = $1 AND status = 'pending'`,
        [row.id, failed ? 'failed' : 'pending', backoffSeconds(row.attempts), String(error).slice(0, 500)],
      );
      this.onError(error);
      return false;
    }
    await this.dataSource.query(
      // The body goes with the mark: a sent mail keeps who, what and when, not the links it carried.
      `UPDATE mail_outbox SET status = 'sent', sent_at = now(), ${WITHOUT_BODY}, locked_until = NULL, last_error = NULL
       WHERE id = $1 AND status = 'pending'`,
      [row.id],
    );
    return true;
  }
}

const toMessage = (row: ClaimedRow): MailMessage => ({
  id: row.id,
  to: row.recipient,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  ics: row.ics,
  icsMethod: row.ics_method,
  unsubscribeUrl: row.unsubscribe_url,
});
