import { barberMessages } from '@common/validation/barber';
import { graphql } from '@/gql/gql';
import { useToastedMutation } from '@/lib/use-toasted-mutation';

const CreateBarberMutation = graphql(`
  mutation CreateBarber($input: CreateBarberInput!) {
    createBarber(input: $input) {
      id
    }
  }
`);

/** Adds a barber (and mails the invitation when an email is given); the list is read again. */
export function useCreateBarber() {
  return useToastedMutation(CreateBarberMutation, {
    toasts: { success: barberMessages.created, error: 'Error al agregar el barbero' },
    refetchQueries: ['AdminBarbers'],
    awaitRefetchQueries: true,
  });
}
