import { Controller, useFieldArray } from 'react-hook-form';
import { breaksByHours } from '@common/booking/break-days';
import { successMessages } from '@common/messages';
import {
  BOOKING_RULE_LIMITS,
  bookingRulesOf,
  bookingRulesSchema,
  DEFAULT_BOOKING_RULES,
  SLOT_STEPS,
  type BookingRulesValues,
} from '@common/validation/booking-rules';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { NumberField } from '@/components/ui/number-field';
import { SelectField } from '@/components/ui/select-field';
import { ValidatedForm } from '@/components/ui/validated-form';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import type { BookingRulesForm_RulesFragment } from '@/gql/graphql';
import { bindFields } from '@/lib/bind-fields';
import { useUpdateBookingRules } from '../api/use-update-booking-rules';
import { bufferCostHint } from '../utils/buffer-cost';
import { useSettingsForm } from '../utils/use-settings-form';
import { BreakDaysField } from './break-days-field';
import { HourSelect } from '@/components/hours/hour-select';
import { ConfigBanner } from './config-banner';

const BookingRulesFormFragment = graphql(`
  fragment BookingRulesForm_rules on BookingRules {
    bufferMinutes
    minNoticeHours
    horizonDays
    cancellationCutoffHours
    maxLiveBookingsPerClient
    maxLiveBookingsUnverified
    slotStepMinutes
    breaks {
      weekday
      start
      end
    }
  }
`);

const NEW_BREAK = { weekdays: [1], start: '14:00', end: '15:00' };
const BREAK_ENDS = [
  { key: 'start', label: 'Desde' },
  { key: 'end', label: 'Hasta' },
] as const;

// The same hours on several days are one row with those days, as the barber set them (issue 31).
const toFormValues = (
  rules: Omit<BookingRulesForm_RulesFragment, ' $fragmentName'> | null | undefined,
): BookingRulesValues => {
  const values = rules ?? DEFAULT_BOOKING_RULES;
  return { ...bookingRulesOf(values), breaks: breaksByHours(values.breaks) };
};

/**
 * Issue 15: buffer, minimum notice, horizon, cancellation cutoff and weekly breaks; issue 29: appointments per
 * client; issue 31: the step of the grid of start times, with what the buffer costs on it.
 */
