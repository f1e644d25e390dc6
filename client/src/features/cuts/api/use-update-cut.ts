import { successMessages } from '@common/messages';
import { graphql } from '@/gql/gql';
import { useToastedMutation } from '@/lib/use-toasted-mutation';

const UpdateCutMutation = graphql(`
  mutation UpdateCut($id: ID!, $input: CutInput!) {
    updateCut(id: $id, input: $input) {
      id
      ...CutCard_cut
      ...CutForm_cut
    }
  }
`);

/** Saves a cut; the normalised cache updates every screen showing it. */
export function useUpdateCut() {
  return useToastedMutation(UpdateCutMutation, {
    toasts: { success: successMessages.cutUpdated, error: 'Error al actualizar el corte' },
  });
}
