import type { EntityManager } from 'typeorm';

/** What a notification shows, as the service worker reads it: title, text, and the screen a tap opens. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the app (same origin as the service worker): `/client/appointments`. */
  url: string;
}

export interface OutgoingPush {
  /** As the mail's `kind` (the worker checks reminders and freed times again before sending). */
  kind: string;
  /** The accounts to notify: every device each one subscribed gets a row. */
  to: readonly string[];
  message: PushMessage;
  appointmentId?: string | null;
  /** The person it is to or about (a client, also in the barber's notice of her booking): erasure removes it. */
  userId?: string | null;
  /** At most one row per device and key (a reminder's or a freed time's, as the mail's). */
  dedupeKey?: string | null;
}

/**
 * Queues a notification for each signed-in device of the recipients with the caller's transaction manager, so it exists if
 * and only if the change that causes it commits, as a mail does. Returns how many rows were queued.
 */
export async function enqueuePush(manager: EntityManager, push: OutgoingPush): Promise<number> {
  const to = [...new Set(push.to)];
  if (!to.length) return 0;
  const [, count] = (await manager.query(
    `INSERT INTO push_outbox (subscription_id, kind, payload, appointment_id, user_id, dedupe_key)
     SELECT s.id, $2, $3::jsonb, $4, $5, $6 FROM push_subscriptions s
       JOIN sessions live ON live.id = s.session_id AND live.expires_at > now()
     WHERE s.user_id = ANY($1::uuid[])
     ON CONFLICT (subscription_id, dedupe_key) DO NOTHING`,
    [
      to,
      push.kind,
      JSON.stringify(push.message),
      push.appointmentId ?? null,
      push.userId ?? null,
      push.dedupeKey ?? null,
    ],
  )) as [unknown, number];
  return count;
}

/**
 * An erased account's notifications: to her devices, about her, or about her appointments. All go, sent or not:
 * a sent one keeps nothing worth keeping. (The database would drop most of them with the account; not those about
 * appointments of hers whose rows forgot her earlier.)
 */
export async function forgetPushOf(
  manager: EntityManager,
  userId: string,
  appointmentIds: readonly string[],
): Promise<void> {
  await manager.query(
    `DELETE FROM push_outbox
     WHERE user_id = $1 OR appointment_id = ANY($2::uuid[])
        OR subscription_id IN (SELECT id FROM push_subscriptions WHERE user_id = $1)`,
    [userId, appointmentIds],
  );
}

/** Who hears of a client's request: the appointment's barber's account and the shop's admins. */
export async function barberAccounts(manager: EntityManager, barberId: string | null): Promise<string[]> {
  const rows = (await manager.query(
    `SELECT id FROM users WHERE role = 'admin'
     UNION SELECT user_id FROM barbers WHERE id = $1 AND user_id IS NOT NULL`,
    [barberId],
  )) as { id: string }[];
  return rows.map((row) => row.id);
}
