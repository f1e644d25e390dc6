import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { formatPrice } from '@/lib/format-price';

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
    <section className="dashboard-panel card" aria-labelledby="top-services-title">
      <h2 id="top-services-title" className="dashboard-panel__title">
        Servicios Más Populares
      </h2>
      {cuts.length === 0 ? (
        <p className="dashboard-panel__empty">Aún no hay servicios completados.</p>
      ) : (
        <ol className="top-services">
          {cuts.map((cut, index) => (
            <li key={cut.id} className="top-services__item">
              <span className={`top-services__rank top-services__rank--${index + 1}`} aria-hidden="true">
                {index + 1}
              </span>
              <span className="top-services__text">
                <span className="top-services__name">{cut.name}</span>
                <span className="top-services__meta">
                  {cut.usageCount} {cut.usageCount === 1 ? 'cita completada' : 'citas completadas'}
                </span>
              </span>
              <span className="top-services__price">{formatPrice(cut.price)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
