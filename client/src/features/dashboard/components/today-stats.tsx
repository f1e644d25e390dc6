import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { formatPrice } from '@/lib/format-price';
import { StatTile } from './stat-tile';

const TodayStatsFragment = graphql(`
  fragment TodayStats_stats on Stats {
    appointmentsToday
    completedAppointmentsToday
    pendingAppointmentsToday
    earningsToday
  }
`);

/** SPEC §2: today's appointments, completed, pending (pending or confirmed) and revenue. */
export function TodayStats({ stats: statsRef }: { stats: FragmentType<typeof TodayStatsFragment> }) {
  const stats = getFragmentData(TodayStatsFragment, statsRef);
  return (
    <section className="dashboard-section" aria-labelledby="today-stats-title">
      <h2 id="today-stats-title" className="dashboard-section__title">
        Estadísticas de Hoy
      </h2>
      <dl className="tile-grid stat-tiles">
        <StatTile label="Citas Hoy" value={stats.appointmentsToday} icon="calendar" tone="blue" />
        <StatTile label="Completadas" value={stats.completedAppointmentsToday} icon="checkCircle" tone="green" />
        <StatTile label="Pendientes" value={stats.pendingAppointmentsToday} icon="clock" tone="amber" />
        <StatTile label="Ingresos Hoy" value={formatPrice(stats.earningsToday)} icon="dollar" tone="violet" />
      </dl>
    </section>
  );
}
