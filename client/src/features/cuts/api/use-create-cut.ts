import type { Reference } from '@apollo/client';
import { successMessages } from '@common/messages';
import { graphql } from '@/gql/gql';
import { useToastedMutation } from '@/lib/use-toasted-mutation';

// The card's fields: every screen listing cuts reads some of them, so the new entry in the cached list is complete for all.
const CreateCutMutation = graphql(`
  mutation CreateCut($input: CutInput!) {
    createCut(input: $input) {
      id
      ...CutCard_cut
    }
  }
`);

/** Adds a cut to the catalogue and to the cached list. */
export function useCreateCut() {
  return useToastedMutation(CreateCutMutation, {
    toasts: { success: successMessages.cutCreated, error: 'Error al crear el corte' },
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
}