export function BookingRulesForm({
  rules: rulesRef,
}: {
  rules?: FragmentType<typeof BookingRulesFormFragment> | null;
}) {
  const rules = getFragmentData(BookingRulesFormFragment, rulesRef);
  const save = useUpdateBookingRules();
  const { form, banner, onSubmit } = useSettingsForm(bookingRulesSchema, toFormValues(rules), {
    save: async (values) => ({
      next: toFormValues(getFragmentData(BookingRulesFormFragment, await save(values))),
      saved: `✅ ${successMessages.bookingRulesUpdated}.`,
    }),
    failure: 'Error al guardar las reglas de reserva',
  });
  const { control, register, watch } = form;
  const { errors, isSubmitting } = form.formState;
  const bind = bindFields(form);
  const breaks = useFieldArray({ control, name: 'breaks' });

  const number = (
    name: Exclude<keyof BookingRulesValues, 'breaks' | 'slotStepMinutes'>,
    label: string,
    hint: string,
  ) => (
    <NumberField
      label={label}
      min={BOOKING_RULE_LIMITS[name].min}
      max={BOOKING_RULE_LIMITS[name].max}
      step={1}
      hint={hint}
      {...bind(name, { valueAsNumber: true })}
    />
  );

  return (
    <ValidatedForm form={form} onSubmit={onSubmit} className="config-form card" aria-labelledby="booking-rules-title">
      <h2 id="booking-rules-title" className="config-form__title">
        Reglas de Reserva
      </h2>

      <ConfigBanner banner={banner} />

      <fieldset className="config-form__fields" disabled={isSubmitting}>
        <legend className="visually-hidden">Plazos</legend>
        {number('bufferMinutes', 'Margen entre citas (minutos)', 'Tiempo libre después de cada cita. 0 = ninguno.')}
        <SelectField
          label="Intervalo entre horas"
          hint={bufferCostHint(
            Number(watch('slotStepMinutes') ?? DEFAULT_BOOKING_RULES.slotStepMinutes),
            Number(watch('bufferMinutes')),
          )}
          {...bind('slotStepMinutes', { valueAsNumber: true })}
        >
          {SLOT_STEPS.map((step) => (
            <option key={step} value={step}>
              {`Cada ${step} minutos`}
            </option>
          ))}
        </SelectField>
        {number('minNoticeHours', 'Antelación mínima (horas)', '0 = se puede reservar hasta la hora misma.')}
        {number(
          'horizonDays',
          'Reservar hasta (días por adelantado)',
          `Por defecto, ${DEFAULT_BOOKING_RULES.horizonDays} días.`,
        )}
        {number(
          'cancellationCutoffHours',
          'Plazo de cancelación (horas)',
          'Dentro de este plazo el cliente ya no cancela una cita confirmada y se le muestra tu teléfono. 0 = siempre puede.',
        )}
      </fieldset>

      <fieldset className="config-form__fields" disabled={isSubmitting}>
        <legend className="config-form__legend">Citas por cliente</legend>
        <p className="config-form__hint config-form__wide">
          Cuántas citas pendientes o confirmadas por llegar puede tener un cliente a la vez, para que nadie llene la
          agenda. Tú puedes reservarle más desde el calendario.
        </p>
        {number(
          'maxLiveBookingsPerClient',
          'Máximo por cliente',
          `De ${BOOKING_RULE_LIMITS.maxLiveBookingsPerClient.min} a ${BOOKING_RULE_LIMITS.maxLiveBookingsPerClient.max}. Por defecto, ${DEFAULT_BOOKING_RULES.maxLiveBookingsPerClient}.`,
        )}
        {number(
          'maxLiveBookingsUnverified',
          'Máximo sin verificar la cuenta',
          `Para cuentas nuevas, hasta que confirman su correo. Por defecto, ${DEFAULT_BOOKING_RULES.maxLiveBookingsUnverified}.`,
        )}
      </fieldset>

      <fieldset className="breaks-fieldset" disabled={isSubmitting}>
        <legend className="config-form__legend">Descansos</legend>
        <p className="config-form__hint">
          Ninguna cita se reserva encima de un descanso (por ejemplo, el almuerzo). Marca todos los días que lo tienen.
        </p>
        {breaks.fields.length === 0 ? <p className="breaks-empty">Sin descansos.</p> : null}
        <ul className="breaks-list">
          {breaks.fields.map((field, index) => {
            const rowError = errors.breaks?.[index];
            const message =
              rowError?.message || rowError?.start?.message || rowError?.end?.message || rowError?.weekdays?.message;
            const errorId = `break-${index}-error`;
            return (
              <li key={field.id} className="breaks-row">
                <Controller
                  control={control}
                  name={`breaks.${index}.weekdays`}
                  render={({ field: days }) => (
                    <BreakDaysField
                      index={index}
                      value={days.value}
                      onChange={days.onChange}
                      onBlur={days.onBlur}
                      invalid={Boolean(message)}
                      errorId={errorId}
                    />
                  )}
                />
                {BREAK_ENDS.map(({ key, label }) => (
                  <div key={key} className="breaks-row__field">
                    <label htmlFor={`break-${index}-${key}`}>{label}</label>
                    <HourSelect
                      id={`break-${index}-${key}`}
                      invalid={Boolean(message)}
                      errorId={errorId}
                      {...register(`breaks.${index}.${key}`)}
                    />
                  </div>
                ))}
                <Button variant="ghost" onClick={() => breaks.remove(index)}>
                  Quitar<span className="visually-hidden">{` el descanso ${index + 1}`}</span>
                </Button>
                {message ? (
                  <p id={errorId} className="field__error hours-row__error">
                    {message}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
        <Button variant="secondary" onClick={() => breaks.append(NEW_BREAK)}>
          Agregar descanso
        </Button>
      </fieldset>

      <div className="config-form__actions">
        <SubmitButton pending={isSubmitting}>Guardar Reglas</SubmitButton>
      </div>
    </ValidatedForm>
  );
}
