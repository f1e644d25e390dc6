import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql/gql';

const AdminShopNameQuery = graphql(`
  query AdminShopName {
    businessConfig {
      businessName
    }
  }
`);

/** The admin area reads its own settings rather than the public config (SPEC §6). */
export function useAdminShopName(): string | null {
  const { data } = useQuery(AdminShopNameQuery, { fetchPolicy: 'cache-first' });
  return data?.businessConfig?.businessName ?? null;
}
