import type { Role } from '@/gql/graphql';
import { BARBER_HOME } from '@/lib/area-paths';

export const LOGIN_PATH = '/login';

const HOMES = { ADMIN: '/admin', CLIENT: '/client', BARBER: BARBER_HOME } as const satisfies Record<Role, string>;

/** The area a signed-in user belongs to. */
export function roleHome(role: Role): (typeof HOMES)[Role] {
  return HOMES[role];
}
