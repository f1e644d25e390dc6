import { useEffect, useRef } from 'react';

type Freshness = {
  /** Refetch this often while the page is visible. */
  pollMs: number;
  /** On window focus, refetch when the last fetch is older than this. */
  staleMs: number;
};

/**
 * SPEC §7/§9 for the admin's appointments: refetched every 30 s, stale after 10 s, refetched
 * when the window regains focus (only if stale). `fetchedAt` changes when fresh data arrives
 * (new variables, a subscription update), which also counts as fresh.
 */
export function useQueryFreshness(refetch: () => unknown, fetchedAt: unknown, { pollMs, staleMs }: Freshness) {
  const lastFetch = useRef(0);
  const refetchRef = useRef(refetch);

  useEffect(() => {
    refetchRef.current = refetch;
  }, [refetch]);

  useEffect(() => {
    lastFetch.current = Date.now();
  }, [fetchedAt]);

  useEffect(() => {
    const run = () => {
      lastFetch.current = Date.now();
      void Promise.resolve(refetchRef.current()).catch(() => undefined);
    };
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') run();
    }, pollMs);
    const onFocus = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastFetch.current >= staleMs) run();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [pollMs, staleMs]);
}
