import { useMutation } from '@apollo/client/react';
import type { CutValues } from '@common/validation/cut';
import { graphql } from '@/gql/gql';
import { successMessages } from '@common/messages';
import { notifySucceeded } from '@/lib/notify-outcome';

const UpdateCutMutation = graphql(`
  mutation UpdateCut($id: ID!, $input: CutInput!) {
    updateCut(id: $id, input: $input) {
      id
      name
      description
      price
      duration
      updatedAt
    }
  }
`);

/** Saves a cut; the normalised cache updates every screen showing it. Resolves to true on success. */
export function useUpdateCut() {
  const [mutate] = useMutation(UpdateCutMutation);

  return (id: string, values: CutValues) =>
    notifySucceeded(() => mutate({ variables: { id, input: values } }), {
      success: successMessages.cutUpdated,
      error: 'Error al actualizar el corte',
    });
}
