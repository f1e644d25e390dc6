import { barberMessages } from '@common/validation/barber';
import { graphql } from '@/gql/gql';
import { useToastedMutation } from '@/lib/use-toasted-mutation';

const AddBarberTimeOffMutation = graphql(`
  mutation AddBarberTimeOff($barberId: ID!, $input: BarberTimeOffInput!) {
    addBarberTimeOff(barberId: $barberId, input: $input) {
      id
    }
  }
`);

export function useAddBarberTimeOff() {
  return useToastedMutation(AddBarberTimeOffMutation, {
    toasts: { success: barberMessages.timeOffAdded, error: 'Error al agregar los días libres' },
    refetchQueries: ['BarberTimeOffList'],
    awaitRefetchQueries: true,
  });
}
