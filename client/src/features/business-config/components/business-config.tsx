import { useQuery } from '@apollo/client/react';
import { QueryFallback } from '@/components/ui/query-fallback';
import { ScreenHeader } from '@/components/ui/screen-header';
import { graphql } from '@/gql/gql';
import { BusinessConfigForm } from './business-config-form';
import './business-config.css';

const BusinessConfigScreenQuery = graphql(`
  query BusinessConfigScreen {
    businessConfig {
      updatedAt
      ...BusinessConfigForm_config
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
    content = <BusinessConfigForm config={data.businessConfig} />;
  } else {
    content = <QueryFallback loading={loading} error={error} refetch={refetch} {...LOAD_TEXTS} />;
  }

  return (
    <section className="config-page" aria-labelledby="page-title">
      <ScreenHeader
        title="Configuración del Negocio"
        description="Los datos de contacto y el horario que ven tus clientes."
        back={{ to: '/admin', label: 'Volver al Dashboard' }}
      />
      {content}
    </section>
  );
}
