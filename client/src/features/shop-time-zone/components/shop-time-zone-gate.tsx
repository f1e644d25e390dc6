import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { FullPageStatus } from '@/components/ui/full-page-status';
import { graphql } from '@/gql/gql';
import { hasShopTimeZone, setShopTimeZone, shopTimeZone } from '@/lib/dayjs';

const ShopTimeZoneQuery = graphql(`
  query ShopTimeZone {
    publicConfig {
      timeZone
    }
  }
`);

/**
 * Every "today", slot and date on screen is the shop's: the screens render once the server has said
 * which zone that is (SHOP_TIMEZONE). Only the zone: the admin area reads its own settings, not the public ones.
 */
export function ShopTimeZoneGate({ children }: { children: ReactNode }) {
  const { data, error } = useQuery(ShopTimeZoneQuery, { fetchPolicy: 'cache-first' });
  const zone = data?.publicConfig.timeZone;
  // Idempotent, so safe during render: the children below must already read the shop's zone.
  if (zone && (zone !== shopTimeZone() || !hasShopTimeZone())) setShopTimeZone(zone);
  // Only the first load waits: a refetch (after the admin saves the settings) must not unmount the screens.
  // Unreachable server: the screens still render (in the browser's zone) and show their own errors.
  if (!hasShopTimeZone() && !error) return <FullPageStatus message="Cargando..." />;
  return <>{children}</>;
}
