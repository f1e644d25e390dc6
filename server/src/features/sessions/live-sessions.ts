import { Topic, type AppPubSub } from '../../events/pubsub';
import type { SessionsEndedEvent } from './sessions-ended';

/** What graphql-ws clients read as "the credentials are no longer good" (and do not retry). */
export const SESSION_ENDED_CLOSE_CODE = 4401;
export const SESSION_ENDED_CLOSE_REASON = 'Sesión cerrada';

export interface ClosableSocket {
  close(code: number, reason: string): void;
  once(event: 'close', listener: () => void): unknown;
}

/**
 * The WebSocket connections of each session on this process. Ended sessions arrive over the pub/sub
 * (so with Redis every process hears them) and their sockets are closed at once.
 */
export class LiveSessions {
  private readonly sockets = new Map<string, Set<ClosableSocket>>();
  private readonly events: AsyncIterator<unknown>;

  constructor(pubSub: AppPubSub) {
    this.events = pubSub.subscribe(Topic.SessionsEnded)[Symbol.asyncIterator]();
    void this.listen();
  }

  track(sessionId: string, socket: ClosableSocket): void {
    let open = this.sockets.get(sessionId);
    if (!open) this.sockets.set(sessionId, (open = new Set()));
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      if (!open.size && this.sockets.get(sessionId) === open) this.sockets.delete(sessionId);
    });
  }

  end(sessionIds: readonly string[]): void {
    for (const id of sessionIds) {
      for (const socket of this.sockets.get(id) ?? [])
        socket.close(SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_CLOSE_REASON);
      this.sockets.delete(id);
    }
  }

  /** Stops listening. Not awaited: a Redis feed only settles its pending read once the pub/sub itself closes. */
  close(): void {
    void this.events.return?.();
  }

  private async listen(): Promise<void> {
    try {
      for (;;) {
        const next = await this.events.next();
        if (next.done) return;
        this.end((next.value as SessionsEndedEvent).sessionIds ?? []);
      }
    } catch (error) {
      console.error('[sessions] lost the session-ended feed', error);
    }
  }
}
