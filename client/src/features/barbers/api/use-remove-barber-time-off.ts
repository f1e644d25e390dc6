import { barberMessages } from '@common/validation/barber';
import { graphql } from '@/gql/gql';
import { useToastedMutation } from '@/lib/use-toasted-mutation';

const RemoveBarberTimeOffMutation = graphql(`
  mutation RemoveBarberTimeOff($barberId: ID!, $timeOffId: ID!) {
    removeBarberTimeOff(barberId: $barberId, timeOffId: $timeOffId)
  }
`);

export function useRemoveBarberTimeOff() {
  return useToastedMutation(RemoveBarberTimeOffMutation, {
    toasts: { success: barberMessages.timeOffRemoved, error: 'Error al quitar los días libres' },
    refetchQueries: ['BarberTimeOffList'],
    awaitRefetchQueries: true,
  });
}
