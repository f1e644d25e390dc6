import type { DataSource } from 'typeorm';
import { backoffSeconds, MAX_ATTEMPTS, type StillWanted } from '../mail/mail-worker';
import { PUSH_TTL_SECONDS, type PushSender } from './push-sender';

const BATCH = 20;
/** A claimed row is someone's for this long; after it (the worker died mid-send) another takes it. */
const LEASE_SECONDS = 60;

interface ClaimedPush {
  id: string;
  subscription_id: string;
  kind: string;
  payload: unknown;
  appointment_id: string | null;
  dedupe_key: string | null;
  attempts: number;
  next_attempt_at: Date;
  created_at: Date;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Sends the push outbox, as the mail worker sends mail: a row is claimed (FOR UPDATE SKIP LOCKED, so several
 * processes never take the same one), posted to its device's push service, then marked sent, so it is marked
 * once; a process killed before the mark sends it again when the lease runs out (at-least-once). A push
 * service's 404 or 410 drops the device's subscription, and its rows with it.
 */
export class PushWorker {
  private running: Promise<number> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sender: PushSender,
    private readonly stillWanted: StillWanted,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** One round: give up what waited past its TTL, then send what is due. Resolves with the number sent. */
  runOnce(): Promise<number> {
    this.running ??= (async () => {
      try {
        await this.dropExpired();
        let sent = 0;
        for (;;) {
          const rows = await this.claim();
          if (!rows.length) return sent;
          for (const row of rows) if (await this.deliver(row)) sent += 1;
        }
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  /** A notice older than its TTL would reach no device anyway (push services drop it): it is given up. */
  private async dropExpired(): Promise<void> {
    await this.dataSource.query(
      `UPDATE push_outbox SET status = 'failed', payload = NULL, locked_until = NULL,
         last_error = COALESCE(last_error, 'Caducada sin enviar')
       WHERE status = 'pending' AND created_at < now() - make_interval(secs => $1)
         AND (locked_until IS NULL OR locked_until < now())`,
      [PUSH_TTL_SECONDS],
    );
  }

  private async claim(): Promise<ClaimedPush[]> {
    const [rows] = (await this.dataSource.query(
      `UPDATE push_outbox o SET attempts = o.attempts + 1, locked_until = now() + make_interval(secs => $2)
       FROM push_subscriptions s
       WHERE s.id = o.subscription_id AND o.id IN (
         SELECT id FROM push_outbox
         WHERE status = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
         ORDER BY next_attempt_at, created_at
         LIMIT $1
         FOR UPDATE SKIP LOCKED)
       RETURNING o.id, o.subscription_id, o.kind, o.payload, o.appointment_id, o.dedupe_key, o.attempts,
         o.next_attempt_at, o.created_at, s.endpoint, s.p256dh, s.auth`,
      [BATCH, LEASE_SECONDS],
    )) as [ClaimedPush[], number];
    // RETURNING keeps no order: a device hears of a booking before its cancellation.
    const at = (date: Date) => new Date(date).getTime();
    return rows.sort((a, b) => at(a.next_attempt_at) - at(b.next_attempt_at) || at(a.created_at) - at(b.created_at));
  }

  private async deliver(row: ClaimedPush): Promise<boolean> {
    if (!(await this.stillWanted({ kind: row.kind, appointmentId: row.appointment_id, dedupeKey: row.dedupe_key }))) {
      await this.dataSource.query(
        `UPDATE push_outbox SET status = 'skipped', payload = NULL, locked_until = NULL WHERE id = $1 AND status = 'pending'`,
        [row.id],
      );
      return false;
    }
    try {
      const outcome = await this.sender.send(row, JSON.stringify(row.payload));
      if (outcome === 'gone') {
        await this.dataSource.query(`DELETE FROM push_subscriptions WHERE id = $1`, [row.subscription_id]);
        return false;
      }
    } catch (error) {
      const failed = row.attempts >= MAX_ATTEMPTS;
      await this.dataSource.query(
        `UPDATE push_outbox
         SET status = $2, next_attempt_at = now() + make_interval(secs => $3), locked_until = NULL, last_error = $4,
             payload = CASE WHEN $2 = 'failed' THEN NULL ELSE payload END
         WHERE id = $1 AND status = 'pending'`,
        [row.id, failed ? 'failed' : 'pending', backoffSeconds(row.attempts), String(error).slice(0, 500)],
      );
      this.onError(error);
      return false;
    }
    await this.dataSource.query(
      // What was said goes with the mark: a sent notice keeps its kind and when.
      `UPDATE push_outbox SET status = 'sent', sent_at = now(), payload = NULL, locked_until = NULL, last_error = NULL
       WHERE id = $1 AND status = 'pending'`,
      [row.id],
    );
    return true;
  }
}
