import { useQuery } from '@apollo/client/react';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon, type IconName } from '@/components/ui/icon';
import { QueryFallback } from '@/components/ui/query-fallback';
import { ScreenHeader } from '@/components/ui/screen-header';
import { StatePanel } from '@/components/ui/state-panel';
import { WeeklyHours } from '@/components/ui/weekly-hours';
import { graphql } from '@/gql/gql';
import { instagramHandle, instagramHref, mailtoHref, mapsSearchHref, telHref } from '@/lib/contact-links';
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
        weekday
        open
        close
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

type ContactRow = { icon: IconName; label: string; value: string; action: string; href: string; external?: boolean };

const LOAD_TEXTS = {
  loadingMessage: 'Cargando información...',
  errorTitle: 'Error al cargar la información de la barbería',
  errorFallback: 'Error desconocido',
};

/** SPEC §2 "Barbershop info": who, how to reach us, why us and when we open. */
export function BarbershopInfo() {
  const { data, error, loading, refetch } = useQuery(BarbershopInfoQuery, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const config = data?.publicConfig;

  const header = (
    <ScreenHeader
      title="Información de la Barbería"
      description="Contacto, ubicación y horarios."
      back={{ to: '/client', label: 'Volver al Dashboard' }}
    />
  );

  if (!config) {
    return (
      <section className="shop-info" aria-labelledby="page-title">
        {header}
        <QueryFallback loading={loading} error={error} refetch={refetch} {...LOAD_TEXTS} />
      </section>
    );
  }

  if (!config.configured) {
    return (
      <section className="shop-info" aria-labelledby="page-title">
        {header}
        <StatePanel
          icon="info"
          title="Información no disponible"
          message="La barbería todavía no ha publicado sus datos de contacto."
          actions={
            <>
              <ButtonLink to="/client" variant="secondary">
                <Icon name="home" size={18} />
                Volver al Dashboard
              </ButtonLink>
              <ButtonLink to="/client/appointments/create">
                <Icon name="calendarPlus" size={18} />
                Agendar Cita
              </ButtonLink>
            </>
          }
        />
      </section>
    );
  }

  const contacts: ContactRow[] = [];
  if (config.phone) {
    contacts.push({
      icon: 'phone',
      label: 'Teléfono',
      value: config.phone,
      action: 'Llamar',
      href: telHref(config.phone),
    });
  }
  if (config.email) {
    contacts.push({
      icon: 'mail',
      label: 'Email',
      value: config.email,
      action: 'Enviar email',
      href: mailtoHref(config.email),
    });
  }
  if (config.address) {
    contacts.push({
      icon: 'mapPin',
      label: 'Dirección',
      value: config.address,
      action: 'Ver en el mapa',
      href: mapsSearchHref(config.address),
      external: true,
    });
  }
  if (config.instagram && instagramHandle(config.instagram)) {
    contacts.push({
      icon: 'instagram',
      label: 'Instagram',
      value: `@${instagramHandle(config.instagram)}`,
      action: 'Ver perfil',
      href: instagramHref(config.instagram),
      external: true,
    });
  }

  return (
    <section className="shop-info" aria-labelledby="page-title">
      {header}

      <div className="shop-info__hero">
        <span className="shop-info__logo" aria-hidden="true">
          <Icon name="scissors" size={28} />
        </span>
        <div>
          <h2 className="shop-info__name">{config.businessName || 'No disponible'}</h2>
          <p className="shop-info__barber">
            Tu barbero: <strong>{config.adminName || 'No disponible'}</strong>
          </p>
        </div>
      </div>

      <div className="shop-info__grid">
        <section className="card shop-info__card" aria-labelledby="shop-contact-title">
          <h2 id="shop-contact-title" className="shop-info__card-title">
            Contacto
          </h2>
          <ul className="contact-rows">
            {contacts.map((row) => (
              <li key={row.label} className="contact-row">
                <span className="contact-row__icon">
                  <Icon name={row.icon} size={20} />
                </span>
                <span className="contact-row__text">
                  <span className="contact-row__label">{row.label}</span>
                  <span className="contact-row__value">{row.value}</span>
                </span>
                <a
                  className="btn btn--secondary contact-row__action"
                  href={row.href}
                  aria-label={`${row.action}: ${row.value}`}
                  {...(row.external ? { target: '_blank', rel: 'noreferrer' } : {})}
                >
                  {row.action}
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section className="card shop-info__card" aria-labelledby="shop-hours-title">
          <h2 id="shop-hours-title" className="shop-info__card-title">
            Horario de atención
          </h2>
          <WeeklyHours days={config.openingHours} />
        </section>
      </div>

      <section className="card shop-info__card" aria-labelledby="why-us-title">
        <h2 id="why-us-title" className="shop-info__card-title">
          ¿Por qué elegirnos?
        </h2>
        <ul className="why-us">
          {WHY_US.map((item) => (
            <li key={item.title} className="why-us__item">
              <span className="contact-row__icon">
                <Icon name={item.icon} size={20} />
              </span>
              <span>
                <span className="why-us__title">{item.title}</span>
                <span className="why-us__text">{item.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <div className="shop-info__cta">
        <ButtonLink to="/client/appointments/create">
          <Icon name="calendarPlus" size={18} />
          Agendar Cita
        </ButtonLink>
      </div>
    </section>
  );
}
