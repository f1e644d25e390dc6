import { useMemo, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import { bookingRuleRefusals } from '@common/validation/booking-rules';
import { ButtonLink } from '@/components/ui/button-link';
import { QueryContent, loadTexts } from '@/components/ui/query-fallback';
import { Screen } from '@/components/ui/screen';
import { StatePanel } from '@/components/ui/state-panel';
import { graphql } from '@/gql/gql';
import { dashboardBack } from '@/lib/area-paths';
import { CACHED_THEN_FRESH } from '@/lib/fetch-policies';
import { pendingRequestsText, usePendingRequestsLive } from '@/lib/pending-requests';
import { shopToday } from '@/lib/shop-date';
import { useCalendarClosedDays } from '../api/use-calendar-closed-days';
import { useAppointmentActions } from '../hooks/use-appointment-actions';
import { longDay } from '../utils/long-day';
import { DayAppointmentCard } from './day-appointment-card';
import './calendar.css';
import './calendar-booking.css';
import './pending-requests.css';

const PendingRequestsQuery = graphql(`
  query PendingRequests {
    pendingAppointments {
      id
      date
      time
      status
      ...DayAppointmentCard_appointment
    }
  }
`);

/**
 * Issue 31 §3, «Solicitudes por confirmar»: every request from today on, whatever month it falls in, soonest
 * first and grouped by day, with the day view's cards and actions. A request leaves the list as soon as it is
 * confirmed or rejected; the buttons of the cards that move up stay off while that change settles.
 */
export function PendingRequests() {
  const query = useQuery(PendingRequestsQuery, CACHED_THEN_FRESH);
  usePendingRequestsLive(query.refetch);
  const { closedOn } = useCalendarClosedDays(shopToday());
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const { busy, deletingId, onAction, dialogs } = useAppointmentActions(summaryRef);

  const { data } = query;
  const days = useMemo(() => {
    const byDay = new Map<string, NonNullable<typeof data>['pendingAppointments'][number][]>();
    // Still pending in the cache: a verdict takes the card away at once (optimistic), before the list comes back.
    for (const request of data?.pendingAppointments ?? []) {
      if (request.status !== 'PENDING') continue;
      byDay.set(request.date, [...(byDay.get(request.date) ?? []), request]);
    }
    return [...byDay.entries()];
  }, [data]);
  const count = days.reduce((sum, [, requests]) => sum + requests.length, 0);

  return (
    <Screen
      className="requests-page"
      title="Solicitudes por confirmar"
      description="Las citas que esperan tu respuesta, de hoy en adelante y de cualquier mes; la más próxima primero."
      back={dashboardBack('admin')}
    >
      <QueryContent query={query} texts={loadTexts('las solicitudes')}>
        {() => (
          <>
            <p ref={summaryRef} className="requests-page__summary" tabIndex={-1} role="status">
              {count ? pendingRequestsText(count) : 'No hay solicitudes por confirmar'}
            </p>
            {count === 0 ? (
              <StatePanel
                icon="checkCircle"
                title="Todo al día"
                message="Las reservas nuevas de tus clientes aparecerán aquí hasta que las confirmes o las rechaces."
                actions={
                  <ButtonLink to="/admin/appointments" variant="secondary" icon="calendar">
                    Ir al calendario
                  </ButtonLink>
                }
              />
            ) : (
              days.map(([date, requests]) => {
                const closed = closedOn(date);
                const confirmRefusal = closed?.closure ? bookingRuleRefusals.confirmOnClosedDate(closed.note) : null;
                const headingId = `requests-${date}`;
                return (
                  <section key={date} className="requests-day" aria-labelledby={headingId}>
                    <header className="requests-day__head">
                      <h2 id={headingId} className="requests-day__title">
                        {longDay(date)}
                      </h2>
                      <ButtonLink
                        to={`/admin/appointments?dia=${date}`}
                        variant="ghost"
                        icon="calendar"
                        aria-label={`Ver el día: ${longDay(date)}`}
                      >
                        Ver el día
                      </ButtonLink>
                    </header>
                    <ul className="bare-list stack-list">
                      {requests.map((request) => (
                        <DayAppointmentCard
                          key={request.id}
                          appointment={request}
                          confirmRefusal={confirmRefusal}
                          onAction={onAction}
                          deleting={deletingId === request.id}
                          busy={busy}
                        />
                      ))}
                    </ul>
                  </section>
                );
              })
            )}
            {dialogs}
          </>
        )}
      </QueryContent>
    </Screen>
  );
}
