import { useCreateCut } from '../api/use-create-cut';
import { CutForm } from './cut-form';
import { CutFormScreen } from './cut-form-screen';

/** SPEC §2 "/admin/cuts/create". */
export function CreateCut() {
  const createCut = useCreateCut();
  return (
    <CutFormScreen title="Nuevo Corte" description="Añade un servicio al catálogo con su precio y duración.">
      <CutForm
        submitLabel="Crear Corte"
        pendingLabel="Creando..."
        onSubmit={(values) => createCut({ input: values })}
      />
    </CutFormScreen>
  );
}
