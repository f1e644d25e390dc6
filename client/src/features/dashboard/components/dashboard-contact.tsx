import { Icon } from '@/components/ui/icon';
import { WeeklyHours } from '@/components/ui/weekly-hours';
import { CardPanel } from '@/components/ui/card-panel';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { telHref } from '@/lib/contact-links';

const DashboardContactFragment = graphql(`
  fragment DashboardContact_config on BusinessConfig {
    address
    phone
    openingHours {
      ...WeeklyHours_day
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
    <CardPanel
      block="dashboard-panel"
      id="dashboard-contact"
      title="Información de Contacto"
      link={{ to: '/admin/config', label: 'Editar' }}
    >
      <dl className="contact-rows">
        <div className="dashed-row contact-rows__row">
          <dt>
            <Icon name="mapPin" size={18} />
            Dirección
          </dt>
          <dd>{config?.address || 'No disponible'}</dd>
        </div>
        <div className="dashed-row contact-rows__row">
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
    </CardPanel>
  );
}
