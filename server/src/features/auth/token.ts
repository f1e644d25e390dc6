import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Viewer } from '../../domain/viewer';
import { Role } from '../../domain/role';

const ALGORITHM = 'HS256';
/** How long a session lasts unused; renewing it starts this again, up to its absolute lifetime. */
export const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** How long a session lasts from its sign-in, however often it is renewed: then the user signs in again. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export interface TokenService {
  /**
   * The session id travels as `jti`; only SessionService issues tokens, with the row that keeps them valid.
   * The token expires with its session's row (`expiresAt`; by default a lifetime from now).
   */
  sign(viewer: Viewer & { sessionId: string }, expiresAt?: Date): string;
  /** The viewer the signature vouches for, or null when it is missing, forged or expired; not whether its session still stands. */
  verify(token: string | undefined | null): Viewer | null;
}

export function createTokenService(secret: string): TokenService {
  // Given a string, jsonwebtoken first tries it as a PEM public key and builds a key object on every call.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    sign: (viewer, expiresAt) =>
      jwt.sign({ role: viewer.role }, key, {
        algorithm: ALGORITHM,
        expiresIn: expiresAt
          ? Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000))
          : SESSION_LIFETIME_SECONDS,
        subject: viewer.id,
        jwtid: viewer.sessionId,
      }),
    verify(token) {
      if (!token) return null;
      try {
        const payload = jwt.verify(token, key, { algorithms: [ALGORITHM] });
        if (typeof payload === 'string' || !payload.sub || !payload.jti) return null;
        const role = payload.role as Role;
        if (!Object.values(Role).includes(role)) return null;
        return { id: payload.sub, role, sessionId: payload.jti };
      } catch {
        return null;
      }
    },
  };
}

export function bearerToken(header: string | undefined | null): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(header?.trim() ?? '');
  return match ? match[1] : null;
}
