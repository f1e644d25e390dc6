import type { Role } from './role';

/** Who is asking: what services decide access and ownership with, whichever door the call came through. */
export interface Viewer {
  id: string;
  role: Role;
  /** The session the token names (its `jti`); absent for viewers built outside a request. */
  sessionId?: string;
  /**
   * The barber this user is (issue 32), read with the session once per request: what a BARBER's agenda is
   * limited to. Absent for viewers built outside a request.
   */
  barberId?: string | null;
}
