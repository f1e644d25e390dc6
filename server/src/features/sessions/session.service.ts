import type { DataSource, EntityManager } from 'typeorm';
import { afterCommit } from '../../db/after-commit';
import { isUuid } from '../../db/uuid';
import type { Viewer } from '../../domain/viewer';
import { Topic, type AppPubSub } from '../../graphql/pubsub';
import { SESSION_LIFETIME_SECONDS, type TokenService } from '../auth/token';
import type { Role } from '../users/role';

export interface RevokeOptions {
  /** The caller's transaction: the sessions end with it, and live sockets close only once it commits. */
  manager?: EntityManager;
}

/** How long a confirmed session is trusted without asking the database again (revocations evict at once). */
const TRUSTED_FOR_MS = 60_000;
const MAX_TRUSTED = 10_000;

interface TrustedSession {
  userId: string;
  role: Role;
  expiresAt: number;
  checkedAt: number;
}

/**
 * Sessions that end: each token names a row in `sessions`, and a token is honoured only while its row
 * stands, unexpired, for a user who still exists. Ending a session deletes its row and closes its
 * live subscriptions on every process. A session confirmed in the last minute is trusted from memory;
 * ending one evicts it here at once and, over the pub/sub, on every other process.
 */
export class SessionService {
  private readonly trusted = new Map<string, TrustedSession>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: TokenService,
    private readonly pubSub: AppPubSub,
  ) {}

  /** Opens a session for the user and returns its token. */
  async start(user: { id: string; role: Role }, manager: EntityManager = this.dataSource.manager): Promise<string> {
    // Expired rows of this user go as a new one comes, so the table never grows without bound.
    await manager.query(`DELETE FROM sessions WHERE user_id = $1 AND expires_at <= now()`, [user.id]);
    const [row]: { id: string; expires_at: Date }[] = await manager.query(
      `INSERT INTO sessions (user_id, expires_at) VALUES ($1, now() + make_interval(secs => $2)) RETURNING id, expires_at`,
      [user.id, SESSION_LIFETIME_SECONDS],
    );
    afterCommit(manager, () => this.trust(row.id, user.id, user.role, row.expires_at));
    return this.tokens.sign({ id: user.id, role: user.role, sessionId: row.id });
  }

  /** The viewer of a token whose session still stands (role as stored now), else null. */
  async viewerFor(token: string | null | undefined): Promise<Viewer | null> {
    const claims = this.tokens.verify(token);
    if (!claims?.sessionId || !isUuid(claims.sessionId)) return null;
    const now = Date.now();
    const known = this.trusted.get(claims.sessionId);
    if (known && known.userId === claims.id && now < known.expiresAt && now - known.checkedAt < TRUSTED_FOR_MS) {
      return { id: claims.id, role: known.role, sessionId: claims.sessionId };
    }
    const [row]: { role: Role; expires_at: Date }[] = await this.dataSource.query(
      `SELECT u.role, s.expires_at FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = $1 AND s.user_id = $2 AND s.expires_at > now()`,
      [claims.sessionId, claims.id],
    );
    if (!row) {
      this.trusted.delete(claims.sessionId);
      return null;
    }
    this.trust(claims.sessionId, claims.id, row.role, row.expires_at);
    return { id: claims.id, role: row.role, sessionId: claims.sessionId };
  }

  /** Ended sessions, as told by this process or another one: no longer trusted from memory. */
  forget(sessionIds: readonly string[]): void {
    for (const id of sessionIds) this.trusted.delete(id);
  }

  private trust(sessionId: string, userId: string, role: Role, expiresAt: Date): void {
    this.trusted.delete(sessionId);
    // Oldest first out: a Map iterates in insertion order.
    if (this.trusted.size >= MAX_TRUSTED) this.trusted.delete(this.trusted.keys().next().value!);
    this.trusted.set(sessionId, { userId, role, expiresAt: expiresAt.getTime(), checkedAt: Date.now() });
  }

  /** Ends one session (sign-out). */
  revoke(sessionId: string, options: RevokeOptions = {}): Promise<string[]> {
    return this.end(options.manager, `DELETE FROM sessions WHERE id = $1 RETURNING id`, [sessionId]);
  }

  /**
   * Ends every session of the user but `exceptSessionId` (the one changing the password stays signed in).
   * Returns the ended session ids.
   */
  revokeAll(userId: string, options: RevokeOptions & { exceptSessionId?: string | null } = {}): Promise<string[]> {
    return this.end(
      options.manager,
      `DELETE FROM sessions WHERE user_id = $1 AND ($2::uuid IS NULL OR id <> $2::uuid) RETURNING id`,
      [userId, options.exceptSessionId ?? null],
    );
  }

  private async end(manager: EntityManager | undefined, sql: string, params: unknown[]): Promise<string[]> {
    const target = manager ?? this.dataSource.manager;
    const [rows]: [{ id: string }[], number] = await target.query(sql, params);
    const sessionIds = rows.map((row) => row.id);
    if (sessionIds.length) {
      afterCommit(target, () => {
        this.forget(sessionIds);
        this.pubSub.publish(Topic.SessionsEnded, { sessionIds });
      });
    }
    return sessionIds;
  }
}
