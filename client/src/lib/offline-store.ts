import {
  isSnapshotKey,
  pickSnapshot,
  snapshotKey,
  tokenUser,
  type OfflineSnapshot,
  type SnapshotScreen,
} from './offline-snapshot';
import { shopTimeZone } from './shop-time-zone';

// Where the offline snapshots live (localStorage, beside the token). A full or blocked storage only means
// nothing is kept for offline use: no screen fails for it.

/** The snapshot of the user `token` names; never another account's. */
export function readOfflineSnapshot(token: string | null): OfflineSnapshot | null {
  const user = tokenUser(token);
  if (!user) return null;
  try {
    return pickSnapshot(window.localStorage.getItem(snapshotKey(user.id)), user.id);
  } catch {
    return null;
  }
}

/** Keeps `screen` as what the user `token` names last saw. */
export function saveOfflineSnapshot(token: string | null, screen: SnapshotScreen): void {
  const user = tokenUser(token);
  if (!user) return;
  const snapshot: OfflineSnapshot = {
    userId: user.id,
    role: user.role,
    savedAt: Date.now(),
    timeZone: shopTimeZone(),
    screen,
  };
  try {
    window.localStorage.setItem(snapshotKey(user.id), JSON.stringify(snapshot));
  } catch {
    // Storage full or refused (private mode): the screen just is not kept.
  }
}

/** Drops the snapshots of every user, except `keepUserId`'s when given. */
export function clearOfflineSnapshots(keepUserId?: string): void {
  try {
    const storage = window.localStorage;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(isSnapshotKey);
    for (const key of keys) if (!keepUserId || key !== snapshotKey(keepUserId)) storage.removeItem(key);
  } catch {
    // No storage, nothing kept.
  }
}
