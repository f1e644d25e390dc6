import { useQuery } from '@apollo/client/react';
import { QueryFallback } from '@/components/ui/query-fallback';
import { ScreenHeader } from '@/components/ui/screen-header';
import { graphql } from '@/gql/gql';
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
    }
  }
`);

const LOAD_TEXTS = {
  loadingMessage: 'Cargando estadísticas...',
  errorTitle: 'Error al cargar las estadísticas',
  errorFallback: 'Error al obtener estadísticas',
};

/** SPEC §2 "/admin/stats". The route is lazy, so recharts only downloads here. */
export function BusinessStats() {
  const { data, error, loading, refetch } = useQuery(BusinessStatsQuery, { fetchPolicy: 'cache-and-network' });

  let content;
  if (data) {
    content = (
      <>
        <StatsCards stats={data.stats} />
        <div className="stats-grid">
          <WeekdayChart stats={data.stats} />
          <ServicesDonut stats={data.stats} />
        </div>
        <TopClients stats={data.stats} />
      </>
    );
  } else {
    content = <QueryFallback loading={loading} error={error} refetch={refetch} {...LOAD_TEXTS} />;
  }

  return (
    <section className="stats-page" aria-labelledby="page-title">
      <ScreenHeader
        title="Estadísticas del Negocio"
        description="Ingresos, citas y servicios más vendidos de tu barbería."
        back={{ to: '/admin', label: 'Volver al Dashboard' }}
        badge="Estadísticas Totales"
      />
      {content}
    </section>
  );
}
