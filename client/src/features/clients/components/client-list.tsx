import { useDeferredValue, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { exportMessages } from '@common/validation/export';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Icon } from '@/components/ui/icon';
import { NoMatches } from '@/components/ui/no-matches';
import { QueryFallback } from '@/components/ui/query-fallback';
import { ScreenHeader } from '@/components/ui/screen-header';
import { SearchField } from '@/components/ui/search-field';
import { StatePanel } from '@/components/ui/state-panel';
import { graphql } from '@/gql/gql';
import { downloadFile } from '@/lib/download-file';
import { notify } from '@/lib/notify';
import { useDeleteClient } from '../api/use-delete-client';
import { clientCountLabel, filterClients } from '../utils/filter-clients';
import { ClientCard } from './client-card';
import './clients.css';

const ClientListQuery = graphql(`
  query ClientList {
    clients {
      id
      name
      email
      phone
      ...ClientCard_client
    }
  }
`);

const LOAD_TEXTS = {
  loadingMessage: 'Cargando clientes...',
  errorTitle: 'Error al cargar los clientes',
  errorFallback: 'Error al obtener los clientes',
};

/** SPEC §2 "/admin/users". */
export function ClientList() {
  const { data, error, loading, refetch } = useQuery(ClientListQuery, { fetchPolicy: 'cache-and-network' });
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const confirm = useConfirm();
  const deleteClient = useDeleteClient();
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  // Issue 15: every client as CSV, fetched with the session's token.
  const onExport = async () => {
    setExporting(true);
    try {
      await downloadFile('/api/auth/clients/export.csv', 'clientes.csv', exportMessages.failed);
      notify.success('Descarga lista');
    } catch (error) {
      notify.error(error instanceof Error ? error.message : exportMessages.failed);
    } finally {
      setExporting(false);
    }
  };

  const onDelete = async (client: { id: string; name: string }) => {
    const ok = await confirm({
      title: 'Eliminar cliente',
      message: `¿Estás seguro de que quieres eliminar a ${client.name}? Se eliminarán también sus citas pendientes y confirmadas. Esta acción no se puede deshacer.`,
      confirmLabel: 'Eliminar',
      tone: 'danger',
    });
    if (!ok) return;
    setDeletingId(client.id);
    await deleteClient(client.id);
    setDeletingId(null);
  };

  const clients = data?.clients ?? [];
  const visible = filterClients(clients, deferredSearch);
  const searching = deferredSearch.trim() !== '';

  let content;
  if (!data) {
    content = <QueryFallback loading={loading} error={error} refetch={refetch} {...LOAD_TEXTS} />;
  } else if (clients.length === 0) {
    content = (
      <StatePanel
        icon="users"
        title="No hay clientes registrados"
        message="Los clientes aparecerán aquí al registrarse."
      />
    );
  } else if (visible.length === 0) {
    content = (
      <NoMatches
        title="No se encontraron clientes"
        message={`Ningún cliente coincide con «${deferredSearch.trim()}».`}
        onClear={() => setSearch('')}
      />
    );
  } else {
    content = (
      <ul className="client-grid" aria-label="Clientes">
        {visible.map((client) => (
          <ClientCard
            key={client.id}
            client={client}
            onDelete={(target) => void onDelete(target)}
            deleting={deletingId === client.id}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className="clients-page" aria-labelledby="page-title">
      <ScreenHeader
        title="Gestión de Clientes"
        description="Busca, consulta y administra a tus clientes."
        back={{ to: '/admin', label: 'Volver al Dashboard' }}
        badge={data ? clientCountLabel(visible.length) : undefined}
        actions={
          clients.length > 0 ? (
            <Button variant="secondary" onClick={() => void onExport()} disabled={exporting}>
              <Icon name="download" size={18} />
              {exporting ? 'Descargando...' : 'Exportar CSV'}
            </Button>
          ) : undefined
        }
      />
      {clients.length > 0 ? (
        <div className="clients-page__toolbar">
          <SearchField
            label="Buscar clientes por nombre, email o teléfono"
            placeholder="Nombre, email o teléfono"
            value={search}
            onChange={setSearch}
          />
          <p className="visually-hidden" role="status" aria-live="polite">
            {searching ? `${clientCountLabel(visible.length)} encontrados` : ''}
          </p>
        </div>
      ) : null}
      {content}
    </section>
  );
}
