import { statusMeta } from '@common/appointment-status';
import { capitalized, longDate } from '@common/date-text';
import { formatSlot12h } from '@common/validation/appointment';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import type { OfflineSnapshot, SnapshotAppointment } from '@/lib/offline-snapshot';
import './offline.css';

type OfflineHomeProps = { snapshot: OfflineSnapshot; reasonId: string };

// Each row's main move, as the agenda offers it; here only to show it cannot be done now.
const NEXT_MOVE: Record<string, string> = { PENDING: 'Confirmar', CONFIRMED: 'Marcar como completada' };

const dayText = (date: string) => capitalized(longDate(date) ?? date);

/**
 * Issue 34: the home screen as this user last saw it, read from this device (no server): the agenda of the day
 * for the barbers, the next appointment for a client. Its actions are there but off, with the reason.
 */
export function OfflineHome({ snapshot, reasonId }: OfflineHomeProps) {
  const { screen } = snapshot;
  if (screen.kind === 'next-appointment') {
    return (
      <section className="offline-home" aria-labelledby="page-title">
        <h1 id="page-title">Tu próxima cita</h1>
        {screen.appointment ? (
          <article className="card offline-home__card" aria-label="Tu próxima cita">
            <AppointmentLine appointment={screen.appointment} withDate />
            <div className="offline-home__actions">
              <Button disabled aria-describedby={reasonId} icon="close">
                Cancelar cita
              </Button>
            </div>
          </article>
        ) : (
          <p className="card offline-home__empty">No tenías citas próximas.</p>
        )}
        <Button disabled aria-describedby={reasonId} icon="calendarPlus">
          Agendar Cita
        </Button>
      </section>
    );
  }
  const title = snapshot.role === 'BARBER' ? 'Mi agenda' : 'Agenda de hoy';
  return (
    <section className="offline-home" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <h2 className="offline-home__day">{dayText(screen.date)}</h2>
      {screen.appointments.length ? (
        <ul className="offline-home__list">
          {screen.appointments.map((appointment) => (
            <li key={appointment.id} className="card offline-home__card">
              <AppointmentLine appointment={appointment} />
              {NEXT_MOVE[appointment.status] ? (
                <div className="offline-home__actions">
                  <Button disabled aria-describedby={reasonId} icon="check">
                    {NEXT_MOVE[appointment.status]}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="card offline-home__empty">No tenías citas este día.</p>
      )}
      <Button disabled aria-describedby={reasonId} icon="plus">
        Nueva cita
      </Button>
    </section>
  );
}

function AppointmentLine({ appointment, withDate = false }: { appointment: SnapshotAppointment; withDate?: boolean }) {
  const status = statusMeta(appointment.status);
  return (
    <div className="offline-home__line">
      <p className="offline-home__when">
        <span className="offline-home__time">{formatSlot12h(appointment.time)}</span>
        {withDate ? <span className="offline-home__date">{dayText(appointment.date)}</span> : null}
      </p>
      <p className="offline-home__who">{appointment.who}</p>
      {appointment.service ? <p className="offline-home__service">{appointment.service}</p> : null}
      <StatusBadge label={status.label} tone={status.tone} />
    </div>
  );
}
