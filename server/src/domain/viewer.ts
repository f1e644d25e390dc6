import type { Role } from '../features/users/role';

/** Who is asking: what services decide access and ownership with, whichever door the call came through. */
export interface Viewer {
  id: string;
  role: Role;
}
