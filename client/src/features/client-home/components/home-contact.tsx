import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Icon, type IconName } from '@/components/ui/icon';
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
  const rows: { icon: IconName; label: string; value?: string | null }[] = [
    { icon: 'mapPin', label: 'Dirección', value: config?.address },
    { icon: 'phone', label: 'Teléfono', value: config?.phone },
  ];

  return (
    <section className="card panel home-section home-contact" aria-labelledby="home-contact-title">
      <div className="home-section__header">
        <h2 id="home-contact-title">Contacto</h2>
      </div>
      <Link to="/client/barbershop-info" className="home-contact__link">
        {rows.map((row) => (
          <span key={row.label} className="home-contact__row">
            <Icon name={row.icon} size={20} />
            <span>
              <span className="home-contact__label">{row.label}</span>
              <span className="home-contact__value">{row.value || unavailable}</span>
            </span>
          </span>
        ))}
        <span className="home-contact__more">
          Ver información de la barbería
          <Icon name="chevronRight" size={18} />
        </span>
      </Link>
    </section>
  );
}
