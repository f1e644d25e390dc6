import { RankingPanel } from '@/components/ui/ranking-panel';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { spanishCollator } from '@/lib/spanish-collator';

const TopServicesFragment = graphql(`
  fragment TopServices_service on ServiceStat {
    name
    count
    earnings
  }
`);

const SHOWN = 3; // SPEC §9: the dashboard's top 3.

/**
 * SPEC §2: the top 3 services by completed appointments, each with what it earned (the prices charged),
 * as the statistics page counts them; the catalogue's current price would read as income and drift from it.
 */
export function TopServices({ services: refs }: { services: readonly FragmentType<typeof TopServicesFragment>[] }) {
  // Most completed first, then by name: the stats page breaks ties by earnings, the podium alphabetically.
  const services = [...getFragmentData(TopServicesFragment, refs)]
    .sort((a, b) => b.count - a.count || spanishCollator.compare(a.name, b.name))
    .slice(0, SHOWN);
  return (
    <RankingPanel
      panel="dashboard-panel"
      block="top-services"
      title="Servicios Más Populares"
      empty="Aún no hay servicios completados."
      amountElement="earnings"
      ruled
      items={services.map((service) => ({
        id: service.name,
        name: service.name,
        completed: service.count,
        amount: service.earnings,
      }))}
    />
  );
}
