import { RankingPanel } from '@/components/ui/ranking-panel';
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
    <RankingPanel
      panel="dashboard-panel"
      block="top-services"
      title="Servicios Más Populares"
      empty="Aún no hay servicios completados."
      amountElement="price"
      ruled
      items={cuts.map((cut) => ({ id: cut.id, name: cut.name, completed: cut.usageCount, amount: cut.price }))}
    />
  );
}
