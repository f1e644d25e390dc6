import { useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router-dom';
import type { CutValues } from '@common/validation/cut';
import { ButtonLink } from '@/components/ui/button-link';
import { QueryFallback } from '@/components/ui/query-fallback';
import { Screen } from '@/components/ui/screen';
import { graphql } from '@/gql/gql';
import { useUpdateCut } from '../api/use-update-cut';
import { CutForm } from './cut-form';
import './cuts.css';

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
  const navigate = useNavigate();
  const updateCut = useUpdateCut();
  const { data, error, loading, refetch } = useQuery(EditCutQuery, {
    variables: { id: cutId },
    fetchPolicy: 'cache-and-network',
  });

  const onSubmit = async (values: CutValues) => {
    if ((await updateCut({ id: cutId, input: values })).ok) navigate('/admin/cuts');
  };

  let content;
  if (data?.cut) {
    content = (
      <CutForm
        key={data.cut.id}
        cut={data.cut}
        submitLabel="Actualizar Corte"
        pendingLabel="Actualizando..."
        onSubmit={onSubmit}
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
          <ButtonLink to="/admin/cuts" variant="secondary">
            Volver a Cortes
          </ButtonLink>
        }
      />
    );
  }

  return (
    <Screen
      className="cuts-page cuts-page--form"
      title="Editar Corte"
      description="Actualiza los datos del servicio."
      back={{ to: '/admin/cuts', label: 'Volver a Cortes' }}
    >
      {content}
    </Screen>
  );
}
