import { useQuery } from '@apollo/client/react';
import { QueryContent, loadTexts } from '@/components/ui/query-fallback';
import { Screen } from '@/components/ui/screen';
import { graphql } from '@/gql/gql';
import { dashboardBack } from '@/lib/area-paths';
import { BookingRulesForm } from './booking-rules-form';
import { BusinessConfigForm } from './business-config-form';
import { MailSettingsSection } from './mail-settings-section';
import { ClosedDatesPanel } from './closed-dates-panel';
import { OutsideHoursNotice } from './outside-hours-notice';
import './business-config.css';

const BusinessConfigScreenQuery = graphql(`
  query BusinessConfigScreen {
    businessConfig {
      updatedAt
      ...BusinessConfigForm_config
      ...OutsideHoursNotice_config
    }
    bookingRules {
      ...BookingRulesForm_rules
    }
  }
`);

/** SPEC §2 "/admin/config". Until the first save the form starts empty with the usual hours. */
export function BusinessConfig() {
  const query = useQuery(BusinessConfigScreenQuery, { fetchPolicy: 'network-only' });

  return (
    <Screen
      className="config-page"
      title="Configuración del Negocio"
      description="Los datos de contacto, el horario, las reglas de reserva y los días cerrados."
      back={dashboardBack('admin')}
    >
      <QueryContent query={query} texts={loadTexts('la configuración', 'Error al cargar configuración')}>
        {(data) => (
          <>
            <BusinessConfigForm config={data.businessConfig} />
            {data.businessConfig ? <OutsideHoursNotice config={data.businessConfig} /> : null}
            <BookingRulesForm rules={data.bookingRules} />
            <ClosedDatesPanel />
          </>
        )}
      </QueryContent>
      <MailSettingsSection />
    </Screen>
  );
}
