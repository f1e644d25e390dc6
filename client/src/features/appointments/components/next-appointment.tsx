import { useQuery } from '@apollo/client/react';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { graphql } from '@/gql/gql';
import { AppointmentCard } from './appointment-card';
import './next-appointment.css';

const ClientNextAppointmentQuery = graphql(`
  query ClientNextAppointment {
    myNextAppointment {
      id
      ...AppointmentCard_appointment
    }
  }
`);

/** Issue 15: the client's next appointment (cut, date, time, status) with the actions its status allows. */
export function NextAppointment() {
  const { data, error } = useQuery(ClientNextAppointmentQuery, { fetchPolicy: 'cache-and-network' });
  // The home works without it: a failed or slow look shows nothing rather than an error panel.
  if (!data || error) return null;
  return (
    <section className="next-appointment" aria-labelledby="next-appointment-title">
      <h2 id="next-appointment-title" className="next-appointment__title">
        Tu próxima cita
      </h2>
      {data.myNextAppointment ? (
        <AppointmentCard appointment={data.myNextAppointment} />
      ) : (
        <div className="card next-appointment__empty">
          <p>No tienes citas próximas.</p>
          <ButtonLink to="/client/appointments/create" variant="secondary">
            <Icon name="calendarPlus" size={18} />
            Agendar Cita
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
