import { barberMessages } from '@common/validation/barber';
import { graphql } from '@/gql/gql';
import { useToastedMutation } from '@/lib/use-toasted-mutation';

const SetBarberHoursMutation = graphql(`
  mutation SetBarberHours($barberId: ID!, $hours: [OpeningHoursInput!]) {
    setBarberHours(barberId: $barberId, hours: $hours) {
      followsShop
      hours {
        weekday
        open
        close
      }
    }
  }
`);

export function useSetBarberHours() {
  return useToastedMutation(SetBarberHoursMutation, {
    toasts: { success: barberMessages.hoursSaved, error: 'Error al guardar el horario' },
    refetchQueries: ['BarberHours'],
  });
}
