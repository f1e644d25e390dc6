import type { DataSource } from 'typeorm';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '../../../../common/validation/push';
import { validate } from '../../domain/errors';
import type { Viewer } from '../../domain/viewer';
import type { StillWanted } from '../mail/mail-worker';
import type { PushSubscriptionInput } from './push.inputs';
import { webPushSender, type PushSender } from './push-sender';
import { PushWorker } from './push-worker';
import type { VapidDetails } from './vapid-keys';

export interface PushOptions {
  vapid: VapidDetails;
  /** PUSH_ALLOW_HTTP: http: endpoints are accepted (tests, a local push service). */
  allowHttp: boolean;
  /** The mail worker's check before each send (a reminder for an appointment since cancelled…). */
  stillWanted: StillWanted;
  onError: (error: unknown) => void;
}

/** Issue 34: each signed-in user's devices, and the worker that sends them the push outbox. */
export class PushService {
  readonly worker: PushWorker;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: PushOptions,
    sender?: PushSender,
  ) {
    this.worker = new PushWorker(
      dataSource,
      sender ?? webPushSender(options.vapid),
      options.stillWanted,
      options.onError,
    );
  }

  /** What browsers subscribe with (`applicationServerKey`). */
  publicKey(): string {
    return this.options.vapid.publicKey;
  }

  /**
   * Stores the device for the signed-in user. The same endpoint again updates its keys; from another account it
   * becomes this one's (the browser is now signed in as someone else), and what still waited for the previous
   * account is not shown to this one. The device is the session's: it goes when the session ends.
   */
  async subscribe(viewer: Viewer, input: PushSubscriptionInput): Promise<boolean> {
    if (!viewer.sessionId) throw new Error('subscribePush needs the viewer of a request');
    const values = await validate(pushSubscriptionSchema(this.options.allowHttp), input);
    await this.dataSource.transaction(async (tx) => {
      await tx.query(
        `DELETE FROM push_outbox WHERE status = 'pending' AND subscription_id IN (
           SELECT id FROM push_subscriptions WHERE endpoint = $1 AND user_id <> $2)`,
        [values.endpoint, viewer.id],
      );
      await tx.query(
        `INSERT INTO push_subscriptions (user_id, session_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (endpoint) DO UPDATE
           SET user_id = EXCLUDED.user_id, session_id = EXCLUDED.session_id, p256dh = EXCLUDED.p256dh,
               auth = EXCLUDED.auth, updated_at = now()`,
        [viewer.id, viewer.sessionId, values.endpoint, values.p256dh, values.auth],
      );
    });
    return true;
  }

  /** Removes one of the user's devices; another account's, or one already gone, is left as it is. */
  async unsubscribe(viewer: Viewer, endpoint: string): Promise<boolean> {
    const values = await validate(pushUnsubscribeSchema, { endpoint });
    await this.dataSource.query(`DELETE FROM push_subscriptions WHERE endpoint = $1 AND user_id = $2`, [
      values.endpoint,
      viewer.id,
    ]);
    return true;
  }
}
