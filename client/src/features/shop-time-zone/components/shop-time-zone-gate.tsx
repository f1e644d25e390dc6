import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { FullPageStatus } from '@/components/ui/full-page-status';
import { graphql } from '@/gql/gql';
import { setShopTimeZone, shopTimeZone } from '@/lib/dayjs';

const ShopTimeZoneQuery = graphql(`
  query ShopTimeZone {
    publicConfig {
      timeZone
      businessName
    }
  }
`);

/**
 * Every "today", slot and date on screen is the shop's: the screens render once the server has said
 * which zone that is (SHOP_TIMEZONE). The shop name comes along, so the brand needs no second request.
 */
export function ShopTimeZoneGate({ children }: { children: ReactNode }) {
  const { data, error } = useQuery(ShopTimeZoneQuery, { fetchPolicy: 'cache-first' });
  const zone = data?.publicConfig.timeZone;
  // Idempotent, so safe during render: the children below must already read the shop's zone.
  if (zone && zone !== shopTimeZone()) setShopTimeZone(zone);
  // Unreachable server: the screens still render (in the browser's zone) and show their own errors.
  if (!zone && !error) return <FullPageStatus message="Cargando..." />;
  return <>{children}</>;
}
