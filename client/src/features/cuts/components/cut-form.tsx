import { cutDefaults, cutSchema, type CutValues } from '@common/validation/cut';
import { FormActions } from '@/components/ui/form-actions';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { ValidatedForm } from '@/components/ui/validated-form';
import { useSchemaForm } from '@/lib/use-schema-form';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';

const CutFormFragment = graphql(`
  fragment CutForm_cut on Cut {
    name
    description
    price
    duration
  }
`);

// An empty number input is "missing" (→ 'El precio es requerido'), not NaN.
const toNumber = (value: unknown) => (value === '' || value == null ? undefined : Number(value));

type CutFormProps = {
  /** The cut being edited; a new cut starts at SPEC §5 defaults (price 0, 30 min). */
  cut?: FragmentType<typeof CutFormFragment>;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (values: CutValues) => Promise<unknown>;
};

export function CutForm({ cut: cutRef, submitLabel, pendingLabel, onSubmit }: CutFormProps) {
  const cut = getFragmentData(CutFormFragment, cutRef);
  const form = useSchemaForm(
    cutSchema,
    cut
      ? { name: cut.name, description: cut.description, price: cut.price, duration: cut.duration }
      : { name: '', description: '', price: cutDefaults.price, duration: cutDefaults.duration },
  );
  const { errors, isSubmitting } = form.formState;

  return (
    <ValidatedForm form={form} onSubmit={onSubmit} className="cut-form card">
      <TextField
        label="Nombre del corte"
        placeholder="Ej. Corte clásico"
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextareaField
        label="Descripción"
        placeholder="Describe el servicio"
        error={errors.description?.message}
        {...form.register('description')}
      />
      <div className="cut-form__row">
        <TextField
          label="Precio ($)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          error={errors.price?.message}
          {...form.register('price', { setValueAs: toNumber })}
        />
        <TextField
          label="Duración (min)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.duration?.message}
          {...form.register('duration', { setValueAs: toNumber })}
        />
      </div>
      <FormActions
        className="form-actions cut-form__actions"
        pending={isSubmitting}
        pendingLabel={pendingLabel}
        submitLabel={submitLabel}
        cancel={{ to: '/admin/cuts' }}
      />
    </ValidatedForm>
  );
}
