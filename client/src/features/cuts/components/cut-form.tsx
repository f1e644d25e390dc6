import { useNavigate } from 'react-router-dom';
import { cutDefaults, cutSchema, type CutValues } from '@common/validation/cut';
import { FormActions } from '@/components/ui/form-actions';
import { NumberField } from '@/components/ui/number-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { ValidatedForm } from '@/components/ui/validated-form';
import { bindFields } from '@/lib/bind-fields';
import { useSchemaForm } from '@/lib/use-schema-form';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { CATALOGUE_PATH } from '../utils/catalogue-path';

const CutFormFragment = graphql(`
  fragment CutForm_cut on Cut {
    name
    description
    price
    duration
    rebookAfterDays
  }
`);

// An empty number input is "missing" (→ 'El precio es requerido'), not NaN.
const asNumber = { setValueAs: (value: unknown) => (value === '' || value == null ? undefined : Number(value)) };
// Empty days for «¿Toca corte?» mean never, a value the schema keeps.
const asOptionalNumber = { setValueAs: (value: unknown) => (value === '' || value == null ? null : Number(value)) };

type CutFormProps = {
  /** The cut being edited; a new cut starts at SPEC §5 defaults (price 0, 30 min). */
  cut?: FragmentType<typeof CutFormFragment>;
  submitLabel: string;
  pendingLabel: string;
  /** Saves; once it has, the catalogue shows again. */
  onSubmit: (values: CutValues) => Promise<{ ok: boolean }>;
};

export function CutForm({ cut: cutRef, submitLabel, pendingLabel, onSubmit }: CutFormProps) {
  const navigate = useNavigate();
  const cut = getFragmentData(CutFormFragment, cutRef);
  const form = useSchemaForm(
    cutSchema,
    cut
      ? {
          name: cut.name,
          description: cut.description,
          price: cut.price,
          duration: cut.duration,
          rebookAfterDays: cut.rebookAfterDays ?? null,
        }
      : { name: '', description: '', price: cutDefaults.price, duration: cutDefaults.duration, rebookAfterDays: null },
  );
  const { isSubmitting } = form.formState;
  const bind = bindFields(form);

  const save = async (values: CutValues) => {
    if ((await onSubmit(values)).ok) navigate(CATALOGUE_PATH);
  };

  return (
    <ValidatedForm form={form} onSubmit={save} className="cut-form card">
      <TextField label="Nombre del corte" placeholder="Ej. Corte clásico" autoComplete="off" {...bind('name')} />
      <TextareaField label="Descripción" placeholder="Describe el servicio" {...bind('description')} />
      <div className="cut-form__row">
        <NumberField label="Precio ($)" min={0} step={0.01} {...bind('price', asNumber)} />
        <NumberField label="Duración (min)" min={1} step={1} {...bind('duration', asNumber)} />
      </div>
      <NumberField
        label="Volver a los … días"
        hint="Pasados esos días desde su cita completada, el cliente recibe «¿Toca corte?». Vacío: nunca."
        min={1}
        max={365}
        step={1}
        placeholder="Ej. 21"
        {...bind('rebookAfterDays', asOptionalNumber)}
      />
      <FormActions
        className="form-actions cut-form__actions"
        pending={isSubmitting}
        pendingLabel={pendingLabel}
        submitLabel={submitLabel}
        cancel={{ to: CATALOGUE_PATH }}
      />
    </ValidatedForm>
  );
}
