import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button-link';
import { QueryContent, loadTexts } from '@/components/ui/query-fallback';
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

/** SPEC §2 "/admin/cuts/{cutId}/edit": the form pre-filled from the cut. */
export function EditCut() {
  const { cutId = '' } = useParams();
  const updateCut = useUpdateCut();
  const query = useQuery(EditCutQuery, { variables: { id: cutId }, fetchPolicy: 'cache-and-network' });

  return (
    <CutFormScreen title="Editar Corte" description="Actualiza los datos del servicio.">
      <QueryContent
        query={query}
        texts={loadTexts('el corte', 'Error al obtener el corte')}
        moreActions={
          <ButtonLink to={CATALOGUE_PATH} variant="secondary">
            Volver a Cortes
          </ButtonLink>
        }
      >
        {({ cut }) => (
          <CutForm
            key={cut.id}
            cut={cut}
            submitLabel="Actualizar Corte"
            pendingLabel="Actualizando..."
            onSubmit={(values) => updateCut({ id: cutId, input: values })}
          />
        )}
      </QueryContent>
    </CutFormScreen>
  );
}
