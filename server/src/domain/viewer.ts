import type { Role } from './role';

/** Who is asking: what services decide access and ownership with, whichever door the call came through. */
export interface Viewer {
  id: string;
  role: Role;
  /** The session the token names (its `jti`); absent for viewers built outside a request. */
  sessionId?: string;
}
