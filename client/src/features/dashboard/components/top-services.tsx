import { CardPanel } from '@/components/ui/card-panel';
import { RankingList } from '@/components/ui/ranking-list';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';

const TopServicesFragment = graphql(`
  fragment TopServices_popularCut on PopularCut {
    id
    name
    price
    usageCount
  }
`);

/** SPEC §2: the top 3 services — the server's ranking by completed appointments. */
export function TopServices({ cuts: cutRefs }: { cuts: readonly FragmentType<typeof TopServicesFragment>[] }) {
  const cuts = getFragmentData(TopServicesFragment, cutRefs).filter((cut) => cut.usageCount > 0);
  return (
    <CardPanel
      block="dashboard-panel"
      id="top-services"
      title="Servicios Más Populares"
      empty={cuts.length === 0 && 'Aún no hay servicios completados.'}
    >
      <RankingList
        block="top-services"
        amountElement="price"
        ruled
        items={cuts.map((cut) => ({ id: cut.id, name: cut.name, completed: cut.usageCount, amount: cut.price }))}
      />
    </CardPanel>
  );
}
