import { Link } from 'react-router-dom';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { formatDuration, formatPrice } from '@/lib/format-price';

const ServicesPreviewFragment = graphql(`
  fragment ServicesPreview_cut on Cut {
    id
    name
    price
    duration
  }
`);

const SHOWN = 4; // SPEC §9: the dashboard shows 4 services.

/** SPEC §2: the first 4 services of the catalogue with a see-all link. */
export function ServicesPreview({ cuts: cutRefs }: { cuts: readonly FragmentType<typeof ServicesPreviewFragment>[] }) {
  const cuts = getFragmentData(ServicesPreviewFragment, cutRefs).slice(0, SHOWN);
  return (
    <section className="dashboard-panel card" aria-labelledby="services-preview-title">
      <div className="dashboard-panel__head">
        <h2 id="services-preview-title" className="dashboard-panel__title">
          Servicios
        </h2>
        <Link to="/admin/cuts" className="dashboard-panel__link">
          Ver todos
        </Link>
      </div>
      {cuts.length === 0 ? (
        <p className="dashboard-panel__empty">No hay servicios disponibles</p>
      ) : (
        <ul className="service-rows">
          {cuts.map((cut) => (
            <li key={cut.id} className="service-row">
              <span className="service-row__name">{cut.name}</span>
              <span className="service-row__meta">{formatDuration(cut.duration)}</span>
              <span className="service-row__price">{formatPrice(cut.price)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
