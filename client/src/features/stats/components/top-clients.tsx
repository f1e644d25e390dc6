import { CardPanel } from '@/components/ui/card-panel';
import { RankingList } from '@/components/ui/ranking-list';
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
    <CardPanel
      block="stats-panel"
      id="top-clients"
      title="Top Clientes de Todos los Tiempos"
      empty={topClients.length === 0 && 'No hay clientes con citas completadas'}
    >
      <RankingList
        block="top-clients"
        amountElement="spent"
        items={topClients.map((client) => ({
          id: client.id,
          name: client.name,
          completed: client.completedAppointments,
          amount: client.totalSpent,
        }))}
      />
    </CardPanel>
  );
}
