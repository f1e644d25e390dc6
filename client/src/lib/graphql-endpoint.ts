export const GRAPHQL_PATH = '/graphql';

/** ws:// or wss:// URL of the GraphQL endpoint on the current host. */
export function graphqlWsUrl(location: Location = window.location): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}${GRAPHQL_PATH}`;
}

export function bearer(token: string | null): string | undefined {
  return token ? `Bearer ${token}` : undefined;
}
