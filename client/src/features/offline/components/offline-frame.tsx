import { useEffect, useId, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useOffline } from '@/lib/connectivity';
import { useNow } from '@/lib/use-now';
import { staleNotice } from '@/lib/offline-notice';
import type { OfflineSnapshot } from '@/lib/offline-snapshot';
import { OfflineBanner } from './offline-banner';
import { OfflineHome } from './offline-home';

type OfflineFrameProps = {
  /** What this device kept for the user when the session could not be checked (a start without a connection). */
  snapshot: OfflineSnapshot | null;
  /** Asks for the session again. */
  onRetry: () => unknown;
  children: ReactNode;
};

const LIVE_SCREEN_NOTICE = 'Lo que ves puede no estar al día.';

/**
 * Issue 34: a signed-in area's content, online or not. Offline it says «Sin conexión» and turns off every
 * form control of the screen (a disabled fieldset), so nothing is sent or queued; a start without a
 * connection shows the kept snapshot instead. Back online, the screens ask the server again.
 */
export function OfflineFrame({ snapshot, onRetry, children }: OfflineFrameProps) {
  const offline = useOffline() || Boolean(snapshot);
  const reasonId = useId();
  const client = useApolloClient();
  const now = useNow();

  useEffect(() => {
    const refetch = () => void client.refetchQueries({ include: 'active' }).catch(() => undefined);
    window.addEventListener('online', refetch);
    return () => window.removeEventListener('online', refetch);
  }, [client]);

  const retry = () => {
    void Promise.resolve(onRetry()).catch(() => undefined);
    void client.refetchQueries({ include: 'active' }).catch(() => undefined);
  };
  const notice = snapshot ? staleNotice(snapshot.savedAt, now, snapshot.timeZone) : LIVE_SCREEN_NOTICE;

  return (
    <>
      {offline ? <OfflineBanner notice={notice} reasonId={reasonId} onRetry={retry} /> : null}
      {snapshot ? (
        <OfflineHome snapshot={snapshot} reasonId={reasonId} />
      ) : (
        <fieldset className="offline-gate" disabled={offline} aria-describedby={offline ? reasonId : undefined}>
          {children}
        </fieldset>
      )}
    </>
  );
}
