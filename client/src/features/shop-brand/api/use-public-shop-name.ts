import { useEffect, useState } from 'react';
import { takePublicConfig } from '@/lib/public-config';

/** The saved shop name for the public and client areas (null until the admin saves the settings). */
export function usePublicShopName(): string | null {
  const [request] = useState(takePublicConfig);
  const [name, setName] = useState<string | null>(request.now?.businessName ?? null);
  useEffect(() => {
    let mounted = true;
    request.fresh.then(
      (config) => mounted && setName(config.businessName),
      // Unreachable server: the brand stays the generic one, as before the settings are saved.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [request]);
  return name;
}
