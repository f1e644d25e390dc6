import type { DataSource, EntityManager } from 'typeorm';
import { sessionMessages } from '../../../../common/messages';
import { afterCommit } from '../../db/after-commit';
import { isUuid } from '../../db/uuid';
import type { Viewer } from '../../domain/viewer';
import { unauthenticated } from '../../domain/errors';
import { Topic, type AppPubSub } from '../../events/pubsub';
import { SESSION_LIFETIME_SECONDS, SESSION_MAX_AGE_SECONDS, type TokenService } from '../auth/token';
import type { Role } from '../../domain/role';

// `$3` is SESSION_MAX_AGE_SECONDS: a session older than that is over, whatever its expiry says (rows from
// before the absolute lifetime existed included).
const WITHIN_MAX_AGE = `s.created_at + make_interval(secs => $3) > now()`;

export interface RevokeOptions {
  /** The caller's transaction: the sessions end with it, and live sockets close only once it commits. */
  manager?: EntityManager;
}

/**
 * Sessions that end: each token names a row in `sessions`, and a token is honoured only while its row
 * stands, unexpired, for a user who still exists. Ending a session deletes its row and closes its
 * live subscriptions on every process. Deliberately no memory of checked sessions: one ended by another
 * process (the admin command, an instance without Redis) must be refused on the very next request.
 */
export class SessionService {
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
    return this.tokens.sign({ id: user.id, role: user.role, sessionId: row.id }, new Date(row.expires_at));
  }

  /** The viewer of a token whose session still stands (role as stored now), else null. */
  async viewerFor(token: string | null | undefined): Promise<Viewer | null> {
    const claims = this.tokens.verify(token);
    if (!claims?.sessionId || !isUuid(claims.sessionId)) return null;
    // The barber the user is comes in the same round trip: a BARBER's every read is scoped by it.
    const [row]: { role: Role; barber_id: string | null }[] = await this.dataSource.query(
      `SELECT u.role, b.id AS barber_id FROM sessions s JOIN users u ON u.id = s.user_id
         LEFT JOIN barbers b ON b.user_id = u.id
        WHERE s.id = $1 AND s.user_id = $2 AND s.expires_at > now() AND ${WITHIN_MAX_AGE}`,
      [claims.sessionId, claims.id, SESSION_MAX_AGE_SECONDS],
    );
    return row ? { id: claims.id, role: row.role, sessionId: claims.sessionId, barberId: row.barber_id } : null;
  }

  /**
   * Extends the viewer's session by a full lifetime from now, but never past its absolute lifetime from the
   * sign-in, and returns a token for it: someone who keeps using the app (the barber's tablet at the counter)
   * is not signed out mid-week, yet a stolen token cannot be kept alive for ever. Refused once the session
   * has ended or expired.
   */
  async renew(viewer: Viewer): Promise<string> {
    if (!viewer.sessionId) throw unauthenticated();
    const [rows]: [{ expires_at: Date }[], number] = await this.dataSource.query(
      `UPDATE sessions s
          SET expires_at = LEAST(now() + make_interval(secs => $4), created_at + make_interval(secs => $3))
        WHERE id = $1 AND user_id = $2 AND expires_at > now() AND ${WITHIN_MAX_AGE}
        RETURNING expires_at`,
      [viewer.sessionId, viewer.id, SESSION_MAX_AGE_SECONDS, SESSION_LIFETIME_SECONDS],
    );
    if (!rows.length) throw unauthenticated(sessionMessages.expired);
    return this.tokens.sign(
      { id: viewer.id, role: viewer.role, sessionId: viewer.sessionId },
      new Date(rows[0].expires_at),
    );
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
    if (sessionIds.length) afterCommit(target, () => this.pubSub.publish(Topic.SessionsEnded, { sessionIds }));
    return sessionIds;
  }
}
