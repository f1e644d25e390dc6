import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { ButtonLink } from '@/components/ui/button-link';
import { BOOKING_PATH } from '@/lib/area-paths';
import { Icon } from '@/components/ui/icon';
import { ShortcutCards, type Shortcut } from '@/components/ui/shortcut-cards';
import { PageTitle } from '@/components/ui/page-title';
import { graphql } from '@/gql/gql';
import { HomeContact } from './home-contact';
import { PopularServices } from './popular-services';
import { TipOfTheDay } from './tip-of-the-day';
import './client-home.css';

// Already in the cache from the session check: no request.
const ClientGreetingQuery = graphql(`
  query ClientGreeting {
    me {
      id
      name
    }
  }
`);

const SHORTCUTS: Shortcut[] = [
  { to: '/client/appointments', title: 'Mis Citas', text: 'Consulta, edita o cancela tus citas.', icon: 'calendar' },
  { to: '/client/history', title: 'Historial', text: 'Todas tus visitas a la barbería.', icon: 'history' },
  { to: '/client/profile', title: 'Mi Perfil', text: 'Tus datos de contacto.', icon: 'user' },
];

/** SPEC §2 client home; issue 15 puts the next appointment (given by the app) above the shortcuts. */
export function ClientHome({ nextAppointment }: { nextAppointment?: ReactNode }) {
  const { data } = useQuery(ClientGreetingQuery, { fetchPolicy: 'cache-first' });
  const firstName = data?.me.name.trim().split(/\s+/)[0];

  return (
    <section className="client-home" aria-labelledby="page-title">
      <PageTitle title="Inicio" />
      <div className="hero-surface hero-banner spread-row">
        <div className="client-home__intro">
          <h1 id="page-title">{firstName ? `¡Hola, ${firstName}!` : '¡Hola!'}</h1>
          <p>¿Listo para tu próximo corte? Reserva en menos de un minuto.</p>
        </div>
        <ButtonLink to={BOOKING_PATH} className="client-home__book">
          <Icon name="calendarPlus" size={24} />
          Agendar Cita
        </ButtonLink>
      </div>

      {nextAppointment}

      <ShortcutCards items={SHORTCUTS} />

      <div className="main-aside client-home__grid">
        <PopularServices />
        <div className="client-home__side">
          <TipOfTheDay />
          <HomeContact />
        </div>
      </div>
    </section>
  );
}
