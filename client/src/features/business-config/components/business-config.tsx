import { useQuery } from '@apollo/client/react';
import { Button } from '@/components/ui/button';
import { ScreenHeader } from '@/components/ui/screen-header';
import { LoadingPanel, StatePanel } from '@/components/ui/state-panel';
import { graphql } from '@/gql/gql';
import { errorMessage } from '@/lib/error-message';
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
  } else if (loading) {
    content = <LoadingPanel message="Cargando configuración..." />;
  } else {
    content = (
      <StatePanel
        tone="error"
        title="Error al cargar la configuración"
        message={errorMessage(error, 'Error al cargar configuración')}
        actions={<Button onClick={() => void refetch()}>Reintentar</Button>}
      />
    );
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
