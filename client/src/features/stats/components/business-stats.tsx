import { useQuery } from '@apollo/client/react';
import { loadTexts } from '@/components/ui/query-fallback';
import { QueryScreen } from '@/components/ui/query-screen';
import { graphql } from '@/gql/gql';
import { dashboardBack } from '@/lib/area-paths';
import { BarberStats } from './barber-stats';
import { ServicesDonut } from './services-donut';
import { StatsCards } from './stats-cards';
import { TopClients } from './top-clients';
import { WeekdayChart } from './weekday-chart';
import './stats.css';

const BusinessStatsQuery = graphql(`
  query BusinessStats {
    stats {
      ...StatsCards_stats
      ...WeekdayChart_stats
      ...ServicesDonut_stats
      ...TopClients_stats
      ...BarberStats_stats
    }
    barbers {
      id
    }
  }
`);

/** SPEC §2 "/admin/stats". The route is lazy, so recharts only downloads here. */
export function BusinessStats() {
  const query = useQuery(BusinessStatsQuery, { fetchPolicy: 'cache-and-network' });

  return (
    <QueryScreen
      query={query}
      texts={loadTexts('las estadísticas', 'Error al obtener estadísticas')}
      className="stats-page"
      title="Estadísticas del Negocio"
      description="Ingresos, citas y servicios más vendidos de tu barbería."
      back={dashboardBack('admin')}
      badge="Estadísticas Totales"
    >
      {({ stats, barbers }) => (
        <>
          <StatsCards stats={stats} />
          {/* Issue 32: with one barber the screen reads as it always did. */}
          {barbers.length > 1 ? <BarberStats stats={stats} /> : null}
          <div className="stats-grid">
            <WeekdayChart stats={stats} />
            <ServicesDonut stats={stats} />
          </div>
          <TopClients stats={stats} />
        </>
      )}
    </QueryScreen>
  );
}
