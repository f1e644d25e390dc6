import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { cutDefaults, cutSchema, type CutValues } from '@common/validation/cut';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CutValues>({
    resolver: yupResolver(cutSchema),
    defaultValues: cut
      ? { name: cut.name, description: cut.description, price: cut.price, duration: cut.duration }
      : { name: '', description: '', price: cutDefaults.price, duration: cutDefaults.duration },
  });

  return (
    <form className="cut-form card" onSubmit={handleSubmit(onSubmit)} noValidate aria-busy={isSubmitting}>
      <TextField
        label="Nombre del corte"
        placeholder="Ej. Corte clásico"
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextareaField
        label="Descripción"
        placeholder="Describe el servicio"
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="cut-form__row">
        <TextField
          label="Precio ($)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          error={errors.price?.message}
          {...register('price', { setValueAs: toNumber })}
        />
        <TextField
          label="Duración (min)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.duration?.message}
          {...register('duration', { setValueAs: toNumber })}
        />
      </div>
      <div className="cut-form__actions">
        <ButtonLink to="/admin/cuts" variant="secondary">
          Cancelar
        </ButtonLink>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
