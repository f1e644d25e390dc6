import { useDeferredValue, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ButtonLink } from '@/components/ui/button-link';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Icon } from '@/components/ui/icon';
import { NoMatches } from '@/components/ui/no-matches';
import { QueryFallback } from '@/components/ui/query-fallback';
import { ScreenHeader } from '@/components/ui/screen-header';
import { SearchField } from '@/components/ui/search-field';
import { StatePanel } from '@/components/ui/state-panel';
import { graphql } from '@/gql/gql';
import { useDeleteCut } from '../api/use-delete-cut';
import { filterCuts } from '../utils/filter-cuts';
import { CutCard } from './cut-card';
import { CutsContact } from './cuts-contact';
import './cuts.css';

// SPEC §6: the public config is only loaded outside the admin area.
const CutListQuery = graphql(`
  query CutList($withContact: Boolean!) {
    cuts {
      id
      name
      description
      ...CutCard_cut
    }
    publicConfig @include(if: $withContact) {
      ...CutsContact_config
    }
  }
`);

type Area = 'admin' | 'client';

const COPY = {
  admin: {
    title: 'Gestión de Cortes',
    description: 'Crea, edita y elimina los servicios de la barbería.',
    empty: 'No hay cortes disponibles',
  },
  client: {
    title: 'Nuestros Servicios',
    description: 'Elige un servicio para agendar tu cita.',
    empty: 'No hay servicios disponibles',
  },
} as const;

const LOAD_TEXTS = {
  loadingMessage: 'Cargando cortes...',
  errorTitle: 'Error al cargar los cortes',
  errorFallback: 'Error al obtener los cortes',
};

/** SPEC §2 "{area}/cuts": search, the catalogue, admin controls or booking links. */
export function CutList({ area }: { area: Area }) {
  const copy = COPY[area];
  const { data, error, loading, refetch } = useQuery(CutListQuery, {
    variables: { withContact: area === 'client' },
    fetchPolicy: 'cache-and-network',
  });
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const confirm = useConfirm();
  const deleteCut = useDeleteCut();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const onDelete = async (cut: { id: string; name: string }) => {
    const ok = await confirm({
      title: 'Eliminar corte',
      message: '¿Estás seguro de que quieres eliminar este corte?',
      confirmLabel: 'Eliminar',
      tone: 'danger',
    });
    if (!ok) return;
    setDeletingId(cut.id);
    await deleteCut(cut.id);
    setDeletingId(null);
  };

  const cuts = data?.cuts ?? [];
  const visible = filterCuts(cuts, deferredSearch);
  const count = cuts.length;

  let content;
  if (!data && (loading || error)) {
    content = <QueryFallback loading={loading} error={error} refetch={refetch} {...LOAD_TEXTS} />;
  } else if (count === 0) {
    content = (
      <StatePanel
        icon="scissors"
        title={copy.empty}
        message={
          area === 'admin' ? 'Agrega el primer servicio del catálogo.' : 'Vuelve pronto para ver nuestros servicios.'
        }
        actions={
          area === 'admin' ? (
            <ButtonLink to="/admin/cuts/create">
              <Icon name="plus" size={18} />
              Agregar Corte
            </ButtonLink>
          ) : null
        }
      />
    );
  } else if (visible.length === 0) {
    content = (
      <NoMatches
        title="No se encontraron cortes"
        message={`Ningún servicio coincide con «${deferredSearch.trim()}».`}
        onClear={() => setSearch('')}
      />
    );
  } else {
    content = (
      <ul className="cut-grid" aria-label={area === 'admin' ? 'Cortes' : 'Servicios'}>
        {visible.map((cut) => (
          <CutCard
            key={cut.id}
            cut={cut}
            area={area}
            onDelete={area === 'admin' ? (target) => void onDelete(target) : undefined}
            deleting={deletingId === cut.id}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className="cuts-page" aria-labelledby="page-title">
      <ScreenHeader
        title={copy.title}
        description={copy.description}
        back={{ to: area === 'admin' ? '/admin' : '/client', label: 'Volver al Dashboard' }}
        badge={count > 0 ? `${count} ${count === 1 ? 'servicio' : 'servicios'}` : undefined}
        actions={
          area === 'admin' ? (
            <ButtonLink to="/admin/cuts/create">
              <Icon name="plus" size={18} />
              Agregar Corte
            </ButtonLink>
          ) : undefined
        }
      />

      {count > 0 ? (
        <div className="cuts-page__toolbar">
          <SearchField
            label="Buscar cortes por nombre o descripción"
            placeholder="Buscar por nombre o descripción..."
            value={search}
            onChange={setSearch}
          />
        </div>
      ) : null}

      {content}

      {area === 'client' && data?.publicConfig ? <CutsContact config={data.publicConfig} /> : null}
    </section>
  );
}
