import { useEffect } from 'react';
import { useAuthToken } from './auth-token';
import { isOffline } from './connectivity';
import type { SnapshotScreen } from './offline-snapshot';
import { saveOfflineSnapshot } from './offline-store';

/**
 * Issue 34: keeps what a home screen shows (null while it has nothing) for a start without a connection.
 * Not while offline: the cache shown then is no newer than the snapshot, and its time must stay the real one.
 */
export function useKeepForOffline(screen: SnapshotScreen | null): void {
  const token = useAuthToken();
  const json = screen ? JSON.stringify(screen) : null;
  useEffect(() => {
    if (json && !isOffline()) saveOfflineSnapshot(token, JSON.parse(json) as SnapshotScreen);
  }, [json, token]);
}
