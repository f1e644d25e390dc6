import { useMutation } from '@apollo/client/react';
import type { CutValues } from '@common/validation/cut';
import { graphql } from '@/gql/gql';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { successMessages } from '@common/messages';

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

  return async (id: string, values: CutValues): Promise<boolean> => {
    try {
      await mutate({ variables: { id, input: values } });
      notify.success(successMessages.cutUpdated);
      return true;
    } catch (error) {
      notify.error(errorMessage(error, 'Error al actualizar el corte'));
      return false;
    }
  };
}
