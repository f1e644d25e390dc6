import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Button } from '@/components/ui/button';
import { IconTile } from '@/components/ui/icon-tile';
import { LoadingPanel } from '@/components/ui/state-panel';
import { graphql } from '@/gql/gql';
import { bookingPathFor } from '@/lib/area-paths';
import { formatDuration, formatPrice } from '@/lib/format-price';

// SPEC §9: the client home shows the top 3 services.
const PopularServicesQuery = graphql(`
  query PopularServices {
    popularCuts(limit: 3) {
      id
      name
      description
      price
      duration
    }
  }
`);

/** SPEC §2 home "Servicios Populares": the 3 most booked cuts, each a shortcut to booking it. */
export function PopularServices() {
  const { data, error, loading, refetch } = useQuery(PopularServicesQuery, { fetchPolicy: 'cache-and-network' });
  const cuts = data?.popularCuts ?? [];

  let content;
  if (!data && loading) content = <LoadingPanel message="Cargando servicios..." />;
  else if (!data && error) {
    content = (
      <div className="home-section__state" role="alert">
        <p>Error al cargar servicios</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Reintentar
        </Button>
      </div>
    );
  } else if (cuts.length === 0) {
    content = (
      <div className="home-section__state">
        <p>No hay servicios disponibles</p>
      </div>
    );
  } else {
    content = (
      <ul className="popular-list">
        {cuts.map((cut) => (
          <li key={cut.id}>
            <Link
              className="popular-item"
              to={bookingPathFor(cut.id)}
              aria-label={`Agendar ${cut.name}, ${formatPrice(cut.price)}, ${formatDuration(cut.duration)}`}
            >
              <IconTile name="scissors" size={20} />
              <span className="popular-item__text">
                <span className="popular-item__name">{cut.name}</span>
                <span className="popular-item__description">{cut.description}</span>
              </span>
              <span className="popular-item__meta">
                <span className="popular-item__price">{formatPrice(cut.price)}</span>
                <span className="popular-item__duration">{formatDuration(cut.duration)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="card panel home-section" aria-labelledby="popular-title">
      <div className="home-section__header">
        <h2 id="popular-title">Servicios Populares</h2>
        <Link to="/client/cuts" className="home-section__link">
          Ver todos los servicios
        </Link>
      </div>
      {content}
    </section>
  );
}
