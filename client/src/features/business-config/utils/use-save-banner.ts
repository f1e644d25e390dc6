import { useCallback, useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import type { Banner } from '../components/config-banner';

/**
 * A settings card's save: the old banner goes, then the save's own success text shows, or the
 * server's message (else `failure`). `onError` sees the error first (e.g. to mark the fields).
 */
export function useSaveBanner() {
  const [banner, setBanner] = useState<Banner>(null);
  const save = useCallback(async (work: () => Promise<string>, failure: string, onError?: (error: unknown) => void) => {
    setBanner(null);
    try {
      setBanner({ tone: 'success', text: await work() });
    } catch (error) {
      onError?.(error);
      setBanner({ tone: 'error', text: errorMessage(error, failure) });
    }
  }, []);
  return { banner, save };
}
