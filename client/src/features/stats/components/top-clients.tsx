import { RankingPanel } from '@/components/ui/ranking-panel';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';

const TopClientsFragment = graphql(`
  fragment TopClients_stats on Stats {
    topClients {
      id
      name
      completedAppointments
      totalSpent
    }
  }
`);

/** SPEC §2: 'Top Clientes de Todos los Tiempos' (up to 3). */
export function TopClients({ stats: statsRef }: { stats: FragmentType<typeof TopClientsFragment> }) {
  const { topClients } = getFragmentData(TopClientsFragment, statsRef);
  return (
    <RankingPanel
      panel="stats-panel"
      block="top-clients"
      title="Top Clientes de Todos los Tiempos"
      empty="No hay clientes con citas completadas"
      amountElement="spent"
      items={topClients.map((client) => ({
        id: client.id,
        name: client.name,
        completed: client.completedAppointments,
        amount: client.totalSpent,
      }))}
    />
  );
}
