import type { Role } from '@/gql/graphql';

export const LOGIN_PATH = '/login';

/** The area a signed-in user belongs to. */
export function roleHome(role: Role): '/admin' | '/client' {
  return role === 'ADMIN' ? '/admin' : '/client';
}
