import { useNavigate } from 'react-router-dom';
import type { CutValues } from '@common/validation/cut';
import { Screen } from '@/components/ui/screen';
import { useCreateCut } from '../api/use-create-cut';
import { CutForm } from './cut-form';
import './cuts.css';

/** SPEC §2 "/admin/cuts/create". */
export function CreateCut() {
  const navigate = useNavigate();
  const createCut = useCreateCut();

  const onSubmit = async (values: CutValues) => {
    if ((await createCut({ input: values })).ok) navigate('/admin/cuts');
  };

  return (
    <Screen
      className="cuts-page cuts-page--form"
      title="Nuevo Corte"
      description="Añade un servicio al catálogo con su precio y duración."
      back={{ to: '/admin/cuts', label: 'Volver a Cortes' }}
    >
      <CutForm submitLabel="Crear Corte" pendingLabel="Creando..." onSubmit={onSubmit} />
    </Screen>
  );
}
