import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Icon } from '@/components/ui/icon';
import { graphql } from '@/gql/gql';

const HomeContactQuery = graphql(`
  query HomeContact {
    publicConfig {
      configured
      address
      phone
    }
  }
`);

/** SPEC §2 home contact block: address and phone, linking to the shop's information. */
export function HomeContact() {
  const { data, error } = useQuery(HomeContactQuery, { fetchPolicy: 'cache-and-network' });
  const config = data?.publicConfig;
  const unavailable = error && !data ? 'Error al cargar la información' : 'No disponible';

  return (
    <section className="card home-section home-contact" aria-labelledby="home-contact-title">
      <div className="home-section__header">
        <h2 id="home-contact-title">Contacto</h2>
      </div>
      <Link to="/client/barbershop-info" className="home-contact__link">
        <span className="home-contact__row">
          <Icon name="mapPin" size={20} />
          <span>
            <span className="home-contact__label">Dirección</span>
            <span className="home-contact__value">{config?.address || unavailable}</span>
          </span>
        </span>
        <span className="home-contact__row">
          <Icon name="phone" size={20} />
          <span>
            <span className="home-contact__label">Teléfono</span>
            <span className="home-contact__value">{config?.phone || unavailable}</span>
          </span>
        </span>
        <span className="home-contact__more">
          Ver información de la barbería
          <Icon name="chevronRight" size={18} />
        </span>
      </Link>
    </section>
  );
}
