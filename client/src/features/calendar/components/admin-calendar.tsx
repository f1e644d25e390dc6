import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { isIsoDate } from '@common/validation/appointment';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/query-fallback';
import { Screen } from '@/components/ui/screen';
import { Spinner } from '@/components/ui/spinner';
import { graphql } from '@/gql/gql';
import { dashboardBack } from '@/lib/area-paths';
import { CACHED_THEN_FRESH } from '@/lib/fetch-policies';
import { shopToday } from '@/lib/shop-date';
import { useKeepForOffline } from '@/lib/use-keep-for-offline';
import { useMediaQuery, WIDE_SCREEN_QUERY } from '@/lib/use-media-query';
import { useShopBarbers } from '@/lib/shop-barbers';
import { useCalendarClosedDays } from '../api/use-calendar-closed-days';
import { useCalendarLiveUpdates } from '../api/use-calendar-live-updates';
import { useQueryFreshness } from '../hooks/use-query-freshness';
import { agendaSnapshot } from '../utils/agenda-snapshot';
import { compareForDay, countByStatus } from '../utils/appointment-status';
import { gridRange, monthGrid, monthLabel, monthOf, monthRange, shiftMonth } from '../utils/month-grid';
import { BarberFilter } from './barber-filter';
import { CalendarCounters } from './calendar-counters';
import { CalendarRequestsLink } from './calendar-requests-link';
import { CalendarGrid } from './calendar-grid';
import { CalendarToolbar } from './calendar-toolbar';
import { DayModal } from './day-modal';
import { ExportAppointmentsModal } from './export-appointments-modal';
import './calendar.css';
import './calendar-booking.css';

const AdminCalendarMonthQuery = graphql(`
  query AdminCalendarMonth($from: String!, $to: String!, $barberId: ID) {
    appointments(from: $from, to: $to, barberId: $barberId) {
      id
      date
      time
      status
      barberId
      barberName
      cutType
      walkInName
      client {
        id
        name
      }
      ...CalendarDay_appointment
      ...DayAppointmentCard_appointment
    }
  }
`);

// SPEC §7/§9: refetched every 30 s, stale after 10 s, refetched on window focus.
const POLL_MS = 30_000;
const STALE_MS = 10_000;

/** SPEC §2 "/admin/appointments": the live monthly calendar. */
export function AdminCalendar() {
  const today = shopToday();
  // ?dia=YYYY-MM-DD (the links from a closed date's appointments) opens that day.
  const [params] = useSearchParams();
  const linkedDay = isIsoDate(params.get('dia') ?? '') ? params.get('dia') : null;
  const [month, setMonth] = useState(() => monthOf(linkedDay ?? today));
  const [openDate, setOpenDate] = useState<string | null>(linkedDay);
  const [exporting, setExporting] = useState(false);
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY);
  // Issue 32: with several barbers the month can show one barber's appointments ('' = all of them).
  const { barbers, several } = useShopBarbers();
  const [barberFilter, setBarberFilter] = useState('');
  const onlyBarberId = several && barbers.some((barber) => barber.id === barberFilter) ? barberFilter : null;

  // The whole grid, the neighbouring months' days included (issue 31 §3).
  const { data, error, loading, refetch } = useQuery(AdminCalendarMonthQuery, {
    variables: { ...gridRange(month), barberId: onlyBarberId },
    ...CACHED_THEN_FRESH,
  });
  useQueryFreshness(refetch, data, { pollMs: POLL_MS, staleMs: STALE_MS });
  useCalendarLiveUpdates();
  const { closedOn, beyondHorizon } = useCalendarClosedDays(today);

  const appointments = useMemo(() => data?.appointments ?? [], [data]);
  const byDate = useMemo(() => {
    const map = new Map<string, (typeof appointments)[number][]>();
    for (const appointment of appointments) {
      const day = map.get(appointment.date) ?? [];
      day.push(appointment);
      map.set(appointment.date, day);
    }
    for (const day of map.values()) day.sort(compareForDay);
    return map;
  }, [appointments]);
  // Issue 34: the admin's agenda of today is this month's today, every barber's.
  const showsToday = Boolean(data) && !onlyBarberId && month === monthOf(today);
  useKeepForOffline(showsToday ? agendaSnapshot(today, byDate.get(today) ?? []) : null);

  const label = monthLabel(month);
  const weeks = monthGrid(month, today);
  const firstLoad = !data && loading;

  return (
    <Screen
      className="calendar-page"
      title="Calendario de Citas"
      description="Confirma, rechaza y completa las citas del mes."
      back={dashboardBack('admin')}
      actions={
        <Button variant="secondary" onClick={() => setExporting(true)} icon="download">
          Exportar CSV
        </Button>
      }
    >
      {/* The month's own counters (decision 0025); what waits in any month is one tap away. */}
      <CalendarCounters counters={countByStatus(appointments.filter((a) => monthOf(a.date) === month))} />
      <CalendarRequestsLink />

      <CalendarToolbar
        label={label}
        busy={loading}
        onPrevious={() => setMonth((current) => shiftMonth(current, -1))}
        onNext={() => setMonth((current) => shiftMonth(current, 1))}
        onToday={() => setMonth(monthOf(shopToday()))}
      />

      {several ? <BarberFilter barbers={barbers} value={onlyBarberId ?? ''} onChange={setBarberFilter} /> : null}

      {!data && error ? (
        <LoadError error={error} refetch={refetch} errorTitle="Error al cargar las citas" />
      ) : (
        <div className="calendar-page__grid" aria-busy={firstLoad || undefined}>
          {firstLoad ? (
            <p className="calendar-page__loading" role="status">
              <Spinner size={18} />
              Cargando citas...
            </p>
          ) : null}
          <CalendarGrid
            weeks={weeks}
            byDate={byDate}
            maxVisible={isWide ? 2 : 1}
            closedOn={closedOn}
            label={`Días de ${label}`}
            onOpen={setOpenDate}
          />
        </div>
      )}

      {exporting ? <ExportAppointmentsModal initial={monthRange(month)} onClose={() => setExporting(false)} /> : null}

      {openDate ? (
        <DayModal
          date={openDate}
          appointments={byDate.get(openDate) ?? []}
          closed={closedOn(openDate)}
          beyondHorizon={beyondHorizon(openDate)}
          onlyBarberId={onlyBarberId}
          onClose={() => setOpenDate(null)}
        />
      ) : null}
    </Screen>
  );
}
