import { useMemo, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { LoadError } from '@/components/ui/query-fallback';
import { Screen } from '@/components/ui/screen';
import { Spinner } from '@/components/ui/spinner';
import { CACHED_THEN_FRESH } from '@/lib/fetch-policies';
import { shopToday } from '@/lib/shop-date';
import { useKeepForOffline } from '@/lib/use-keep-for-offline';
import { agendaDays, agendaVariables, BarberAgendaQuery } from '../api/barber-agenda-week';
import { useCalendarClosedDays } from '../api/use-calendar-closed-days';
import { useCalendarLiveUpdates } from '../api/use-calendar-live-updates';
import { useAppointmentActions } from '../hooks/use-appointment-actions';
import { useQueryFreshness } from '../hooks/use-query-freshness';
import { compareForDay } from '../utils/appointment-status';
import { agendaSnapshot } from '../utils/agenda-snapshot';
import { longDay } from '../utils/long-day';
import { AgendaDay } from './agenda-day';
import { NewAppointmentModal } from './new-appointment-modal';
import './calendar.css';
import './calendar-booking.css';
import './barber-agenda.css';

// As the admin's calendar: polled, refreshed when stale, and live through the subscription in between.
const POLL_MS = 30_000;
const STALE_MS = 10_000;

/**
 * Issue 32: a barber's «Mi agenda», their home. Today's appointments first, then the rest of the week by day,
 * each with the admin's day-view actions on their own appointments; «Nueva cita» books a walk-in or a phone
 * call into their agenda.
 */
export function BarberAgenda() {
  const today = shopToday();
  const days = useMemo(() => agendaDays(today), [today]);
  const { data, error, loading, refetch } = useQuery(BarberAgendaQuery, {
    variables: agendaVariables(days),
    ...CACHED_THEN_FRESH,
  });
  useQueryFreshness(refetch, data, { pollMs: POLL_MS, staleMs: STALE_MS });
  useCalendarLiveUpdates();
  const { closedOn } = useCalendarClosedDays(today);
  const todayRef = useRef<HTMLHeadingElement>(null);
  const { busy, onAction, dialogs } = useAppointmentActions(todayRef);
  const [creatingOn, setCreatingOn] = useState<string | null>(null);

  const byDate = useMemo(() => {
    const map = new Map<string, NonNullable<typeof data>['appointments'][number][]>();
    for (const appointment of data?.appointments ?? []) {
      map.set(appointment.date, [...(map.get(appointment.date) ?? []), appointment]);
    }
    for (const list of map.values()) list.sort(compareForDay);
    return map;
  }, [data]);
  useKeepForOffline(data ? agendaSnapshot(today, byDate.get(today) ?? []) : null);

  const day = (date: string, heading: string, empty: string) => (
    <AgendaDay
      key={date}
      date={date}
      heading={heading}
      appointments={byDate.get(date) ?? []}
      empty={empty}
      closed={closedOn(date)}
      busy={busy}
      onAction={onAction}
      onCreate={setCreatingOn}
      headingRef={date === today ? todayRef : undefined}
    />
  );

  return (
    <Screen
      className="barber-agenda"
      title="Mi agenda"
      description="Tus citas de hoy y de los próximos días: confírmalas, complétalas o muévelas."
    >
      {!data && error ? (
        <LoadError error={error} refetch={refetch} errorTitle="Error al cargar tu agenda" />
      ) : !data && loading ? (
        <p className="barber-agenda__loading" role="status">
          <Spinner size={18} />
          Cargando tu agenda...
        </p>
      ) : (
        <>
          {day(today, `Hoy · ${longDay(today)}`, 'No tienes citas hoy.')}
          <h2 className="barber-agenda__week-title">Resto de la semana</h2>
          {days.slice(1).map((date) => day(date, longDay(date), 'Sin citas.'))}
        </>
      )}
      {creatingOn ? (
        <NewAppointmentModal date={creatingOn} closed={closedOn(creatingOn)} onClose={() => setCreatingOn(null)} />
      ) : null}
      {dialogs}
    </Screen>
  );
}
