import type { Role } from '@/gql/graphql';

// Issue 34: what a signed-in screen last showed, kept on this device for a start without a connection.
// One localStorage entry per user; every key starts with the prefix, so sign-out can drop them all.
export const SNAPSHOT_PREFIX = 'barberia.offline.';

export const snapshotKey = (userId: string) => `${SNAPSHOT_PREFIX}${userId}`;

export const isSnapshotKey = (key: string | null): key is string => Boolean(key?.startsWith(SNAPSHOT_PREFIX));

/** One appointment as an offline screen lists it: only what it shows. */
export type SnapshotAppointment = {
  id: string;
  date: string;
  time: string;
  status: string;
  service: string;
  /** Who it is for (the agendas) or with whom (the client's card). */
  who: string;
};

export type SnapshotScreen =
  | { kind: 'agenda'; date: string; appointments: SnapshotAppointment[] }
  | { kind: 'next-appointment'; appointment: SnapshotAppointment | null };

export type OfflineSnapshot = {
  userId: string;
  role: Role;
  /** When it was saved, ms. */
  savedAt: number;
  /** The shop's zone then: offline, the server cannot say it. */
  timeZone: string;
  screen: SnapshotScreen;
};

const ROLES: readonly string[] = ['ADMIN', 'BARBER', 'CLIENT'] satisfies Role[];

/**
 * The user a session token names, read without checking its signature: only to choose whose snapshot to show
 * (the server alone judges the token). Null when it names none.
 */
export function tokenUser(token: string | null): { id: string; role: Role } | null {
  try {
    const payload: unknown = JSON.parse(atob(token!.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    if (!payload || typeof payload !== 'object') return null;
    // The server signs the user's id as `sub` and the role in lower case ('barber').
    const { sub, role } = payload as { sub?: unknown; role?: unknown };
    const upper = typeof role === 'string' ? role.toUpperCase() : '';
    if (typeof sub !== 'string' || !sub || !ROLES.includes(upper)) return null;
    return { id: sub, role: upper as Role };
  } catch {
    return null;
  }
}

/** The stored entry as a snapshot of `userId`, or null: unreadable, or another account's (never shown). */
export function pickSnapshot(stored: string | null, userId: string | null | undefined): OfflineSnapshot | null {
  if (!stored || !userId) return null;
  try {
    const parsed = JSON.parse(stored) as Partial<OfflineSnapshot> | null;
    if (!parsed || parsed.userId !== userId) return null;
    if (typeof parsed.savedAt !== 'number' || typeof parsed.timeZone !== 'string' || !parsed.screen) return null;
    if (!ROLES.includes(parsed.role as string)) return null;
    return parsed as OfflineSnapshot;
  } catch {
    return null;
  }
}
