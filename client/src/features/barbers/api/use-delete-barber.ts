import { barberMessages } from '@common/validation/barber';
import { graphql } from '@/gql/gql';
import { useToastedMutation } from '@/lib/use-toasted-mutation';

const DeleteBarberMutation = graphql(`
  mutation DeleteBarber($id: ID!) {
    deleteBarber(id: $id)
  }
`);

export function useDeleteBarber() {
  return useToastedMutation(DeleteBarberMutation, {
    toasts: { success: barberMessages.deleted, error: 'Error al eliminar el barbero' },
    refetchQueries: ['AdminBarbers'],
    awaitRefetchQueries: true,
  });
}
