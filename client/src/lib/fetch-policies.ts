/**
 * A screen shows what the cache holds at once and asks the server once; after that the cache answers,
 * kept current by the mutations and the live subscription.
 */
export const CACHED_THEN_FRESH = { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' } as const;
