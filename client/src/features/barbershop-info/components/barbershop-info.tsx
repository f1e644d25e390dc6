import { useQuery } from '@apollo/client/react';
import { BookingLink } from '@/components/ui/booking-link';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon, type IconName } from '@/components/ui/icon';
import { IconTile } from '@/components/ui/icon-tile';
import { NextClosures } from '@/components/ui/next-closures';
import { QueryScreen } from '@/components/ui/query-screen';
import { StatePanel } from '@/components/ui/state-panel';
import { WeeklyHours } from '@/components/ui/weekly-hours';
import { graphql } from '@/gql/gql';
import type { BarbershopInfoQuery as BarbershopInfoQueryData } from '@/gql/graphql';
import { dashboardBack } from '@/lib/area-paths';
import { CACHED_THEN_FRESH } from '@/lib/fetch-policies';
import { contactChannels, externalLink, type ContactKind } from '@/lib/contact-links';
import './barbershop-info.css';

const BarbershopInfoQuery = graphql(`
  query BarbershopInfo {
    publicConfig {
      configured
      businessName
      adminName
      phone
      email
      address
      instagram
      openingHours {
        ...WeeklyHours_day
      }
      breaks {
        ...WeeklyHours_break
      }
      nextClosures {
        ...NextClosures_closure
      }
    }
  }
`);

const WHY_US: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'scissors',
    title: 'Barberos expertos',
    text: 'Años de oficio en cortes clásicos y modernos, degradados y barba.',
  },
  {
    icon: 'award',
    title: 'Productos de calidad',
    text: 'Trabajamos con productos profesionales para cabello, barba y piel.',
  },
  { icon: 'clock', title: 'Puntualidad', text: 'Reserva tu hora y te atendemos a tiempo, sin esperas.' },
  {
    icon: 'checkCircle',
    title: 'Higiene garantizada',
    text: 'Herramientas desinfectadas y material de un solo uso en cada servicio.',
  },
];

const CONTACT_TEXTS: Record<ContactKind, { label: string; action: string }> = {
  phone: { label: 'Teléfono', action: 'Llamar' },
  email: { label: 'Email', action: 'Enviar email' },
  address: { label: 'Dirección', action: 'Ver en el mapa' },
  instagram: { label: 'Instagram', action: 'Ver perfil' },
};

const LOAD_TEXTS = {
  loadingMessage: 'Cargando información...',
  errorTitle: 'Error al cargar la información de la barbería',
};

/** SPEC §2 "Barbershop info": who, how to reach us, why us and when we open. */
export function BarbershopInfo() {
  const query = useQuery(BarbershopInfoQuery, CACHED_THEN_FRESH);

  return (
    <QueryScreen
      query={query}
      texts={LOAD_TEXTS}
      className="shop-info"
      title="Información de la Barbería"
      description="Contacto, ubicación y horarios."
      back={dashboardBack('client')}
    >
      {({ publicConfig }) =>
        publicConfig.configured ? (
          <ShopDetails config={publicConfig} />
        ) : (
          <StatePanel
            icon="info"
            title="Información no disponible"
            message="La barbería todavía no ha publicado sus datos de contacto."
            actions={
              <>
                <ButtonLink to="/client" variant="secondary" icon="home">
                  Volver al Dashboard
                </ButtonLink>
                <BookingLink>Agendar Cita</BookingLink>
              </>
            }
          />
        )
      }
    </QueryScreen>
  );
}

function ShopDetails({ config }: { config: BarbershopInfoQueryData['publicConfig'] }) {
  const contacts = contactChannels(config);

  return (
    <>
      <div className="hero-surface shop-info__hero">
        <span className="avatar shop-info__logo" aria-hidden="true">
          <Icon name="scissors" size={28} />
        </span>
        <div>
          <h2 className="shop-info__name">{config.businessName || 'No disponible'}</h2>
          <p className="shop-info__barber">
            Tu barbero: <strong>{config.adminName || 'No disponible'}</strong>
          </p>
        </div>
      </div>

      <div className="main-aside shop-info__grid">
        <section className="card panel" aria-labelledby="shop-contact-title">
          <h2 id="shop-contact-title" className="shop-info__card-title">
            Contacto
          </h2>
          <ul className="contact-rows">
            {contacts.map((row) => {
              const { label, action } = CONTACT_TEXTS[row.kind];
              return (
                <li key={row.kind} className="contact-row">
                  <IconTile name={row.icon} size={20} className="contact-row__icon" />
                  <span className="contact-row__text">
                    <span className="contact-row__label">{label}</span>
                    <span className="contact-row__value">{row.value}</span>
                  </span>
                  <a
                    className="btn btn--secondary contact-row__action"
                    href={row.href}
                    aria-label={`${action}: ${row.value}`}
                    {...externalLink(row.external)}
                  >
                    {action}
                  </a>
                </li>
              );
            })}
          </ul>
        </section>

        <section className="card panel" aria-labelledby="shop-hours-title">
          <h2 id="shop-hours-title" className="shop-info__card-title">
            Horario de atención
          </h2>
          <WeeklyHours days={config.openingHours} breaks={config.breaks} />
          <NextClosures closures={config.nextClosures} headingId="shop-closures-title" />
        </section>
      </div>

      <section className="card panel" aria-labelledby="why-us-title">
        <h2 id="why-us-title" className="shop-info__card-title">
          ¿Por qué elegirnos?
        </h2>
        <ul className="why-us">
          {WHY_US.map((item) => (
            <li key={item.title} className="why-us__item">
              <IconTile name={item.icon} size={20} className="contact-row__icon" />
              <span>
                <span className="why-us__title">{item.title}</span>
                <span className="why-us__text">{item.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <div className="shop-info__cta">
        <BookingLink>Agendar Cita</BookingLink>
      </div>
    </>
  );
}
