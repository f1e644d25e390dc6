import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { MaybeMasked } from '@apollo/client/masking';
import { useMutation } from '@apollo/client/react';
import { notifyOutcome, type Outcome, type OutcomeToasts } from './notify-outcome';

type Answer<TData> = ApolloClient.MutateResult<MaybeMasked<TData>>;

export type ToastedMutationOptions<TData, TVariables extends OperationVariables> = Omit<
  useMutation.Options<TData, TVariables>,
  'variables'
> & {
  toasts: OutcomeToasts<Answer<TData>>;
};

/** Variables may be left out when the mutation takes none. */
type VariablesArgs<TVariables> =
  Record<string, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables];

/**
 * The toasts every mutation owes the user (SPEC §8): its success text, or the server's message. The cache
 * work stays in Apollo's own options (`update`, `optimisticResponse`, `refetchQueries`). The call never
 * rejects, so a screen only branches on `ok`.
 */
export function useToastedMutation<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  { toasts, ...options }: ToastedMutationOptions<TData, TVariables>,
): (...args: VariablesArgs<TVariables>) => Promise<Outcome<Answer<TData>>> {
  const [mutate] = useMutation<TData, TVariables>(document, options);
  // Apollo picks the call's signature from the concrete variables, which a generic hook does not have.
  const send = mutate as (options: { variables?: TVariables }) => Promise<Answer<TData>>;
  return (...[variables]) => notifyOutcome(() => send({ variables }), toasts);
}
