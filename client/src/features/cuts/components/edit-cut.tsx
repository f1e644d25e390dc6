import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button-link';
import { QueryFallback } from '@/components/ui/query-fallback';
import { graphql } from '@/gql/gql';
import { useUpdateCut } from '../api/use-update-cut';
import { CATALOGUE_PATH } from '../utils/catalogue-path';
import { CutForm } from './cut-form';
import { CutFormScreen } from './cut-form-screen';

const EditCutQuery = graphql(`
  query EditCut($id: ID!) {
    cut(id: $id) {
      id
      ...CutForm_cut
    }
  }
`);

const LOAD_TEXTS = {
  loadingMessage: 'Cargando corte...',
  errorTitle: 'Error al cargar el corte',
  errorFallback: 'Error al obtener el corte',
};

/** SPEC §2 "/admin/cuts/{cutId}/edit": the form pre-filled from the cut. */
export function EditCut() {
  const { cutId = '' } = useParams();
  const updateCut = useUpdateCut();
  const { data, error, loading, refetch } = useQuery(EditCutQuery, {
    variables: { id: cutId },
    fetchPolicy: 'cache-and-network',
  });

  let content;
  if (data?.cut) {
    content = (
      <CutForm
        key={data.cut.id}
        cut={data.cut}
        submitLabel="Actualizar Corte"
        pendingLabel="Actualizando..."
        onSubmit={(values) => updateCut({ id: cutId, input: values })}
      />
    );
  } else {
    content = (
      <QueryFallback
        loading={loading}
        error={error}
        refetch={refetch}
        {...LOAD_TEXTS}
        moreActions={
          <ButtonLink to={CATALOGUE_PATH} variant="secondary">
            Volver a Cortes
          </ButtonLink>
        }
      />
    );
  }

  return (
    <CutFormScreen title="Editar Corte" description="Actualiza los datos del servicio.">
      {content}
    </CutFormScreen>
  );
}
