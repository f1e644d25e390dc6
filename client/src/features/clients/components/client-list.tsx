import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { exportMessages } from '@common/validation/export';
import { Button } from '@/components/ui/button';
import { QueryList } from '@/components/ui/query-list';
import { Screen } from '@/components/ui/screen';
import { SearchField } from '@/components/ui/search-field';
import { useSearch } from '@/components/ui/use-search';
import { useConfirmedDelete } from '@/components/ui/use-confirmed-delete';
import { loadTexts } from '@/components/ui/query-fallback';
import { graphql } from '@/gql/gql';
import { dashboardBack } from '@/lib/area-paths';
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

/** SPEC §2 "/admin/users". */
export function ClientList() {
  const query = useQuery(ClientListQuery, { fetchPolicy: 'cache-and-network' });
  const search = useSearch();
  const deleteClient = useDeleteClient();
  const { deletingId, onDelete } = useConfirmedDelete(deleteClient, (client: { id: string; name: string }) => ({
    title: 'Eliminar cliente',
    message: `¿Estás seguro de que quieres eliminar a ${client.name}? Se eliminarán también sus citas pendientes y confirmadas. Esta acción no se puede deshacer.`,
  }));
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

  const clients = query.data?.clients ?? [];
  const visible = filterClients(clients, search.term);
  const searching = search.term !== '';

  return (
    <Screen
      className="clients-page"
      title="Gestión de Clientes"
      description="Busca, consulta y administra a tus clientes."
      back={dashboardBack('admin')}
      badge={query.data ? clientCountLabel(visible.length) : undefined}
      actions={
        clients.length > 0 ? (
          <Button variant="secondary" icon="download" onClick={() => void onExport()} disabled={exporting}>
            {exporting ? 'Descargando...' : 'Exportar CSV'}
          </Button>
        ) : undefined
      }
    >
      <QueryList
        query={query}
        texts={loadTexts('los clientes', 'Error al obtener los clientes')}
        toolbar={
          clients.length > 0 && (
            <div className="clients-page__toolbar">
              <SearchField
                label="Buscar clientes por nombre, email o teléfono"
                placeholder="Nombre, email o teléfono"
                {...search.field}
              />
              <p className="visually-hidden" role="status" aria-live="polite">
                {searching
                  ? `${clientCountLabel(visible.length)} ${visible.length === 1 ? 'encontrado' : 'encontrados'}`
                  : ''}
              </p>
            </div>
          )
        }
        items={visible}
        empty={{
          icon: 'users',
          title: 'No hay clientes registrados',
          message: 'Los clientes aparecerán aquí al registrarse.',
        }}
        noMatches={
          clients.length > 0 && {
            title: 'No se encontraron clientes',
            message: `Ningún cliente coincide con «${search.term}».`,
            onClear: search.clear,
          }
        }
        list={{ className: 'client-grid', label: 'Clientes' }}
      >
        {(client) => (
          <ClientCard
            key={client.id}
            client={client}
            onDelete={(target) => void onDelete(target)}
            deleting={deletingId === client.id}
          />
        )}
      </QueryList>
    </Screen>
  );
}
