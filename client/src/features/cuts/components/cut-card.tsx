import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button-link';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { bookingPathFor } from '@/lib/area-paths';
import { formatDuration, formatPrice } from '@/lib/format-price';

const CutCardFragment = graphql(`
  fragment CutCard_cut on Cut {
    id
    name
    description
    price
    duration
  }
`);

type CutCardProps = {
  cut: FragmentType<typeof CutCardFragment>;
  area: 'admin' | 'client';
  onDelete?: (cut: { id: string; name: string }) => void;
  deleting?: boolean;
};

/** A service: name, price ($), duration (min) and description; admin actions or a booking link. */
export function CutCard({ cut: cutRef, area, onDelete, deleting = false }: CutCardProps) {
  const cut = getFragmentData(CutCardFragment, cutRef);
  const headingId = `cut-${cut.id}-name`;

  const body = (
    <>
      <div className="title-row">
        <h2 id={headingId} className="cut-card__name">
          {cut.name}
        </h2>
        <span className="cut-card__price">{formatPrice(cut.price)}</span>
      </div>
      <p className="cut-card__description">{cut.description}</p>
      <p className="cut-card__duration">
        <Icon name="clock" size={16} />
        {formatDuration(cut.duration)}
      </p>
    </>
  );

  if (area === 'client') {
    return (
      <li className="cut-card cut-card--link card">
        <Link to={bookingPathFor(cut.id)} className="cut-card__link">
          {body}
          <span className="cut-card__cta">
            <Icon name="calendarPlus" size={18} />
            Agendar cita
          </span>
        </Link>
      </li>
    );
  }

  return (
    <li className="cut-card card" aria-labelledby={headingId}>
      {body}
      <div className="cut-card__actions">
        <ButtonLink to={`/admin/cuts/${cut.id}/edit`} variant="secondary" aria-label={`Editar ${cut.name}`} icon="edit">
          Editar
        </ButtonLink>
        <Button
          variant="secondary"
          className="btn--danger-outline"
          onClick={() => onDelete?.({ id: cut.id, name: cut.name })}
          disabled={deleting}
          aria-label={`Eliminar ${cut.name}`}
          icon="trash"
        >
          {deleting ? 'Eliminando...' : 'Eliminar'}
        </Button>
      </div>
    </li>
  );
}
