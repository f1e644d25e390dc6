import { barberMessages } from '@common/validation/barber';
import { graphql } from '@/gql/gql';
import { useToastedMutation } from '@/lib/use-toasted-mutation';

const UpdateBarberMutation = graphql(`
  mutation UpdateBarber($id: ID!, $input: UpdateBarberInput!) {
    updateBarber(id: $id, input: $input) {
      id
    }
  }
`);

/** Edits, moves, deactivates or activates a barber; the list is read again (a move renumbers everyone). */
export function useUpdateBarber(success: string = barberMessages.updated) {
  return useToastedMutation(UpdateBarberMutation, {
    toasts: { success, error: 'Error al guardar el barbero' },
    refetchQueries: ['AdminBarbers'],
    awaitRefetchQueries: true,
  });
}
