import type { ApolloCache } from '@apollo/client';

type Entity = { __typename: string; id: string };

/**
 * Drops what a change made stale: objects (by type and id) and root fields (by name, asked again by the
 * next screen that needs them), then whatever only they referenced.
 */
export function forgetInCache(cache: ApolloCache, ...stale: (Entity | string)[]) {
  for (const item of stale) {
    cache.evict(typeof item === 'string' ? { id: 'ROOT_QUERY', fieldName: item } : { id: cache.identify(item) });
  }
  cache.gc();
}
