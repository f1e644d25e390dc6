import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import type { ShopBarbersQuery as ShopBarbersResult } from '@/gql/graphql';

const ShopBarbersQuery = graphql(`
  query ShopBarbers {
    barbers {
      id
      name
      bio
      color
      cutIds
      userId
    }
  }
`);

export type ShopBarber = ShopBarbersResult['barbers'][number];

/**
 * The active barbers in their order, asked once and then read from the cache by every screen that names a
 * barber. `several` is the switch of issue 32: with one barber nothing about barbers shows.
 */
export function useShopBarbers() {
  const { data, loading } = useQuery(ShopBarbersQuery, { fetchPolicy: 'cache-first' });
  return useMemo(() => {
    const barbers = data?.barbers ?? [];
    const byId = new Map(barbers.map((barber) => [barber.id, barber]));
    return { barbers, byId, several: barbers.length > 1, loaded: Boolean(data) || !loading };
  }, [data, loading]);
}

/** The active barbers who do `cutId`, in their order. */
export function barbersForCut(barbers: readonly ShopBarber[], cutId: string): ShopBarber[] {
  return cutId ? barbers.filter((barber) => barber.cutIds.includes(cutId)) : [];
}
