import type { Role } from '@/gql/graphql';
import { roleHome } from './role-home';

/** What the access guard leaves in the history entry of /login: the address the user was opening. */
export type LoginReturn = { from: string };

/**
 * Where a user goes after signing in: back to the address the guard sent them from when it lies in
 * their own area, otherwise SPEC's admin → /admin, client → /, and a barber → «Mi agenda» (issue 32).
 */
export function afterLoginPath(role: Role, state: unknown): string {
  const from = (state as Partial<LoginReturn> | null)?.from;
  const area = roleHome(role);
  if (typeof from === 'string' && (from === area || from.startsWith(`${area}/`))) return from;
  return role === 'CLIENT' ? '/' : area;
}
