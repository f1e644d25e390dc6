import type { FieldMergeFunction, ModifierDetails } from '@apollo/client/cache';

/**
 * A list field's merge that keeps the arguments it was fetched with in the field's storage, which
 * Apollo shares between merge, read and cache.modify: a modifier then knows which list it holds
 * (list-field-args below) without decoding the cache's store field names.
 */
export const keepListArgs: FieldMergeFunction = (_existing, incoming, { args, storage }) => {
  storage.args = args ?? {};
  return incoming;
};

/** The arguments a list held in the cache was fetched with (see keepListArgs). */
export const listFieldArgs = <Args>({ storage }: Pick<ModifierDetails, 'storage'>): Partial<Args> =>
  (storage.args ?? {}) as Partial<Args>;
