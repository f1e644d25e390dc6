import { useEffect, useRef } from 'react';

/**
 * SPEC §7: refetch when the window regains focus (or the tab becomes visible) if the data is
 * older than `staleMs`. `fetchedAt` changes whenever fresh data arrives.
 */
export function useRefetchOnFocus(refetch: () => unknown, fetchedAt: unknown, staleMs: number) {
  const lastFetch = useRef(0);
  const refetchRef = useRef(refetch);

  useEffect(() => {
    refetchRef.current = refetch;
  }, [refetch]);

  useEffect(() => {
    lastFetch.current = Date.now();
  }, [fetchedAt]);

  useEffect(() => {
    const onFocus = () => {
      if (document.visibilityState !== 'visible') return;
      if (Date.now() - lastFetch.current < staleMs) return;
      lastFetch.current = Date.now();
      void refetchRef.current();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [staleMs]);
}
