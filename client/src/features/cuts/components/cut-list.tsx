import { useQuery } from '@apollo/client/react';
import { ButtonLink } from '@/components/ui/button-link';
import { QueryList } from '@/components/ui/query-list';
import { Screen } from '@/components/ui/screen';
import { SearchField } from '@/components/ui/search-field';
import { useSearch } from '@/components/ui/use-search';
import { useConfirmedDelete } from '@/components/ui/use-confirmed-delete';
import { loadTexts } from '@/components/ui/query-fallback';
import { graphql } from '@/gql/gql';
import { dashboardBack } from '@/lib/area-paths';
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
    emptyMessage: 'Agrega el primer servicio del catálogo.',
  },
  client: {
    title: 'Nuestros Servicios',
    description: 'Elige un servicio para agendar tu cita.',
    empty: 'No hay servicios disponibles',
    emptyMessage: 'Vuelve pronto para ver nuestros servicios.',
  },
} as const;

/** SPEC §2 "{area}/cuts": search, the catalogue, admin controls or booking links. */
function CutList({ area }: { area: Area }) {
  const copy = COPY[area];
  const query = useQuery(CutListQuery, {
    variables: { withContact: area === 'client' },
    fetchPolicy: 'cache-and-network',
  });
  const search = useSearch();
  const deleteCut = useDeleteCut();
  const { deletingId, onDelete } = useConfirmedDelete(deleteCut, () => ({
    title: 'Eliminar corte',
    message: '¿Estás seguro de que quieres eliminar este corte?',
  }));

  const cuts = query.data?.cuts ?? [];
  const visible = filterCuts(cuts, search.term);
  const count = cuts.length;
  const addCut =
    area === 'admin' ? (
      <ButtonLink to="/admin/cuts/create" icon="plus">
        Agregar Corte
      </ButtonLink>
    ) : undefined;

  return (
    <Screen
      className="cuts-page"
      title={copy.title}
      description={copy.description}
      back={dashboardBack(area)}
      badge={count > 0 ? `${count} ${count === 1 ? 'servicio' : 'servicios'}` : undefined}
      actions={addCut}
    >
      <QueryList
        query={query}
        texts={loadTexts('los cortes', 'Error al obtener los cortes')}
        toolbar={
          count > 0 && (
            <div className="cuts-page__toolbar">
              <SearchField
                label="Buscar cortes por nombre o descripción"
                placeholder="Buscar por nombre o descripción..."
                {...search.field}
              />
            </div>
          )
        }
        items={visible}
        empty={{ icon: 'scissors', title: copy.empty, message: copy.emptyMessage, actions: addCut }}
        noMatches={
          count > 0 && {
            title: 'No se encontraron cortes',
            message: `Ningún servicio coincide con «${search.term}».`,
            onClear: search.clear,
          }
        }
        list={{ className: 'cut-grid', label: area === 'admin' ? 'Cortes' : 'Servicios' }}
      >
        {(cut) => (
          <CutCard
            key={cut.id}
            cut={cut}
            area={area}
            onDelete={area === 'admin' ? (target) => void onDelete(target) : undefined}
            deleting={deletingId === cut.id}
          />
        )}
      </QueryList>

      {area === 'client' && query.data?.publicConfig ? <CutsContact config={query.data.publicConfig} /> : null}
    </Screen>
  );
}

/** /admin/cuts: 'Gestión de Cortes'. */
export const AdminCutList = () => <CutList area="admin" />;

/** /client/cuts: 'Nuestros Servicios'. */
export const ClientCutList = () => <CutList area="client" />;
