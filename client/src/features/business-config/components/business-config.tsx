import { useQuery } from '@apollo/client/react';
import { QueryFallback } from '@/components/ui/query-fallback';
import { ScreenHeader } from '@/components/ui/screen-header';
import { graphql } from '@/gql/gql';
import { BookingRulesForm } from './booking-rules-form';
import { BusinessConfigForm } from './business-config-form';
import { MailSettingsSection } from './mail-settings-section';
import { ClosedDatesPanel } from './closed-dates-panel';
import './business-config.css';

const BusinessConfigScreenQuery = graphql(`
  query BusinessConfigScreen {
    businessConfig {
      updatedAt
      ...BusinessConfigForm_config
    }
    bookingRules {
      ...BookingRulesForm_rules
    }
  }
`);

const LOAD_TEXTS = {
  loadingMessage: 'Cargando configuración...',
  errorTitle: 'Error al cargar la configuración',
  errorFallback: 'Error al cargar configuración',
};

/** SPEC §2 "/admin/config". Until the first save the form starts empty with the usual hours. */
export function BusinessConfig() {
  const { data, error, loading, refetch } = useQuery(BusinessConfigScreenQuery, { fetchPolicy: 'network-only' });

  let content;
  if (data) {
    content = (
      <>
        <BusinessConfigForm config={data.businessConfig} />
        <BookingRulesForm rules={data.bookingRules} />
        <ClosedDatesPanel />
      </>
    );
  } else {
    content = <QueryFallback loading={loading} error={error} refetch={refetch} {...LOAD_TEXTS} />;
  }

  return (
    <section className="config-page" aria-labelledby="page-title">
      <ScreenHeader
        title="Configuración del Negocio"
        description="Los datos de contacto, el horario, las reglas de reserva y los días cerrados."
        back={{ to: '/admin', label: 'Volver al Dashboard' }}
      />
      {content}
      <MailSettingsSection />
    </section>
  );
}
