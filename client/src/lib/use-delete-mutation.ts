import type { ApolloCache, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useToastedMutation, type ToastedMutationOptions } from './use-toasted-mutation';

/**
 * A `delete…(id)` mutation with its toasts. The object is gone once the server (or the optimistic
 * answer) has deleted it: `forget` then takes out of the cache what the deletion left stale.
 */
export function useDeleteMutation<TData, TVariables extends OperationVariables & { id: string | number }>(
  document: TypedDocumentNode<TData, TVariables>,
  forget: (cache: ApolloCache, id: string) => void,
  options: Omit<ToastedMutationOptions<TData, TVariables>, 'update'>,
) {
  return useToastedMutation(document, {
    ...options,
    // Every deletion answers the id it was asked for.
    update(cache, { data }, { variables }) {
      if (data && variables) forget(cache, String(variables.id));
    },
  });
}
