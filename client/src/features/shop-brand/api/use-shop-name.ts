import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql/gql';

const PublicShopNameQuery = graphql(`
  query PublicShopName {
    publicConfig {
      businessName
    }
  }
`);

const AdminShopNameQuery = graphql(`
  query AdminShopName {
    businessConfig {
      businessName
    }
  }
`);

/** The saved shop name for the public and client areas (null until the admin saves the settings). */
export function usePublicShopName(): string | null {
  const { data } = useQuery(PublicShopNameQuery, { fetchPolicy: 'cache-first' });
  return data?.publicConfig.businessName ?? null;
}

/** The admin area reads its own settings rather than the public config (SPEC §6). */
export function useAdminShopName(): string | null {
  const { data } = useQuery(AdminShopNameQuery, { fetchPolicy: 'cache-first' });
  return data?.businessConfig?.businessName ?? null;
}
