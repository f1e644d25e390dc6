import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  APPOINTMENT_LIMITS,
  appointmentFormSchema,
  appointmentMessages,
  formatSlot12h,
} from '@common/validation/appointment';
import { FormActions } from '@/components/ui/form-actions';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { ValidatedForm } from '@/components/ui/validated-form';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import type { AppointmentInput } from '@/gql/graphql';
import { bindFields } from '@/lib/bind-fields';
import { cutOptionLabel } from '@/lib/format-price';
import { errorMessage } from '@/lib/error-message';
import { slotCountLabel } from '@/lib/slot-count';
import { shopToday } from '@/lib/shop-date';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useBookingWindow } from '../api/use-booking-window';
import { useAvailableDays } from '../api/use-available-days';
import { barbersForCut, useShopBarbers } from '@/lib/shop-barbers';
import { BarberChoice } from './barber-choice';
import { DayStrip } from './day-strip';
import { JoinWaitlist } from './join-waitlist';
import { TimeButtons } from './time-buttons';
import './appointment-form.css';

const AppointmentFormCutFragment = graphql(`
  fragment AppointmentForm_cut on Cut {
    id
    name
    price
    duration
  }
`);

export type AppointmentFormValues = { cutId: string; date: string; time: string; note?: string };

/** What the side cards show while the client fills the form. */
export type AppointmentPreview = {
  cut: { name: string; price: number; duration: number } | null;
  date: string;
  time: string;
  note: string;
  /** The barber chosen (a name, or «Cualquiera»); null when the form asks no barber (issue 32). */
  barber: string | null;
};

type AppointmentFormProps = {
  cuts: readonly FragmentType<typeof AppointmentFormCutFragment>[];
  defaultValues: AppointmentFormValues;
  /** The appointment being edited (its own slot stays free). */
  appointmentId?: string;
  /** The barber to preselect in «¿Con quién?» (a link's, the appointment's, the client's last); none = «Cualquiera». */
  initialBarberId?: string | null;
  title: string;
  description?: string;
  submitLabel: string;
  /** Where the form came from: 'Cancelar' goes back there, and so does a saved form. */
  backTo: string;
  onSubmit: (input: AppointmentInput) => Promise<{ ok: boolean }>;
  aside: (preview: AppointmentPreview) => ReactNode;
  /** The day and time a link asked for (issue 33): if that time is no longer free, the form says so. */
  linkedTime?: { date: string; time: string } | null;
  /** A client's new booking: a full day offers its waitlist (issue 33). */
  offerWaitlist?: boolean;
};

/**
 * The booking form shared by create and edit (SPEC §5): cut, «¿Con quién?» when several barbers do it (issue 32),
 * then a strip of the next days and the free times of the one picked as buttons (issue 31), and a note.
 */
export function AppointmentForm({
  cuts: cutRefs,
  defaultValues,
  appointmentId,
  initialBarberId,
  title,
  description,
  submitLabel,
  backTo,
  onSubmit,
  aside,
  linkedTime = null,
  offerWaitlist = false,
}: AppointmentFormProps) {
  const navigate = useNavigate();
  const cuts = getFragmentData(AppointmentFormCutFragment, cutRefs);
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
  const setDate = useCallback((value: string) => setValue('date', value, { shouldValidate: true }), [setValue]);

  // «¿Con quién?» asks only when more than one active barber does the cut; '' is «Cualquiera».
  const { barbers } = useShopBarbers();
  const choices = barbersForCut(barbers, cutId);
  const askBarber = choices.length > 1;
  const [pickedBarber, setPickedBarber] = useState<string | null>(null);
  // Until the client picks, the preselection follows its source (the last appointment may load after the form).
  const wantedBarber = pickedBarber ?? initialBarberId ?? '';
  const barberId = askBarber && choices.some((barber) => barber.id === wantedBarber) ? wantedBarber : '';
  const barberLabel = askBarber ? (choices.find((barber) => barber.id === barberId)?.name ?? 'Cualquiera') : null;

  const strip = useAvailableDays(cutId, today, appointmentId, barberId || undefined);
  const day = strip.days.find((entry) => entry.date === date);
  const times = useMemo(() => day?.free ?? [], [day]);

  // The day the client is looking at: a greyed one tapped to ask why, else the one selected.
  const [explained, setExplained] = useState<string | null>(null);
  const looked = strip.days.find((entry) => entry.date === explained) ?? (times.length === 0 ? day : undefined);
  const waitlistDay = offerWaitlist && !appointmentId && looked?.reason === 'FULL' ? looked.date : null;

  // The first day with free times is picked for the client (the four taps of issue 31); a date of their own stays.
  useEffect(() => {
    if (date || !strip.settled) return;
    const first = strip.days.find((entry) => entry.free.length > 0);
    if (first) setValue('date', first.date);
  }, [date, strip.settled, strip.days, setValue]);

  // A time that is no longer offered (other day, other cut, taken meanwhile) is unselected.
  useEffect(() => {
    if (time && strip.settled && !times.includes(time)) setTime('');
  }, [time, strip.settled, times, setTime]);

  // The link's time was taken (or the day closed) since the link was made: its day stays, the client picks again.
  const linkedTimeGone = Boolean(
    linkedTime && strip.settled && date === linkedTime.date && !time && !times.includes(linkedTime.time),
  );

  let timesHint: ReactNode;
  if (!cutId) timesHint = 'Elige un servicio para ver los días y las horas libres.';
  else if (strip.error) {
    timesHint = (
      <>
        {errorMessage(strip.error, 'Error al cargar los horarios')}{' '}
        <button
          type="button"
          className="field__hint-action"
          onClick={() => void strip.refetch().catch(() => undefined)}
        >
          Reintentar
        </button>
      </>
    );
  } else if (!strip.settled && strip.days.length === 0) timesHint = 'Cargando horarios disponibles...';
  else if (!date) timesHint = 'Elige un día para ver sus horas libres.';
  else if (!day) timesHint = 'Ese día no está en la lista: elige otro.';
  else if (times.length === 0)
    timesHint = `${day.message ?? 'No quedan horarios disponibles para este día'}. Elige otro día.`;
  else timesHint = slotCountLabel(times.length);

  const submit = async (values: AppointmentFormValues) => {
    const result = await onSubmit({
      cutId: values.cutId,
      date: values.date,
      time: values.time,
      note: values.note?.trim() ? values.note.trim() : null,
      barberId: barberId || null,
    });
    if (result.ok) navigate(backTo);
    // Taken meanwhile, or no longer valid: show what is free now.
    else await strip.refetch().catch(() => undefined);
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

        {askBarber ? <BarberChoice barbers={choices} value={barberId} onChange={setPickedBarber} /> : null}

        <DayStrip
          days={strip.days}
          value={date}
          onChange={setDate}
          error={form.formState.errors.date?.message}
          hint={cutId ? bookingWindow.dateHint : undefined}
          onExplain={setExplained}
        />
        {linkedTimeGone ? (
          <p className="booking-form__notice" role="status">
            {appointmentMessages.slotTaken} ({formatSlot12h(linkedTime!.time)}): elige otra hora.
          </p>
        ) : null}
        {waitlistDay ? (
          <JoinWaitlist key={waitlistDay} date={waitlistDay} cutId={cutId} barberId={barberId || null} />
        ) : null}
        <TimeButtons
          times={times}
          value={time}
          onChange={setTime}
          hint={timesHint}
          error={form.formState.errors.time?.message}
        />

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

      <div className="booking-layout__aside">
        {aside({ cut: selectedCut, date, time, note: note ?? '', barber: barberLabel })}
      </div>
    </div>
  );
}
