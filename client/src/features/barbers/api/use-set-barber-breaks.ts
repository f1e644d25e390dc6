import { barberMessages } from '@common/validation/barber';
import { graphql } from '@/gql/gql';
import { useToastedMutation } from '@/lib/use-toasted-mutation';

const SetBarberBreaksMutation = graphql(`
  mutation SetBarberBreaks($barberId: ID!, $breaks: [BookingBreakInput!]!) {
    setBarberBreaks(barberId: $barberId, breaks: $breaks) {
      breaks {
        weekday
        start
        end
      }
    }
  }
`);

export function useSetBarberBreaks() {
  return useToastedMutation(SetBarberBreaksMutation, {
    toasts: { success: barberMessages.breaksSaved, error: 'Error al guardar los descansos' },
    refetchQueries: ['BarberBreaks'],
  });
}
