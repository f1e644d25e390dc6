import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { CutValues } from '@common/validation/cut';
import { graphql } from '@/gql/gql';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { successMessages } from '@common/messages';

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

  return async (values: CutValues): Promise<boolean> => {
    try {
      await mutate({
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
      });
      notify.success(successMessages.cutCreated);
      return true;
    } catch (error) {
      notify.error(errorMessage(error, 'Error al crear el corte'));
      return false;
    }
  };
}
