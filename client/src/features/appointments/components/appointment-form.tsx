import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { APPOINTMENT_LIMITS, appointmentFormSchema } from '@common/validation/appointment';
import { FormActions } from '@/components/ui/form-actions';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { ValidatedForm } from '@/components/ui/validated-form';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import type { AppointmentInput } from '@/gql/graphql';
import { bindFields } from '@/lib/bind-fields';
import { cutOptionLabel } from '@/lib/format-price';
import { useRefetchFreeSlots } from '@/lib/free-slots';
import { shopToday } from '@/lib/shop-date';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useBookingWindow } from '../api/use-booking-window';
import { TimeSlotSelect } from './time-slot-select';
import './appointment-form.css';

const AppointmentFormCutFragment = graphql(`
  fragment AppointmentForm_cut on Cut {
    id
    name
    price
    duration
  }
`);

const AppointmentFormConfigFragment = graphql(`
  fragment AppointmentForm_config on PublicConfig {
    openingHours {
      weekday
      open
      close
    }
  }
`);

export type AppointmentFormValues = { cutId: string; date: string; time: string; note?: string };

/** What the side cards show while the client fills the form. */
export type AppointmentPreview = {
  cut: { name: string; price: number; duration: number } | null;
  date: string;
  time: string;
  note: string;
};

type AppointmentFormProps = {
  cuts: readonly FragmentType<typeof AppointmentFormCutFragment>[];
  config?: FragmentType<typeof AppointmentFormConfigFragment> | null;
  defaultValues: AppointmentFormValues;
  /** The appointment being edited (its own slot stays free). */
  appointmentId?: string;
  title: string;
  description?: string;
  submitLabel: string;
  /** Where the form came from: 'Cancelar' goes back there, and so does a saved form. */
  backTo: string;
  onSubmit: (input: AppointmentInput) => Promise<{ ok: boolean }>;
  aside: (preview: AppointmentPreview) => ReactNode;
};

/** The booking form shared by create and edit: cut, date, free time slot and note (SPEC §5). */
export function AppointmentForm({
  cuts: cutRefs,
  config: configRef,
  defaultValues,
  appointmentId,
  title,
  description,
  submitLabel,
  backTo,
  onSubmit,
  aside,
}: AppointmentFormProps) {
  const navigate = useNavigate();
  const refetchFreeSlots = useRefetchFreeSlots();
  const cuts = getFragmentData(AppointmentFormCutFragment, cutRefs);
  const openingHours = getFragmentData(AppointmentFormConfigFragment, configRef)?.openingHours ?? [];
  const today = shopToday();
  const schema = useMemo(() => appointmentFormSchema(today), [today]);
  const bookingWindow = useBookingWindow(today);

  const form = useSchemaForm(schema, defaultValues);
  const { control, setValue } = form;
  const { isSubmitting } = form.formState;
  const bind = bindFields(form);

  const [cutId, date, time, note] = useWatch({ control, name: ['cutId', 'date', 'time', 'note'] });
  const selectedCut = cuts.find((cut) => cut.id === cutId) ?? null;

  // A preselected cut that is not in the catalogue (deleted, mistyped link) is dropped.
  useEffect(() => {
    if (cutId && cuts.length > 0 && !cuts.some((cut) => cut.id === cutId)) setValue('cutId', '');
  }, [cutId, cuts, setValue]);

  const setTime = useCallback(
    (value: string) => setValue('time', value, { shouldValidate: Boolean(value) }),
    [setValue],
  );

  const submit = async (values: AppointmentFormValues) => {
    const result = await onSubmit({
      cutId: values.cutId,
      date: values.date,
      time: values.time,
      note: values.note?.trim() ? values.note.trim() : null,
    });
    if (result.ok) navigate(backTo);
    // Taken meanwhile, or no longer valid: show what is free now.
    else await refetchFreeSlots();
  };

  const noteLength = note?.length ?? 0;

  return (
    <div className="booking-layout">
      <ValidatedForm form={form} onSubmit={submit} className="card booking-form" aria-labelledby="booking-form-title">
        <div className="booking-form__header">
          <h2 id="booking-form-title">{title}</h2>
          {description ? <p>{description}</p> : null}
        </div>

        <Controller
          control={control}
          name="cutId"
          render={({ field, fieldState }) => (
            <SelectField
              label="Tipo de corte"
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            >
              <option value="">Selecciona un servicio</option>
              {cuts.map((cut) => (
                <option key={cut.id} value={cut.id}>
                  {cutOptionLabel(cut)}
                </option>
              ))}
            </SelectField>
          )}
        />

        <div className="booking-form__row">
          <TextField
            label="Fecha"
            type="date"
            min={today}
            max={bookingWindow.lastDay}
            hint={bookingWindow.dateHint}
            {...bind('date')}
          />
          <Controller
            control={control}
            name="time"
            render={({ field, fieldState }) => (
              <TimeSlotSelect
                name={field.name}
                cutId={cutId}
                date={date}
                today={today}
                appointmentId={appointmentId}
                openingHours={openingHours}
                value={field.value}
                onChange={setTime}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                notice={date ? bookingWindow.dayNotice(date) : undefined}
              />
            )}
          />
        </div>

        <TextareaField
          label="Nota (opcional)"
          placeholder="¿Algo que el barbero deba saber?"
          rows={3}
          hint={`${noteLength}/${APPOINTMENT_LIMITS.noteMax} caracteres`}
          {...bind('note')}
        />

        <FormActions
          className="form-actions booking-form__actions"
          pending={isSubmitting}
          pendingLabel="Procesando..."
          submitLabel={submitLabel}
          cancel={{ onClick: () => navigate(backTo) }}
        />
      </ValidatedForm>

      <div className="booking-layout__aside">{aside({ cut: selectedCut, date, time, note: note ?? '' })}</div>
    </div>
  );
}
