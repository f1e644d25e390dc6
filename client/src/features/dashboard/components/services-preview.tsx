import { CardPanel } from '@/components/ui/card-panel';
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
    <CardPanel
      block="dashboard-panel"
      id="services-preview"
      title="Servicios"
      link={{ to: '/admin/cuts', label: 'Ver todos' }}
      empty={cuts.length === 0 && 'No hay servicios disponibles'}
    >
      <ul className="service-rows">
        {cuts.map((cut) => (
          <li key={cut.id} className="ruled-row service-row">
            <span className="service-row__name">{cut.name}</span>
            <span className="service-row__meta">{formatDuration(cut.duration)}</span>
            <span className="service-row__price">{formatPrice(cut.price)}</span>
          </li>
        ))}
      </ul>
    </CardPanel>
  );
}
