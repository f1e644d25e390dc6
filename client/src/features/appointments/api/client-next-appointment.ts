import { graphql } from '@/gql/gql';

/** The client's home asks it (NextAppointment) and so does its route's loader, before the screen's code is in. */
export const ClientNextAppointmentQuery = graphql(`
  query ClientNextAppointment {
    myNextAppointment {
      id
      date
      time
      status
      cutType
      barberName
      ...AppointmentCard_appointment
    }
  }
`);
