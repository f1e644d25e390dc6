import { Link } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { WeeklyHours } from '@/components/ui/weekly-hours';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { telHref } from '@/lib/contact-links';

const DashboardContactFragment = graphql(`
  fragment DashboardContact_config on BusinessConfig {
    address
    phone
    openingHours {
      weekday
      open
      close
    }
  }
`);

/** SPEC §2: contact info (address, phone, hours); 'No disponible' until the settings are saved. */
export function DashboardContact({
  config: configRef,
}: {
  config?: FragmentType<typeof DashboardContactFragment> | null;
}) {
  const config = getFragmentData(DashboardContactFragment, configRef);
  return (
    <section className="dashboard-panel card" aria-labelledby="dashboard-contact-title">
      <div className="dashboard-panel__head">
        <h2 id="dashboard-contact-title" className="dashboard-panel__title">
          Información de Contacto
        </h2>
        <Link to="/admin/config" className="dashboard-panel__link">
          Editar
        </Link>
      </div>
      <dl className="contact-rows">
        <div className="contact-rows__row">
          <dt>
            <Icon name="mapPin" size={18} />
            Dirección
          </dt>
          <dd>{config?.address || 'No disponible'}</dd>
        </div>
        <div className="contact-rows__row">
          <dt>
            <Icon name="phone" size={18} />
            Teléfono
          </dt>
          <dd>{config?.phone ? <a href={telHref(config.phone)}>{config.phone}</a> : 'No disponible'}</dd>
        </div>
      </dl>
      <h3 className="dashboard-panel__subtitle">
        <Icon name="clock" size={18} />
        Horario
      </h3>
      {/* Until the settings are saved the server books by the usual hours, which WeeklyHours shows by default. */}
      <WeeklyHours days={config?.openingHours} />
    </section>
  );
}
