import { useEffect, useState, type ReactNode } from 'react';
import { FullPageStatus } from '@/components/ui/full-page-status';
import { startupPublicConfig } from '@/lib/public-config';
import { hasShopTimeZone, setShopTimeZone } from '@/lib/shop-time-zone';

/**
 * Every "today", slot and date on screen is the shop's: the screens render once the server has said
 * which zone that is (SHOP_TIMEZONE). Only the zone: the admin area reads its own settings, not the public ones.
 */
export function ShopTimeZoneGate({ children }: { children: ReactNode }) {
  const [settled, setSettled] = useState(hasShopTimeZone);
  useEffect(() => {
    if (settled) return;
    let mounted = true;
    startupPublicConfig()
      .then((config) => setShopTimeZone(config.timeZone))
      // Unreachable server: the screens still render (in the browser's zone) and show their own errors.
      .catch(() => undefined)
      .finally(() => mounted && setSettled(true));
    return () => {
      mounted = false;
    };
  }, [settled]);
  if (!settled) return <FullPageStatus message="Cargando..." />;
  return <>{children}</>;
}
