import { useQuery } from '@apollo/client/react';
import { useKeepForOffline } from '@/lib/use-keep-for-offline';
import { ClientNextAppointmentQuery } from '../api/client-next-appointment';
import { AppointmentCard } from './appointment-card';
import './next-appointment.css';

/** Issue 15: the client's next appointment (cut, date, time, status) with the actions its status allows. */
export function NextAppointment() {
  const { data, error } = useQuery(ClientNextAppointmentQuery, { fetchPolicy: 'cache-and-network' });
  const next = data?.myNextAppointment;
  useKeepForOffline(
    data
      ? {
          kind: 'next-appointment',
          appointment: next
            ? {
                id: next.id,
                date: next.date,
                time: next.time.slice(0, 5),
                status: next.status,
                service: next.cutType,
                who: next.barberName,
              }
            : null,
        }
      : null,
  );
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
        // "Agendar Cita" is already the hero's button, just above.
        <p className="card next-appointment__empty">No tienes citas próximas.</p>
      )}
    </section>
  );
}
