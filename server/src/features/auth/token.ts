import jwt from 'jsonwebtoken';
import type { Viewer } from '../../domain/viewer';
import { Role } from '../users/role';

const ALGORITHM = 'HS256';
const EXPIRES_IN = '7d';

export interface TokenService {
  sign(viewer: Viewer): string;
  /** The viewer the token names, or null when it is missing, forged or expired. */
  verify(token: string | undefined | null): Viewer | null;
}

export function createTokenService(secret: string): TokenService {
  return {
    sign: (viewer) =>
      jwt.sign({ role: viewer.role }, secret, { algorithm: ALGORITHM, expiresIn: EXPIRES_IN, subject: viewer.id }),
    verify(token) {
      if (!token) return null;
      try {
        const payload = jwt.verify(token, secret, { algorithms: [ALGORITHM] });
        if (typeof payload === 'string' || !payload.sub) return null;
        const role = payload.role as Role;
        if (role !== Role.ADMIN && role !== Role.CLIENT) return null;
        return { id: payload.sub, role };
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
