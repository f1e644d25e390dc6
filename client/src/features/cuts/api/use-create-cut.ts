import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { CutValues } from '@common/validation/cut';
import { graphql } from '@/gql/gql';
import { successMessages } from '@common/messages';
import { notifySucceeded } from '@/lib/notify-outcome';

const CreateCutMutation = graphql(`
  mutation CreateCut($input: CutInput!) {
    createCut(input: $input) {
      id
      name
      description
      price
      duration
      createdAt
      updatedAt
    }
  }
`);

/** Adds a cut to the catalogue and to the cached list. Resolves to true on success (toasts either way). */
export function useCreateCut() {
  const [mutate] = useMutation(CreateCutMutation);

  return (values: CutValues) =>
    notifySucceeded(
      () =>
        mutate({
          variables: { input: values },
          update(cache, { data }) {
            const created = data?.createCut;
            if (!created) return;
            cache.modify<{ cuts: Reference[] }>({
              fields: {
                cuts(existing = [], { toReference }) {
                  const ref = toReference({ __typename: 'Cut', id: created.id });
                  return ref ? [...existing, ref] : existing;
                },
              },
            });
          },
        }),
      { success: successMessages.cutCreated, error: 'Error al crear el corte' },
    );
}
