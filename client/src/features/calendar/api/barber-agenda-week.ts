import { addDays } from '@common/booking/shop-dates';
import { graphql } from '@/gql/gql';
import { AGENDA_DAYS } from './agenda-week-length';

// The server answers a barber their own appointments only, whatever is asked (issue 32).
export const BarberAgendaQuery = graphql(`
  query BarberAgendaWeek($from: String!, $to: String!) {
    appointments(from: $from, to: $to) {
      id
      date
      time
      status
      cutType
      walkInName
      client {
        id
        name
      }
      ...DayAppointmentCard_appointment
    }
  }
`);

export function agendaDays(today: string): string[] {
  return Array.from({ length: AGENDA_DAYS }, (_, i) => addDays(today, i));
}

/** The agenda's variables: the route's loader asks with these, so the screen's own query is the same request. */
export function agendaVariables(days: string[]) {
  return { from: days[0], to: days[days.length - 1] };
}
